/** @jsxImportSource @emotion/react */
import { useSimpleFooter, type Brand } from '../../../src';
import { inlineList, legalBar as legalBarStyle, legalBarInner, linkButton } from './styles';
import type { SimpleFooterProps } from './types';

/** The legal bar's surface, shared with the regional legal bar (kept for existing imports). */
export { legalBar as legalBarStyle, legalBarInner } from './styles';

export interface SimpleFooterViewProps extends SimpleFooterProps {
  /** Which variant (the skin fixes it): HOME_ADVISOR, or the Roofline one for any other brand. */
  variantBrand: Brand;
}

/** The legal bar (spec 2.2): links in a new tab, the Accessibility Tools control, the copyright years. */
export function SimpleFooterView({
  variantBrand,
  showSupportCenter,
  showAccessibilityTools,
  accessibilityWidget,
  className,
}: SimpleFooterViewProps) {
  const legal = useSimpleFooter({
    brand: variantBrand,
    showSupportCenter,
    showAccessibilityTools,
    accessibilityWidget,
  });
  const terms = legal.termsAgreement;
  const termsProps = terms ? legal.getLinkProps(terms.link, 'terms') : null;
  const copyright = <p>{legal.copyrightText}</p>;

  return (
    <footer css={legalBarStyle} className={className} {...legal.getFooterProps()}>
      <div css={legalBarInner}>
        {legal.copyrightPosition === 'start' ? copyright : null}
        <ul css={inlineList} aria-label={legal.label}>
          {legal.items.map((entry) => {
            if (entry.kind === 'accessibilityTools') {
              return (
                <li key="accessibility-tools">
                  <button type="button" css={linkButton} {...legal.getAccessibilityToolsProps()}>
                    {entry.text}
                  </button>
                </li>
              );
            }
            const props = legal.getLinkProps(entry.link, 'legal');
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
        {legal.copyrightPosition === 'end' ? copyright : null}
      </div>
    </footer>
  );
}
