import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig, type HeaderUser } from '../../../src';
import * as locales from '../../../src/i18n/locales';
import { createMemoryStorage, createMockServices, type MockServices } from '../../../testing';
import { pseudoCatalogue } from '../../../examples/gallery/src/pseudoLocale';
import { faultOf, findSite, SERVICE_ENDPOINTS, type SiteArgs } from './sites';

const CATALOGUES = [...Object.values(locales), pseudoCatalogue];

/** The signed-in visitor of the stories (the gallery's Pat). */
export const PAT: HeaderUser = { firstName: 'Pat' };

/**
 * The mock services answer at the page's own origin, so the images and the stand-in reviews script the
 * navigation data points at (`/assets/…`) load from the site itself (.storybook/main.ts emits them):
 * nothing leaves the machine.
 */
function newServices(): MockServices {
  return createMockServices({ origin: window.location.origin });
}

interface SiteChromeProps {
  args: Partial<SiteArgs>;
  /** The story's id: a new story starts with fresh services and storage. */
  storyId: string;
  /** A hook's example of plain elements: the site's few base styles under it (site.css). */
  plain?: boolean;
  children?: ReactNode;
}

/**
 * What every story renders in: a ChromeProvider whose fetch is the spec's services in the browser
 * (`@roofline/chrome/testing`, no server), with the args' site, locale and endpoint behaviours, an
 * in-memory storage, and a navigate that shows where the chrome would go instead of leaving.
 */
export function SiteChrome({ args, storyId, plain = false, children }: SiteChromeProps) {
  const site = findSite(args.site);
  const services = useMemo(() => {
    void storyId;
    return newServices();
  }, [storyId]);
  const storage = useMemo(() => {
    void storyId;
    return createMemoryStorage();
  }, [storyId]);
  // Where this story's chrome navigated (a new story starts with none; effects of the story's own
  // components run before this frame's, so it is kept per story rather than cleared in an effect).
  const [navigated, setNavigated] = useState<{ storyId: string; url: string } | null>(null);
  const navigatedTo = navigated?.storyId === storyId ? navigated.url : null;

  // Faults are set while rendering, so the first request of this render already sees them.
  for (const endpoint of SERVICE_ENDPOINTS) services.fail(endpoint, faultOf(args[endpoint]));
  services.setTreatments({ growth_SearchUserEntry: args.searchTreatment ?? 'control' });

  const locale = args.locale && args.locale !== 'site' ? args.locale : site.locale;
  const config = useMemo<ChromeConfig>(
    () => ({
      ...services.config,
      applicationName: 'chrome-docs',
      pageName: 'docs',
      brand: site.brand,
      domain: site.domain,
      ...(locale ? { locale } : {}),
      catalogues: CATALOGUES,
      anonymousId: 'docs-visitor',
      storage,
      navigate: (url: string) => setNavigated({ storyId, url }),
    }),
    [services, storage, site.brand, site.domain, locale, storyId],
  );

  const ThemeProvider = site.skin.ThemeProvider as ComponentType<{ children?: ReactNode }>;
  return (
    <ChromeProvider config={config}>
      <ThemeProvider>
        <div
          className={plain ? 'site-story hook-example' : 'site-story'}
          lang={locale ?? site.lang}
          data-site={site.key}
        >
          {children}
        </div>
      </ThemeProvider>
      <p className="site-navigated" role="status" lang="en">
        {navigatedTo ? (
          <>
            navigate → <code>{navigatedTo}</code>
          </>
        ) : null}
      </p>
    </ChromeProvider>
  );
}
