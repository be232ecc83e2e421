import {
  ChromeProvider,
  getFooterConfig,
  getFooterLinkProps,
  resolveGlobalFooterContent,
  type GlobalFooterContent,
} from '../../../../src';
import type { ChromeTheme } from '../../../theme/theme';
import { skinRoot } from '../../../theme/sheet';
import { ThemeScope } from '../../../theme/ThemeScope';
import { EmailSubscriptionBanner } from '../../subscription/EmailSubscriptionBanner';
import { FooterSignupForm } from '../../subscription/FooterSignupForm';
import { AccessibilityToolsButton } from '../islands/AccessibilityToolsButton';
import { FooterCopyright } from '../islands/FooterCopyright';
import { FooterRoot } from '../islands/FooterRoot';
import { NoScriptDisclosures } from '../NoScriptDisclosures';
import { footerSheet } from '../styles';
import type { FooterProps } from '../types';
import { AppBadges, Column, LinkList, SocialLinks } from './parts';

const f = footerSheet.classes;

export interface GlobalFooterServerProps extends Omit<FooterProps, 'domain' | 'trustWidget'> {
  /** The brand's footer content, hrefs as written (`ROOFLINE_GLOBAL_FOOTER`...), its `brand` included: the skin imports only its own. */
  content: GlobalFooterContent;
  /** The theme (no context on the server; the skin passes its brand theme with your overrides). */
  theme: ChromeTheme;
  /** The footer's `lang` when its texts are not in the page's language (no catalogue of it: en-US). */
  lang?: string | undefined;
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
  content: rawContent,
  theme,
  queryString,
  baseUrl,
  showSignupForm = true,
  showSubscriptionBanner = false,
  showAccessibilityTools = true,
  accessibilityWidget,
  className,
  lang,
  ...formProps
}: GlobalFooterServerProps) {
  const root = skinRoot(theme, [footerSheet]);
  const content = resolveGlobalFooterContent(rawContent, { queryString, baseUrl });
  // The footer's config fields reach its sign-ups through the provider, not as props.
  const signupConfig = getFooterConfig(formProps, rawContent.brand);
  const more = content.additionalCities;
  const browseByState = getFooterLinkProps(content.browseByState, 'cities');

  return (
    <>
      {root.styles}
      <FooterRoot
        lang={lang}
        componentType="global_footer"
        accordions={{ singleOpenGroups: CITY_GROUP }}
        {...root.props(f.footerRoot, className)}
      >
        <NoScriptDisclosures nonce={theme.nonce} />
        <div className={f.container}>
          {showSubscriptionBanner ? (
            <div className={f.bannerSlot}>
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
            <div className={f.columnsGrid}>
              {content.sections.map((section) => (
                <Column key={section.id} section={section} />
              ))}
              <Column section={content.legal}>
                {content.internationalSites ? (
                  <>
                    <h3 className={f.subheading}>{content.internationalSites.title}</h3>
                    <LinkList links={content.internationalSites.links} listId={content.internationalSites.id} />
                  </>
                ) : null}
              </Column>
            </div>
            <div className={f.afterColumns}>
              <div>
                <Column section={content.cities} listClassName={f.cityLinkList} />
                {more ? (
                  <Column section={more} collapsible="always" headingLevel="h3" listClassName={f.cityLinkList} />
                ) : null}
                <ul className={f.linkList}>
                  <li>{browseByState ? <a {...browseByState}>{content.browseByState.text}</a> : null}</li>
                </ul>
              </div>
            </div>
          </nav>
          <div className={f.titledRow}>
            {showSignupForm ? (
              <div className={f.signupSlot}>
                <ThemeScope theme={theme}>
                  <ChromeProvider config={signupConfig}>
                    <FooterSignupForm {...formProps} queryString={queryString} />
                  </ChromeProvider>
                </ThemeScope>
              </div>
            ) : null}
            <SocialLinks title={content.texts.socialTitle} links={content.social} />
            <AppBadges title={content.texts.appsTitle} badges={content.apps} />
          </div>
          <div className={f.row}>
            {showAccessibilityTools ? (
              <AccessibilityToolsButton
                label={content.texts.accessibilityTools}
                accessibilityWidget={accessibilityWidget}
                className={f.linkButton}
              />
            ) : null}
            <FooterCopyright brand={rawContent.brand} template={content.texts.copyright} className={f.smallPrint} />
          </div>
        </div>
      </FooterRoot>
    </>
  );
}
