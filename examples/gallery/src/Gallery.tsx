import { ChromeProvider } from '../../../src';
import * as locales from '../../../src/i18n/locales';
import { pseudoCatalogue } from './pseudoLocale';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Controls } from './Controls';
import { devApiConfig, devApiUrl, NAV_CREDENTIALS } from './devApi';
import { useGalleryState } from './galleryState';
import { AiSection, ErrorsSection, FooterSection, HeaderSection, SearchSection, SubscriptionSection } from './sections';
import { Slot } from './Slot';

const CATALOGUES = [...Object.values(locales), pseudoCatalogue];

/** Every skin and state of @roofline/chrome against the dev API, with a brand switcher. */
export function Gallery() {
  const api = useMemo(devApiUrl, []);
  const [state, update] = useGalleryState();
  const { brand, variant, signedIn, anonymousId } = state;
  const config = useMemo(
    // The site decided from its domain (brand family, locale, postal codes); every built-in catalogue,
    // since the gallery shows every site (a site's own page imports only its own).
    () => ({
      ...devApiConfig(api),
      brand: brand.brand,
      domain: brand.domain,
      locale: brand.locale,
      catalogues: CATALOGUES,
      anonymousId,
      // Served under a Content Security Policy (e2e/scenarios/csp.mjs), the page's nonce is here.
      nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
    }),
    [api, brand.brand, brand.domain, brand.locale, anonymousId],
  );
  const user = useMemo(() => (signedIn ? { firstName: 'Pat' } : null), [signedIn]);
  const sectionProps = { brand, api, anonymousId };
  const headerProps = useMemo(
    () => ({
      variant,
      user,
      mainContentId: 'main',
      // The AI entry goes to this site's own /ai page (the CMS link would leave the gallery).
      aiLink: '/ai',
      navigationRequest: { domain: brand.domain, ...NAV_CREDENTIALS },
      searchBarProps: variant === 'standardWithSearch' ? {} : undefined,
    }),
    [variant, user, brand.domain],
  );
  const ThemeProvider = brand.skin.ThemeProvider as ComponentType<{ children?: ReactNode }>;

  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        {/* Remount per brand so each skin starts from its first render, as on its own site. */}
        <div key={brand.key} className={`gallery brand-${brand.skinName}`} data-brand={brand.key}>
          <Slot skin={brand.skin} name="Header" props={headerProps} />
          <main id="main" tabIndex={-1}>
            <h1 lang="en">@roofline/chrome gallery</h1>
            <p className="lede" lang="en">
              {brand.label}: every component of the <code>{brand.skinName}</code> skin, wired to the dev API at{' '}
              <code>{api}</code>.
            </p>
            <Controls api={api} state={state} onChange={update} />
            <h2 lang="en">Header</h2>
            <p className="caption" lang="en">
              The page's own header above shows the {variant} variant, {signedIn ? 'signed in as Pat' : 'signed out'}.
              Narrow the window below 1024 px for the mobile menus.
            </p>
            <HeaderSection {...sectionProps} />
            <h2 lang="en">Search</h2>
            <SearchSection {...sectionProps} />
            <h2 lang="en">Sign-up</h2>
            <SubscriptionSection {...sectionProps} />
            <h2 lang="en">AI entry and chat</h2>
            <AiSection {...sectionProps} />
            <h2 lang="en">Errors from the dev API</h2>
            <ErrorsSection {...sectionProps} />
            <h2 lang="en">Footers</h2>
            <p className="caption" lang="en">
              The brand's footer closes the page below; the legal bar is shown here.
            </p>
            <FooterSection {...sectionProps} />
          </main>
          <Slot
            skin={brand.skin}
            name="Footer"
            props={{
              brand: brand.brand,
              domain: brand.domain,
              anonymousId,
              appName: 'chrome-gallery',
              calculatedZip: '80202',
            }}
          />
        </div>
      </ThemeProvider>
    </ChromeProvider>
  );
}
