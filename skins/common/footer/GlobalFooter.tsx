import { useSkinTheme } from '../../theme/useSkinTheme';
import type { GlobalFooterBrand, GlobalFooterContent } from '../../../src';
import { GlobalFooterServer } from './server/GlobalFooterServer';
import type { FooterProps } from './types';

export interface GlobalFooterProps extends FooterProps {
  /** Whose footer it is (the skin fixes it). */
  contentBrand: GlobalFooterBrand;
  /** That brand's content (`ROOFLINE_GLOBAL_FOOTER`...): the skin imports only its own brand's tables. */
  content: GlobalFooterContent;
}

/**
 * The Roofline or HomeAdvisor global footer (spec 2.3, 2.4, 2.6) in a client tree: the markup of
 * `ServerFooter` (`GlobalFooterServer`), styled with the theme of the surrounding ThemeProvider.
 */
export function GlobalFooter({ domain: _domain, trustWidget: _trustWidget, ...props }: GlobalFooterProps) {
  const theme = useSkinTheme();
  return <GlobalFooterServer {...props} theme={theme} />;
}
