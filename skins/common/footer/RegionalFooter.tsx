import { useSkinTheme } from '../../theme/useSkinTheme';
import { useId } from 'react';
import { RegionalFooterServer } from './server/RegionalFooterServer';
import type { FooterProps } from './types';

/**
 * A regional brand's footer (spec 2.5) in a client tree: the markup of the Instapro skin's
 * `ServerFooter` (`RegionalFooterServer`), styled with the theme of the surrounding ThemeProvider;
 * `domain` picks the variant and language.
 */
export function RegionalFooter({ domain, queryString, baseUrl, trustWidget, className }: FooterProps) {
  const theme = useSkinTheme();
  const bannerTitleId = `${useId()}-post-a-job`;
  return (
    <RegionalFooterServer
      domain={domain}
      queryString={queryString}
      baseUrl={baseUrl}
      trustWidget={trustWidget}
      className={className}
      theme={theme}
      bannerTitleId={bannerTitleId}
    />
  );
}
