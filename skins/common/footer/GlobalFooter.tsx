'use client';

import { useSkinTheme } from '../../theme/useSkinTheme';
import type { GlobalFooterContent } from '../../../src';
import { globalFooterArea, localiseGlobalFooter } from '../../../src/footer/localiseFooter';
import { GLOBAL_FOOTER_TEXTS_EN_US } from '../../../src/footer/data/footerTextsEnUS';
import { useChromeTexts } from '../../../src/i18n';
import { GlobalFooterServer } from './server/GlobalFooterServer';
import type { FooterProps } from './types';

export interface GlobalFooterProps extends FooterProps {
  /** The brand's footer content (`ROOFLINE_GLOBAL_FOOTER`...), its `brand` included: the skin imports only its own. */
  content: GlobalFooterContent;
}

/**
 * The Roofline or HomeAdvisor global footer (spec 2.3, 2.4, 2.6) in a client tree: the markup of
 * `ServerFooter` (`GlobalFooterServer`), styled with the theme of the surrounding ThemeProvider, its
 * texts the catalogue's (`rooflineFooter`, `homeAdvisorFooter`; `textOverrides` for your own).
 */
export function GlobalFooter({ domain: _domain, trustWidget: _trustWidget, content, ...props }: GlobalFooterProps) {
  const theme = useSkinTheme();
  const area = globalFooterArea(content.brand);
  const { texts, locale, lang } = useChromeTexts(area);
  // en-US's footer texts are the footer's own, under the catalogue's (or an override's partial area).
  const localised = localiseGlobalFooter(content, { ...GLOBAL_FOOTER_TEXTS_EN_US[area], ...texts }, locale);
  return <GlobalFooterServer {...props} content={localised} lang={lang} theme={theme} />;
}
