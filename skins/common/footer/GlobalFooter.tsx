import { useSkinTheme } from '../../theme/useSkinTheme';
import type { GlobalFooterBrand } from '../../../src';
import { GlobalFooterServer } from './server/GlobalFooterServer';
import type { FooterProps } from './types';

export interface GlobalFooterProps extends FooterProps {
  /** Whose content to show (the skin fixes it). */
  contentBrand: GlobalFooterBrand;
}

/**
 * The Roofline or HomeAdvisor global footer (spec 2.3, 2.4, 2.6) in a client tree: the markup of
 * `ServerFooter` (`GlobalFooterServer`), styled with the theme of the surrounding ThemeProvider.
 */
export function GlobalFooter({ domain: _domain, trustWidget: _trustWidget, ...props }: GlobalFooterProps) {
  const theme = useSkinTheme();
  return <GlobalFooterServer {...props} theme={theme} />;
}
