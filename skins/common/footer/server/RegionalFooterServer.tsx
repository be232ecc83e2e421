import {
  formatFooterText,
  getFooterLinkProps,
  getRegionalCopyrightYears,
  getRegionalFooterContent,
  getRegionalVariant,
} from '../../../../src';
import { serverStyles } from '../../../theme/serverStyles';
import type { ChromeTheme } from '../../../theme/theme';
import { ThemeScope } from '../../../theme/ThemeScope';
import { ReviewsWidget } from '../../widgets/ReviewsWidget';
import { FooterRoot } from '../islands/FooterRoot';
import { NoScriptDisclosures } from '../NoScriptDisclosures';
import {
  columnsGrid,
  container,
  directories,
  footerRoot,
  inlineList,
  primaryButton,
  regionalBanner,
  row,
  sisterList,
  smallPrint,
  subheading,
  titledRow,
} from '../styles';
import type { FooterProps } from '../types';
import { ServerAppBadges, ServerColumn, ServerSocialLinks } from './serverParts';

export interface RegionalFooterServerProps extends Pick<
  FooterProps,
  'domain' | 'queryString' | 'baseUrl' | 'trustWidget' | 'className'
> {
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
}

const DIRECTORY_GROUP = [['cities', 'professions']];

/**
 * A regional brand's footer (spec 2.5) as a React Server Component: the same markup and styles as
 * `RegionalFooter`, rendered on the server from the one region's data that `domain` picks; the
 * islands that hydrate are the footer root (click tracking, accordion state), the disclosure
 * toggles and panels, and the trust-rating widget.
 */
export function RegionalFooterServer({
  domain,
  queryString,
  baseUrl,
  trustWidget,
  className,
  theme,
}: RegionalFooterServerProps) {
  const cx = serverStyles(theme);
  const variant = getRegionalVariant(domain);
  const content = getRegionalFooterContent(variant, { queryString, baseUrl });
  const { texts } = content;
  const siteDomain = domain || new URL(content.siteUrl).hostname;
  const copyrightText = formatFooterText(texts.copyright, {
    years: getRegionalCopyrightYears(content.copyrightFromYear).text,
  });
  const cta = getFooterLinkProps(content.postAJob.cta, 'post-a-job');
  const bannerTitleId = `regional-footer-${variant}-post-a-job`;

  const footer = (
    <FooterRoot
      componentType="regional_footer"
      accordions={{ singleOpenGroups: DIRECTORY_GROUP }}
      lang={content.locale}
      variant={content.variant}
      className={[cx(footerRoot), className].filter(Boolean).join(' ')}
    >
      <NoScriptDisclosures />
      <div className={cx(container)}>
        <section className={cx(regionalBanner)} aria-labelledby={bannerTitleId}>
          <div>
            <h2 id={bannerTitleId}>{content.postAJob.title}</h2>
            <p>{content.postAJob.text}</p>
          </div>
          {cta ? (
            <a className={cx(primaryButton)} {...cta}>
              {content.postAJob.cta.text}
            </a>
          ) : null}
        </section>
        <nav aria-label={texts.navigationLabel}>
          <div className={cx(columnsGrid)}>
            {content.columns.map((section) => (
              <ServerColumn key={section.id} cx={cx} section={section} />
            ))}
          </div>
          <div className={cx(directories)}>
            <ServerColumn cx={cx} section={content.cities} />
            <ServerColumn cx={cx} section={content.professions} />
          </div>
        </nav>
        <div className={cx(row)}>
          <div>
            <h2 className={cx(subheading)}>{content.sisterBrands.title}</h2>
            <ul className={cx(sisterList)}>
              {content.sisterBrands.brands.map((brand) => {
                const props = getFooterLinkProps(brand, 'sister-brands');
                return props ? (
                  <li key={brand.id}>
                    {brand.country}: <a {...props}>{brand.text}</a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        </div>
        <div className={cx(titledRow)}>
          <ServerSocialLinks cx={cx} title={texts.socialTitle} links={content.social} />
          <ServerAppBadges cx={cx} title={texts.appsTitle} badges={content.apps} />
          <div>
            <h2 className={cx(subheading)}>{texts.trustTitle}</h2>
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
        <div className={cx(row)}>
          <ul className={cx(inlineList)} aria-label={texts.legalLabel}>
            {[...content.legal, content.cookieSettings].map((link) => {
              const props = getFooterLinkProps(link, 'legal');
              return props ? (
                <li key={link.id}>
                  <a {...props}>{link.text}</a>
                </li>
              ) : null;
            })}
          </ul>
          <p className={cx(smallPrint)}>{copyrightText}</p>
        </div>
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
