import { getFooterLinkProps, type ChromeCatalogue } from '../../../../src';
import { skinRoot } from '../../../theme/sheet';
import type { ChromeTheme } from '../../../theme/theme';
import { ThemeScope } from '../../../theme/ThemeScope';
import { ReviewsWidget } from '../../widgets/ReviewsWidget';
import { FooterRoot } from '../islands/FooterRoot';
import { NoScriptDisclosures } from '../NoScriptDisclosures';
import { footerSheet } from '../styles';
import type { FooterProps } from '../types';
import { AppBadges, Column, getRegionalSite, LegalLinks, SocialLinks } from './parts';

const f = footerSheet.classes;

export interface RegionalFooterServerProps extends Pick<
  FooterProps,
  'domain' | 'queryString' | 'baseUrl' | 'trustWidget' | 'className'
> {
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
  /** The id of the post-a-job banner's title. @default `regional-footer-{variant}-post-a-job` */
  bannerTitleId?: string | undefined;
  /**
   * The page's texts: the footer speaks its `{variant}Footer` area when it has one (fr-CA's
   * `canadaFooter`), else the site's own language. @default the site's own texts
   */
  catalogue?: ChromeCatalogue | undefined;
}

const DIRECTORY_GROUP = [['cities', 'professions']];

/**
 * A regional brand's footer (spec 2.5) in its site's language, or the page's when its catalogue has the
 * site's area (`lang` says which): the one markup of the Instapro skin's
 * `Footer` and `ServerFooter` (a React Server Component, rendered on the server from the one region's
 * data that `domain` picks). Post-a-job banner, four link columns, the city and professions
 * directories (one open at a time on mobile), sister brands, social icons, app badges, the
 * trust-rating widget, legal links with cookie settings, and the copyright up to 2025. Its islands
 * are the footer root (click tracking, accordion state), the disclosure toggles and panels, and the
 * trust-rating widget.
 */
export function RegionalFooterServer({
  domain,
  queryString,
  baseUrl,
  trustWidget,
  className,
  theme,
  bannerTitleId,
  catalogue,
}: RegionalFooterServerProps) {
  const root = skinRoot(theme, [footerSheet]);
  const { variant, content, copyrightText } = getRegionalSite(domain, { queryString, baseUrl }, catalogue);
  const { texts } = content;
  const siteDomain = domain || new URL(content.siteUrl).hostname;
  const cta = getFooterLinkProps(content.postAJob.cta, 'post-a-job');
  const titleId = bannerTitleId ?? `regional-footer-${variant}-post-a-job`;

  return (
    <>
      {root.styles}
      <FooterRoot
        componentType="regional_footer"
        accordions={{ singleOpenGroups: DIRECTORY_GROUP }}
        lang={content.locale}
        variant={content.variant}
        {...root.props(f.footerRoot, className)}
      >
        <NoScriptDisclosures nonce={theme.nonce} />
        <div className={f.container}>
          <section className={f.regionalBanner} aria-labelledby={titleId}>
            <div>
              <h2 id={titleId}>{content.postAJob.title}</h2>
              <p>{content.postAJob.text}</p>
            </div>
            {cta ? (
              <a className={f.primaryButton} {...cta}>
                {content.postAJob.cta.text}
              </a>
            ) : null}
          </section>
          <nav aria-label={texts.navigationLabel}>
            <div className={f.columnsGrid}>
              {content.columns.map((section) => (
                <Column key={section.id} section={section} />
              ))}
            </div>
            <div className={f.directories}>
              <Column section={content.cities} />
              <Column section={content.professions} />
            </div>
          </nav>
          <div className={f.row}>
            <div>
              <h2 className={f.subheading}>{content.sisterBrands.title}</h2>
              <ul className={f.sisterList}>
                {content.sisterBrands.brands.map((brand) => {
                  const props = getFooterLinkProps(brand, 'sister-brands');
                  return props ? (
                    <li key={brand.id}>
                      {brand.country}
                      {content.sisterBrands.separator ?? ': '}
                      <a {...props}>{brand.text}</a>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          </div>
          <div className={f.titledRow}>
            <SocialLinks title={texts.socialTitle} links={content.social} />
            <AppBadges title={texts.appsTitle} badges={content.apps} />
            <div>
              <h2 className={f.subheading}>{texts.trustTitle}</h2>
              {trustWidget ?? (
                <ThemeScope theme={theme}>
                  <ReviewsWidget
                    domain={siteDomain}
                    locale={content.locale}
                    background="dark"
                    height={28}
                    width={220}
                    label={texts.trustPlaceholder}
                  />
                </ThemeScope>
              )}
            </div>
          </div>
          <div className={f.row}>
            <LegalLinks label={texts.legalLabel} links={[...content.legal, content.cookieSettings]} />
            <p className={f.smallPrint}>{copyrightText}</p>
          </div>
        </div>
      </FooterRoot>
    </>
  );
}
