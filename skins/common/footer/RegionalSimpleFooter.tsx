'use client';

import { useChromeConfig } from '../../../src/config';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { RegionalSimpleFooterServer } from './server/RegionalSimpleFooterServer';
import type { SimpleFooterProps } from './types';

/**
 * A regional site's legal bar in a client tree: the markup of the Instapro skin's
 * `ServerSimpleFooter` (`RegionalSimpleFooterServer`), styled with the surrounding theme.
 */
export function RegionalSimpleFooter({ domain, className }: SimpleFooterProps) {
  const theme = useSkinTheme();
  const site = useChromeConfig().site.domain;
  return <RegionalSimpleFooterServer domain={domain ?? (site || undefined)} className={className} theme={theme} />;
}
