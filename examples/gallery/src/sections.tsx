import { ChromeProvider, useChromeTexts, type ChromeConfig } from '../../../src';
import { useState, type ReactNode } from 'react';
import type { GalleryBrand } from './brands';
import { devApiConfig } from './devApi';
import { Slot } from './Slot';

interface SpecimenProps {
  title: string;
  /** What this specimen shows, in a sentence. */
  caption?: string;
  children?: ReactNode;
  id?: string;
}

/** One labelled example on the page. */
export function Specimen({ title, caption, children, id }: SpecimenProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section className="specimen" aria-labelledby={headingId} id={id}>
      <h3 id={headingId} lang="en">
        {title}
      </h3>
      {caption && (
        <p className="caption" lang="en">
          {caption}
        </p>
      )}
      <div className="specimen-body">{children}</div>
    </section>
  );
}

/**
 * Names that tell the page's several search bars and banners apart (axe wants each landmark's own): the
 * gallery's English words on an English site, the site's own texts numbered on the others, so a
 * regional page is all in its language.
 */
function useSpecimenNames(brand: GalleryBrand) {
  const search = useChromeTexts('search').texts.searchLandmark;
  const banner = useChromeTexts('signup').texts.bannerTitle;
  const english = brand.lang.startsWith('en-') && brand.key !== 'pseudo';
  return {
    search: (words: string, n: number) => (english ? words : `${search} (${n})`),
    banner: (words: string, n: number) => (english ? words : `${banner} (${n})`),
  };
}

/**
 * A storage of the specimen's own, holding two recent searches (a typed text and a picked suggestion),
 * so the recent-searches state looks the same on every visit whatever the browser's own storage holds.
 */
function seededRecentStorage(): ChromeConfig {
  const data = new Map<string, string>();
  const recent = JSON.stringify([
    { id: 'gutter cleaning', name: 'gutter cleaning', optionType: 'QUERY' },
    {
      id: 40133,
      name: 'Install or Replace an Asphalt Shingle Roof',
      optionType: 'TASK',
      srPathUrl: 'service-request/task/40133',
    },
  ]);
  return {
    storage: {
      getItem: (key) => data.get(key) ?? (key.startsWith('roofline-chrome:recent-searches:') ? recent : null),
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.set(key, '[]'),
    },
  };
}

interface SectionProps {
  brand: GalleryBrand;
  api: string;
  anonymousId: string;
}

export function SearchSection({ brand }: SectionProps) {
  const names = useSpecimenNames(brand);
  const [recentConfig] = useState(seededRecentStorage);
  return (
    <>
      <Specimen
        title="Search bar"
        caption="Type a project (try 'roof' or 'plumb'); arrows and Enter pick a suggestion, Enter alone searches."
        id="search"
      >
        <Slot
          skin={brand.skin}
          name="SearchBar"
          props={{ id: 'gallery-search', texts: { searchLandmark: names.search('Example search', 1) } }}
        />
      </Specimen>
      <Specimen
        title="Search bar with validation"
        caption="Project and ZIP validation on: submit empty to see the messages."
        id="search-validated"
      >
        <Slot
          skin={brand.skin}
          name="SearchBar"
          props={{
            id: 'gallery-search-validated',
            validateText: true,
            validateZip: true,
            texts: { searchLandmark: names.search('Example search with validation', 2) },
          }}
        />
      </Specimen>
      <Specimen
        title="Mobile search"
        caption="The search icon opens a full-screen search; the back arrow closes it."
        id="search-mobile"
      >
        <Slot
          skin={brand.skin}
          name="SearchBar"
          props={{
            id: 'gallery-search-mobile',
            variant: 'mobile',
            texts: { searchLandmark: names.search('Example mobile search', 3) },
          }}
        />
      </Specimen>
      <Specimen
        title="Search with recent searches"
        caption="Focus it: two recent searches (remove one, or clear all) above the popular projects. Type 'roof' for the matched parts, 'zzz' for the no-results line."
        id="search-recent"
      >
        <ChromeProvider config={recentConfig}>
          <Slot
            skin={brand.skin}
            name="SearchBar"
            props={{
              id: 'gallery-search-recent',
              texts: { searchLandmark: names.search('Example search with recent searches', 5) },
            }}
          />
        </ChromeProvider>
      </Specimen>
    </>
  );
}

