import { getFooterLinkProps, getSimpleFooterView, type Brand, type SimpleFooterBuildOptions } from '../../../../src';
import { skinRoot } from '../../../theme/sheet';
import type { ChromeTheme } from '../../../theme/theme';
import { AccessibilityToolsButton } from '../islands/AccessibilityToolsButton';
import { FooterCopyright } from '../islands/FooterCopyright';
import { FooterRoot } from '../islands/FooterRoot';
import { footerSheet } from '../styles';
import type { SimpleFooterProps } from '../types';

const f = footerSheet.classes;

export interface SimpleFooterServerProps extends Omit<SimpleFooterProps, 'domain'> {
  /** Which variant (the skin fixes it): HOME_ADVISOR, or the Roofline one for any other brand. */
  variantBrand: Brand;
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
  /** The brand's footer texts of the page's catalogue (`rooflineFooter`, `homeAdvisorFooter`). @default en-US */
  texts?: SimpleFooterBuildOptions['texts'] | undefined;
  /** The bar's `lang` when its texts are not in the page's language (no catalogue of it: en-US). */
  lang?: string | undefined;
}

/**
 * The legal bar (spec 2.2): links in a new tab, the Accessibility Tools control, the copyright years.
 * The one markup of `SimpleFooter` (rendered with the theme of its context) and `ServerSimpleFooter`
 * (a React Server Component); its islands are the footer root (click tracking), the Accessibility
 * Tools control and the copyright year.
 */
export function SimpleFooterServer({
  variantBrand,
  theme,
  showSupportCenter,
  showAccessibilityTools,
  accessibilityWidget,
  className,
  texts,
  lang,
}: SimpleFooterServerProps) {
  const root = skinRoot(theme, [footerSheet]);
  const view = getSimpleFooterView(variantBrand, { showSupportCenter, showAccessibilityTools, texts });
  const terms = view.termsAgreement;
  const termsProps = terms ? getFooterLinkProps(terms.link, 'terms') : null;
  const copyright = <FooterCopyright brand={view.brand} template={view.copyrightTemplate} />;

  return (
    <>
      {root.styles}
      <FooterRoot componentType="simple_footer" lang={lang} {...root.props(f.legalBar, className)}>
        <div className={f.legalBarInner}>
          {view.copyrightPosition === 'start' ? copyright : null}
          <ul className={f.inlineList} aria-label={view.label}>
            {view.items.map((entry) => {
              if (entry.kind === 'accessibilityTools') {
                return (
                  <li key="accessibility-tools">
                    <AccessibilityToolsButton
                      label={entry.text}
                      accessibilityWidget={accessibilityWidget}
                      className={f.linkButton}
                    />
                  </li>
                );
              }
              const props = getFooterLinkProps(entry.link, 'legal');
              return props ? (
                <li key={entry.link.id}>
                  <a {...props}>{entry.link.text}</a>
                </li>
              ) : null;
            })}
          </ul>
          {terms ? (
            <p>
              {terms.before}
              {termsProps ? <a {...termsProps}>{terms.link.text}</a> : terms.link.text}
              {terms.after}
            </p>
          ) : null}
          {view.copyrightPosition === 'end' ? copyright : null}
        </div>
      </FooterRoot>
    </>
  );
}
