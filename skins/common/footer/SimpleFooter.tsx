'use client';

import { useSkinTheme } from '../../theme/useSkinTheme';
import type { Brand } from '../../../src';
import { resolveBrandFamily } from '../../../src/brand';
import { globalFooterArea } from '../../../src/footer/localiseFooter';
import { useChromeTexts } from '../../../src/i18n';
import { SimpleFooterServer } from './server/SimpleFooterServer';
import type { SimpleFooterProps } from './types';

/** The legal bar's surface, shared with the regional legal bar (kept for existing imports). */
export { legalBar as legalBarStyle, legalBarInner } from './styles';

export interface SimpleFooterViewProps extends SimpleFooterProps {
  /** Which variant (the skin fixes it): HOME_ADVISOR, or the Roofline one for any other brand. */
  variantBrand: Brand;
}

/**
 * The legal bar (spec 2.2) in a client tree: the markup of `ServerSimpleFooter`
 * (`SimpleFooterServer`), styled with the theme of the surrounding ThemeProvider, its texts the
 * catalogue's area of the brand's footer (`rooflineFooter`, `homeAdvisorFooter`; en-US without).
 */
export function SimpleFooterView({ domain: _domain, ...props }: SimpleFooterViewProps) {
  const theme = useSkinTheme();
  const { texts, lang } = useChromeTexts(globalFooterArea(resolveBrandFamily(props.variantBrand).mainBrand));
  return <SimpleFooterServer {...props} texts={texts} lang={lang} theme={theme} />;
}