export function SubscriptionSection({ brand, anonymousId }: SectionProps) {
  const names = useSpecimenNames(brand);
  return (
    <>
      <Specimen
        title="Email sign-up banner"
        caption="Sign up for the cost guides; the dev API keeps what it received."
        id="banner"
      >
        <Slot
          skin={brand.skin}
          name="EmailSubscriptionBanner"
          props={{
            brand: brand.brand,
            anonymousId,
            cfPostalCode: '10001',
            text: names.banner('Cost guides by email (page banner)', 1),
          }}
        />
      </Specimen>
      <Specimen
        title="Footer sign-up form"
        caption="The footer's own sign-up: success shows as soon as a valid submission starts."
        id="footer-signup"
      >
        <Slot
          skin={brand.skin}
          name="FooterSignupForm"
          props={{
            brand: brand.brand,
            anonymousId,
            appName: 'chrome-gallery',
            calculatedZip: '80202',
            task: 40133,
            category: 'Roofing',
            activityLocation: 'gallery',
            title: 'Cost guides by email (footer form)',
          }}
        />
      </Specimen>
    </>
  );
}

export function AiSection({ brand }: SectionProps) {
  const variantLink = (variant: string) => `?brand=${brand.key}&variant=${variant}`;
  return (
    <>
      <Specimen title="Chat input" caption="Enter sends; Shift+Enter adds a line; at most 2000 characters." id="chat">
        <Slot skin={brand.skin} name="ChatInput" props={{ label: 'Describe your project' }} />
      </Specimen>
      <Specimen
        title="Chat input, sparkle style"
        caption="The send button shows only while the field has focus or its text differs from the initial text."
        id="chat-sparkle"
      >
        <Slot
          skin={brand.skin}
          name="ChatInput"
          props={{
            label: 'Ask our AI',
            sendButtonStyle: 'sparkle',
            initialText: 'I need help with ',
            keepSubmittedText: true,
          }}
        />
      </Specimen>
      <Specimen
        title="AI entry in the header"
        caption="The header's two AI variants, on this page's own header:"
        id="ai-header"
      >
        <ul>
          <li>
            <a href={variantLink('standardWithAiField')}>Find pros with AI</a>: a text field in the header that sends
            what you typed to the AI page.
          </li>
          <li>
            <a href={variantLink('standardWithAiButton')}>AI Pro Finder</a>: the mobile header's AI button (narrow the
            window below 1024 px).
          </li>
        </ul>
      </Specimen>
    </>
  );
}

/** The same components against failing services: what a person sees when the dev API errors. */
export function ErrorsSection({ brand, api, anonymousId }: SectionProps) {
  const names = useSpecimenNames(brand);
  return (
    <ChromeProvider config={devApiConfig(api, { failing: 503 })}>
      <Specimen
        title="Search while autocomplete fails"
        caption="Every call answers 503: suggestions stay empty and searching still works."
        id="error-search"
      >
        <Slot
          skin={brand.skin}
          name="SearchBar"
          props={{
            id: 'gallery-search-failing',
            texts: { searchLandmark: names.search('Example search, failing service', 4) },
          }}
        />
      </Specimen>
      <Specimen
        title="Sign-up while the service fails"
        caption="Member create answers 503: the banner shows its error."
        id="error-banner"
      >
        <Slot
          skin={brand.skin}
          name="EmailSubscriptionBanner"
          props={{
            brand: brand.brand,
            anonymousId: `${anonymousId}-failing`,
            text: names.banner('Cost guides by email (failing service)', 2),
          }}
        />
      </Specimen>
    </ChromeProvider>
  );
}

export function FooterSection({ brand }: SectionProps) {
  return (
    <Specimen title="Simple footer" caption="The legal bar: legal links open in a new tab." id="simple-footer">
      <Slot
        skin={brand.skin}
        name="SimpleFooter"
        props={{ showSupportCenter: true, showAccessibilityTools: true, domain: brand.domain }}
      />
    </Specimen>
  );
}

export function HeaderSection({ brand }: SectionProps) {
  return (
    <Specimen title="Simple header" caption="Only the logo, linking to the brand's home page." id="simple-header">
      <Slot skin={brand.skin} name="SimpleHeader" props={{ domain: brand.domain }} />
    </Specimen>
  );
}
