'use client';

import { useChromeConfig } from '../../../src/config';
import { catalogueOf } from '../../../src/i18n/catalogue';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { RegionalSimpleFooterServer } from './server/RegionalSimpleFooterServer';
import type { SimpleFooterProps } from './types';

/**
 * A regional site's legal bar in a client tree: the markup of the Instapro skin's
 * `ServerSimpleFooter` (`RegionalSimpleFooterServer`), styled with the surrounding theme, its texts the
 * catalogue's area of the site when it has one.
 */
export function RegionalSimpleFooter({ domain, className }: SimpleFooterProps) {
  const theme = useSkinTheme();
  const config = useChromeConfig();
  const site = config.site.domain;
  return (
    <RegionalSimpleFooterServer
      domain={domain ?? (site || undefined)}
      className={className}
      theme={theme}
      catalogue={catalogueOf(config)}
    />
  );
}
