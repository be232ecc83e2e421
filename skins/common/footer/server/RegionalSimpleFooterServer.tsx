import {
  formatFooterText,
  getFooterLinkProps,
  getRegionalCopyrightYears,
  getRegionalFooterContent,
  getRegionalVariant,
} from '../../../../src';
import { serverStyles } from '../../../theme/serverStyles';
import type { ChromeTheme } from '../../../theme/theme';
import { FooterRoot } from '../islands/FooterRoot';
import { inlineList, legalBar, legalBarInner } from '../styles';
import type { SimpleFooterProps } from '../types';

export interface RegionalSimpleFooterServerProps extends Pick<SimpleFooterProps, 'domain' | 'className'> {
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
}

/**
 * A regional site's legal bar as a React Server Component (the markup of `RegionalSimpleFooter`);
 * its only island is the footer root (click tracking).
 */
export function RegionalSimpleFooterServer({ domain, className, theme }: RegionalSimpleFooterServerProps) {
  const cx = serverStyles(theme);
  const content = getRegionalFooterContent(getRegionalVariant(domain));
  const copyrightText = formatFooterText(content.texts.copyright, {
    years: getRegionalCopyrightYears(content.copyrightFromYear).text,
  });
  const footer = (
    <FooterRoot
      componentType="regional_footer"
      lang={content.locale}
      className={[cx(legalBar), className].filter(Boolean).join(' ')}
    >
      <div className={cx(legalBarInner)}>
        <ul className={cx(inlineList)} aria-label={content.texts.legalLabel}>
          {[...content.legal, content.cookieSettings].map((link) => {
            const props = getFooterLinkProps(link, 'legal');
            return props ? (
              <li key={link.id}>
                <a {...props}>{link.text}</a>
              </li>
            ) : null;
          })}
        </ul>
        <p>{copyrightText}</p>
      </div>
    </FooterRoot>
  );
  return (
    <>
      {footer}
      {cx.sheet()}
    </>
  );
}
