'use client';

import { useSkinTheme } from '../../theme/useSkinTheme';
import type { GlobalFooterContent } from '../../../src';
import { GlobalFooterServer } from './server/GlobalFooterServer';
import type { FooterProps } from './types';

export interface GlobalFooterProps extends FooterProps {
  /** The brand's footer content (`ROOFLINE_GLOBAL_FOOTER`...), its `brand` included: the skin imports only its own. */
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
