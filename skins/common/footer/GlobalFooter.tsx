/** @jsxImportSource @emotion/react */
import { useGlobalFooter, useFooterAccordions, type GlobalFooterBrand } from '../../../src';
import { EmailSubscriptionBanner, FooterSignupForm } from '../subscription';
import { FooterColumn } from './FooterColumn';
import { AppBadges, SocialLinks } from './FooterExtras';
import { FooterLinkList } from './FooterLinkList';
import {
  afterColumns,
  cityList,
  columnsGrid,
  container,
  footerRoot,
  heading,
  linkButton,
  linkList,
  panel,
  row,
  smallPrint,
  subheading,
  titledRow,
  toggle,
} from './styles';
import type { FooterProps } from './types';
import { NoScriptDisclosures } from './NoScriptDisclosures';
import { ChevronIcon } from './icons';

export interface GlobalFooterProps extends FooterProps {
  /** Whose content to show (the skin fixes it). */
  contentBrand: GlobalFooterBrand;
}

const CITY_GROUP = [['top-cities', 'popular-cities', 'additional-cities']];

/** The Roofline or HomeAdvisor global footer (spec 2.3, 2.4, 2.6). */
export function GlobalFooter({
  contentBrand,
  queryString,
  baseUrl,
  showSignupForm = true,
  showSubscriptionBanner = false,
  showAccessibilityTools = true,
  accessibilityWidget,
  className,
  ...formProps
}: GlobalFooterProps) {
  const footer = useGlobalFooter({ brand: contentBrand, queryString, baseUrl, accessibilityWidget });
  const accordions = useFooterAccordions({ singleOpenGroups: CITY_GROUP });
  const { content } = footer;
  const brand = formProps.brand ?? contentBrand;
  const more = content.additionalCities;
  const moreItem = more ? { item: more.id, collapsible: 'always' as const } : null;

  return (
    <footer css={footerRoot} className={className} {...footer.getFooterProps(accordions.getRootProps())}>
      <NoScriptDisclosures />
      <div css={container}>
        {showSubscriptionBanner ? (
          <EmailSubscriptionBanner
            css={{ marginBottom: 32 }}
            isInFooter
            brand={brand}
            task={formProps.task}
            category={formProps.category}
            anonymousId={formProps.anonymousId}
            cfPostalCode={formProps.cfPostalCode}
            applicationName={formProps.appName}
            subscriptionServiceBaseUrl={formProps.subscriptionServiceBaseUrl}
            eventGatewayBaseUrl={formProps.eventGatewayBaseUrl}
            landingPagesBackendHost={formProps.landingPagesBackendHost}
          />
        ) : null}
        <nav aria-label={content.texts.navigationLabel}>
          <div css={columnsGrid}>
            {content.sections.map((section) => (
              <FooterColumn key={section.id} section={section} accordions={accordions} getters={footer} />
            ))}
            <FooterColumn section={content.legal} accordions={accordions} getters={footer}>
              {content.internationalSites ? (
                <>
                  <h3 css={subheading}>{content.internationalSites.title}</h3>
                  <FooterLinkList
                    links={content.internationalSites.links}
                    listId={content.internationalSites.id}
                    getLinkProps={footer.getLinkProps}
                    listProps={footer.getListProps(content.internationalSites)}
                  />
                </>
              ) : null}
            </FooterColumn>
          </div>
          <div css={afterColumns}>
            <div>
              <FooterColumn section={content.cities} accordions={accordions} getters={footer} listCss={cityList} />
              {more && moreItem ? (
                <>
                  <h3 css={heading} {...accordions.getHeadingProps(moreItem)}>
                    <button css={[toggle, { width: 'auto' }]} {...accordions.getToggleProps(moreItem)}>
                      <span>{more.title}</span>
                      <ChevronIcon />
                    </button>
                  </h3>
                  <div css={panel} {...accordions.getPanelProps(moreItem)}>
                    <FooterLinkList
                      links={more.links}
                      listId={more.id}
                      getLinkProps={footer.getLinkProps}
                      listProps={footer.getListProps(more, accordions.isOpen(more.id) ? more.links.length : 0)}
                      extraCss={cityList}
                    />
                  </div>
                </>
              ) : null}
              <ul css={linkList}>
                <li>
                  <a {...footer.getLinkProps(content.browseByState, 'cities')}>{content.browseByState.text}</a>
                </li>
              </ul>
            </div>
          </div>
        </nav>
        <div css={titledRow}>
          {showSignupForm ? (
            <div css={{ flex: '1 1 320px' }}>
              <FooterSignupForm {...formProps} brand={brand} queryString={queryString} />
            </div>
          ) : null}
          <SocialLinks title={content.texts.socialTitle} links={content.social} getLinkProps={footer.getLinkProps} />
          <AppBadges title={content.texts.appsTitle} badges={content.apps} getLinkProps={footer.getLinkProps} />
        </div>
        <div css={row}>
          {showAccessibilityTools ? (
            <button type="button" css={linkButton} {...footer.getAccessibilityToolsProps()}>
              {content.texts.accessibilityTools}
            </button>
          ) : null}
          <p css={smallPrint}>{footer.copyrightText}</p>
        </div>
      </div>
    </footer>
  );
}
