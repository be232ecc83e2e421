import {
  ChromeProvider,
  buildFooterLinks,
  getFooterConfig,
  getFooterLinkProps,
  type GlobalFooterBrand,
} from '../../../../src';
import type { ChromeTheme } from '../../../theme/theme';
import { serverStyles } from '../../../theme/serverStyles';
import { ThemeScope } from '../../../theme/ThemeScope';
import { EmailSubscriptionBanner } from '../../subscription/EmailSubscriptionBanner';
import { FooterSignupForm } from '../../subscription/FooterSignupForm';
import { AccessibilityToolsButton } from '../islands/AccessibilityToolsButton';
import { FooterCopyright } from '../islands/FooterCopyright';
import { FooterRoot } from '../islands/FooterRoot';
import { NoScriptDisclosures } from '../NoScriptDisclosures';
import {
  afterColumns,
  cityList,
  columnsGrid,
  container,
  footerRoot,
  linkButton,
  linkList,
  row,
  smallPrint,
  subheading,
  titledRow,
} from '../styles';
import type { FooterProps } from '../types';
import { AppBadges, Column, LinkList, SocialLinks, withSheet } from './parts';

export interface GlobalFooterServerProps extends Omit<FooterProps, 'domain' | 'trustWidget'> {
  /** Whose content to show (the skin fixes it). */
  contentBrand: GlobalFooterBrand;
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
}

const CITY_GROUP = [['top-cities', 'popular-cities', 'additional-cities']];

/**
 * The Roofline or HomeAdvisor global footer (spec 2.3, 2.4, 2.6): the one markup of `Footer` (which
 * renders it with the theme of its context) and `ServerFooter` (a React Server Component, rendered
 * on the server from this brand's data only). Its islands are the footer root (click tracking,
 * accordion state), the disclosure toggles and panels, the sign-up form, the Accessibility Tools
 * control and the copyright year.
 */
export function GlobalFooterServer({
  contentBrand,
  theme,
  queryString,
  baseUrl,
  showSignupForm = true,
  showSubscriptionBanner = false,
  showAccessibilityTools = true,
  accessibilityWidget,
  className,
  ...formProps
}: GlobalFooterServerProps) {
  const cx = serverStyles(theme);
  const content = buildFooterLinks(contentBrand, { queryString, baseUrl });
  // The footer's config fields reach its sign-ups through the provider, not as props.
  const signupConfig = getFooterConfig(formProps, contentBrand);
  const more = content.additionalCities;
  const browseByState = getFooterLinkProps(content.browseByState, 'cities');

  return withSheet(
    cx,
    <FooterRoot
      componentType="global_footer"
      accordions={{ singleOpenGroups: CITY_GROUP }}
      className={[cx(footerRoot), className].filter(Boolean).join(' ')}
    >
      <NoScriptDisclosures />
      <div className={cx(container)}>
        {showSubscriptionBanner ? (
          <div className={cx({ marginBottom: 32, '&:empty': { display: 'none' } })}>
            <ThemeScope theme={theme}>
              <ChromeProvider config={signupConfig}>
                <EmailSubscriptionBanner
                  isInFooter
                  task={formProps.task}
                  category={formProps.category}
                  cfPostalCode={formProps.cfPostalCode}
                />
              </ChromeProvider>
            </ThemeScope>
          </div>
        ) : null}
        <nav aria-label={content.texts.navigationLabel}>
          <div className={cx(columnsGrid)}>
            {content.sections.map((section) => (
              <Column key={section.id} cx={cx} section={section} />
            ))}
            <Column cx={cx} section={content.legal}>
              {content.internationalSites ? (
                <>
                  <h3 className={cx(subheading)}>{content.internationalSites.title}</h3>
                  <LinkList cx={cx} links={content.internationalSites.links} listId={content.internationalSites.id} />
                </>
              ) : null}
            </Column>
          </div>
          <div className={cx(afterColumns)}>
            <div>
              <Column cx={cx} section={content.cities} listCss={cityList} />
              {more ? (
                <Column cx={cx} section={more} collapsible="always" headingLevel="h3" listCss={cityList} />
              ) : null}
              <ul className={cx(linkList)}>
                <li>{browseByState ? <a {...browseByState}>{content.browseByState.text}</a> : null}</li>
              </ul>
            </div>
          </div>
        </nav>
        <div className={cx(titledRow)}>
          {showSignupForm ? (
            <div className={cx({ flex: '1 1 320px' })}>
              <ThemeScope theme={theme}>
                <ChromeProvider config={signupConfig}>
                  <FooterSignupForm {...formProps} queryString={queryString} />
                </ChromeProvider>
              </ThemeScope>
            </div>
          ) : null}
          <SocialLinks cx={cx} title={content.texts.socialTitle} links={content.social} />
          <AppBadges cx={cx} title={content.texts.appsTitle} badges={content.apps} />
        </div>
        <div className={cx(row)}>
          {showAccessibilityTools ? (
            <AccessibilityToolsButton
              label={content.texts.accessibilityTools}
              accessibilityWidget={accessibilityWidget}
              className={cx(linkButton)}
            />
          ) : null}
          <FooterCopyright brand={contentBrand} template={content.texts.copyright} className={cx(smallPrint)} />
        </div>
      </div>
    </FooterRoot>,
  );
}
