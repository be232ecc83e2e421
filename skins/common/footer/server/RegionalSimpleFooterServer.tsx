import type { ChromeCatalogue } from '../../../../src';
import { skinRoot } from '../../../theme/sheet';
import type { ChromeTheme } from '../../../theme/theme';
import { FooterRoot } from '../islands/FooterRoot';
import { footerSheet } from '../styles';
import type { SimpleFooterProps } from '../types';
import { getRegionalSite, LegalLinks } from './parts';

const f = footerSheet.classes;

export interface RegionalSimpleFooterServerProps extends Pick<SimpleFooterProps, 'domain' | 'className'> {
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
  /** The page's texts: the site's `{variant}Footer` area when the catalogue has it. @default the site's own texts */
  catalogue?: ChromeCatalogue | undefined;
}

/**
 * The legal bar of a regional site: the regional footer's legal links, cookie settings and
 * copyright, in the site's language (or the page's, as the regional footer) and in its company's name (spec 2.5), on the simple footer's
 * surface. Spec 2.2 defines the legal bar for the Roofline and HomeAdvisor brands only; a regional
 * site shows its own company, never another brand's. The one markup of the Instapro skin's
 * `SimpleFooter` and `ServerSimpleFooter` (a React Server Component); its only island is the footer
 * root (click tracking).
 */
export function RegionalSimpleFooterServer({ domain, className, theme, catalogue }: RegionalSimpleFooterServerProps) {
  const root = skinRoot(theme, [footerSheet]);
  const { content, copyrightText } = getRegionalSite(domain, undefined, catalogue);
  return (
    <>
      {root.styles}
      <FooterRoot componentType="regional_footer" lang={content.locale} {...root.props(f.legalBar, className)}>
        <div className={f.legalBarInner}>
          <LegalLinks label={content.texts.legalLabel} links={[...content.legal, content.cookieSettings]} />
          <p>{copyrightText}</p>
        </div>
      </FooterRoot>
    </>
  );
}
