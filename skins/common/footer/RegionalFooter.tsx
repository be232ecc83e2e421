'use client';

import { useSkinTheme } from '../../theme/useSkinTheme';
import { useId } from 'react';
import { useChromeConfig } from '../../../src/config';
import { catalogueOf } from '../../../src/i18n/catalogue';
import { RegionalFooterServer } from './server/RegionalFooterServer';
import type { FooterProps } from './types';

/**
 * A regional brand's footer (spec 2.5) in a client tree: the markup of the Instapro skin's
 * `ServerFooter` (`RegionalFooterServer`), styled with the theme of the surrounding ThemeProvider;
 * the provider's site (`ChromeConfig.domain`) picks the variant; a `domain` prop overrides it. Its texts:
 * the catalogue's area of the site (`canadaFooter`...), else the site's own language.
 */
export function RegionalFooter({ domain, queryString, baseUrl, trustWidget, className }: FooterProps) {
  const theme = useSkinTheme();
  const config = useChromeConfig();
  const site = config.site.domain;
  const bannerTitleId = `${useId()}-post-a-job`;
  return (
    <RegionalFooterServer
      domain={domain ?? (site || undefined)}
      queryString={queryString}
      baseUrl={baseUrl}
      trustWidget={trustWidget}
      className={className}
      theme={theme}
      bannerTitleId={bannerTitleId}
      catalogue={catalogueOf(config)}
    />
  );
}
