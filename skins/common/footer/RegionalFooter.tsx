/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { useFooterAccordions, useRegionalFooter } from '../../../src';
import { ReviewsWidget } from '../widgets';
import { FooterColumn } from './FooterColumn';
import { AppBadges, SocialLinks } from './FooterExtras';
import {
  columnsGrid,
  container,
  directories,
  footerRoot,
  inlineList,
  primaryButton,
  regionalBanner as banner,
  row,
  sisterList,
  smallPrint,
  subheading,
  titledRow,
} from './styles';
import type { FooterProps } from './types';
import { NoScriptDisclosures } from './NoScriptDisclosures';

const DIRECTORY_GROUP = [['cities', 'professions']];

/**
 * A regional brand's footer (spec 2.5) in its site's language; the variant comes from `domain`
 * through the brand table. Post-a-job banner, four link columns, the city and professions
 * directories (one open at a time on mobile), sister brands, social icons, app badges, the
 * trust-rating widget's container, legal links with cookie settings, and the copyright up to 2025.
 */
export function RegionalFooter({ domain, queryString, baseUrl, trustWidget, className }: FooterProps) {
  const footer = useRegionalFooter({ domain, queryString, baseUrl });
  const accordions = useFooterAccordions({ singleOpenGroups: DIRECTORY_GROUP });
  const { content } = footer;
  const { texts } = content;
  const cta = footer.getLinkProps(content.postAJob.cta, 'post-a-job');
  const bannerTitleId = `${useId()}-post-a-job`;

  return (
    <footer
      lang={content.locale}
      css={footerRoot}
      className={className}
      {...footer.getFooterProps(accordions.getRootProps({ 'data-variant': content.variant }))}
    >
      <NoScriptDisclosures />
      <div css={container}>
        <section css={banner} aria-labelledby={bannerTitleId}>
          <div>
            <h2 id={bannerTitleId}>{content.postAJob.title}</h2>
            <p>{content.postAJob.text}</p>
          </div>
          {cta ? (
            <a css={primaryButton} {...cta}>
              {content.postAJob.cta.text}
            </a>
          ) : null}
        </section>
        <nav aria-label={texts.navigationLabel}>
          <div css={columnsGrid}>
            {content.columns.map((section) => (
              <FooterColumn key={section.id} section={section} accordions={accordions} getters={footer} />
            ))}
          </div>
          <div css={directories}>
            <FooterColumn section={content.cities} accordions={accordions} getters={footer} />
            <FooterColumn section={content.professions} accordions={accordions} getters={footer} />
          </div>
        </nav>
        <div css={row}>
          <div>
            <h2 css={subheading}>{content.sisterBrands.title}</h2>
            <ul css={sisterList}>
              {content.sisterBrands.brands.map((brand) => {
                const props = footer.getLinkProps(brand, 'sister-brands');
                return props ? (
                  <li key={brand.id}>
                    {brand.country}: <a {...props}>{brand.text}</a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        </div>
        <div css={titledRow}>
          <SocialLinks title={texts.socialTitle} links={content.social} getLinkProps={footer.getLinkProps} />
          <AppBadges title={texts.appsTitle} badges={content.apps} getLinkProps={footer.getLinkProps} />
          <div>
            <h2 css={subheading}>{texts.trustTitle}</h2>
            {trustWidget ?? (
              <ReviewsWidget
                domain={footer.domain}
                locale={content.locale}
                background="dark"
                height={28}
                width={220}
                label={texts.trustPlaceholder}
              />
            )}
          </div>
        </div>
        <div css={row}>
          <ul css={inlineList} aria-label={texts.legalLabel}>
            {[...content.legal, content.cookieSettings].map((link) => {
              const props = footer.getLinkProps(link, 'legal');
              return props ? (
                <li key={link.id}>
                  <a {...props}>{link.text}</a>
                </li>
              ) : null;
            })}
          </ul>
          <p css={smallPrint}>{footer.copyrightText}</p>
        </div>
      </div>
    </footer>
  );
}
