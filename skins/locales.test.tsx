/**
 * Every skin component in every locale: no en-US text of the library is left on a page of another
 * language (visible text, accessible names, placeholders), and the texts come from the site's
 * catalogue, decided by the provider from the domain.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { navigationFor } from '../testing/devApi/data/navigation';
import { ChromeProvider, enUS, type ChromeCatalogue, type ChromeConfig } from '../src';
import { REGIONAL_FOOTER_TEXTS } from '../src/footer/data/regional/texts';
import { GLOBAL_FOOTER_TEXTS_EN_US } from '../src/footer/data/footerTextsEnUS';
import * as locales from '../src/i18n/locales';
import { fakeResponse } from '../src/navigation/__fixtures__/fakeResponse';
import { mockViewport } from '../src/navigation/__fixtures__/viewport';
import { stubResizeObserver } from './common/header/__fixtures__/setup';
import * as homeadvisor from './homeadvisor';
import * as instapro from './instapro';
import * as roofline from './roofline';

const SKINS = { roofline, homeadvisor, instapro } as const;

/**
 * The sites and their catalogues: a regional site's language is its domain's; a US brand's Spanish pages
 * (es-US) and HomeStars in French (fr-CA) give `locale`. `skins`: the skins of the site's brand, when not
 * every skin (a US brand's footer is its own skin's).
 */
const SITES: ReadonlyArray<{
  domain: string;
  catalogue: ChromeCatalogue;
  locale?: string;
  skins?: ReadonlyArray<keyof typeof SKINS>;
  /** False where the site's footer is not in the catalogue's language. */
  footer?: boolean;
}> = [
  { domain: 'www.werkspot.nl', catalogue: locales.nlNL },
  { domain: 'www.travaux.com', catalogue: locales.frFR },
  { domain: 'www.myhammer.de', catalogue: locales.deDE },
  { domain: 'www.myhammer.at', catalogue: locales.deAT },
  { domain: 'www.instapro.it', catalogue: locales.itIT },
  { domain: 'www.roofline.com', catalogue: locales.esUS, locale: 'es-US', skins: ['roofline'] },
  { domain: 'www.homeadvisor.com', catalogue: locales.esUS, locale: 'es-US', skins: ['homeadvisor'] },
  { domain: 'homestars.com', catalogue: locales.frCA, locale: 'fr-CA', skins: ['instapro'] },
];

/** Words a language shares with English ('Menu' in Dutch, French and Italian; 'Message' in French). */
const SAME_WORD: Readonly<Record<string, readonly string[]>> = {
  nl: ['Menu', 'Footer'],
  fr: ['Menu', 'Message', 'France', 'Articles'],
  it: ['Menu'],
};

/** A text with `{placeholders}` as a pattern of the whole text. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

/**
 * Every English text of the catalogue and the footers (en-US, en-CA, en-GB; countries aside, many the
 * same in other languages), plural forms as patterns.
 */
function englishTexts(): Array<string | RegExp> {
  const out: Array<string | RegExp> = [];
  const regional = (['canada', 'us', 'uk'] as const).map((variant) =>
    Object.fromEntries(Object.entries(REGIONAL_FOOTER_TEXTS[variant]).filter(([key]) => !key.startsWith('country-'))),
  );
  for (const area of [...Object.values({ ...GLOBAL_FOOTER_TEXTS_EN_US, ...enUS.messages }), ...regional])
    for (const text of Object.values(area)) {
      if (typeof text !== 'string') {
        for (const form of Object.values(text) as string[])
          out.push(new RegExp(`^${form.replace('{count}', '[\\d,.]+')}$`));
      } else if (/\p{L}/u.test(text.replace(/\{\w+\}/g, ''))) {
        // (A pattern with no words of its own, '{country}: {brand}', says nothing in English.)
        out.push(text.includes('{') ? pattern(text) : text);
      }
    }
  return out;
}

/** What a person or a screen reader meets: text nodes, accessible names, placeholders, titles. */
function textsOnPage(root: ParentNode = document.body): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('style, script, [lang="en"]')) continue;
    const text = node.textContent?.trim();
    if (text) out.push(text);
  }
  for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) out.push(value);
    }
  return out;
}

/** Every string of a value (the navigation data's): the CMS's own texts, not the library's. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value.trim()]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

function englishLeft(language: string, domain?: string): string[] {
  const english = englishTexts();
  // The CMS's texts are its own (a US site's navigation data is English in the dev API's data).
  const cms = domain ? stringsOf(navigationFor(domain, 'https://assets.example.com')) : [];
  const allowed = [...(SAME_WORD[language] ?? []), ...cms];
  return textsOnPage().filter(
    (text) => !allowed.includes(text) && english.some((en) => (typeof en === 'string' ? en === text : en.test(text))),
  );
}

/**
 * The library's English texts on the page that no `lang="en-US"` marks (their element's nearest `lang`
 * is another): what a French or Spanish voice would read in English.
 */
function unmarkedEnglish(): string[] {
  const english = englishTexts();
  const isEnglish = (text: string) => english.some((en) => (typeof en === 'string' ? en === text : en.test(text)));
  const out: string[] = [];
  const marked = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') === 'en-US';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && isEnglish(text) && !node.parentElement?.closest('style, script') && !marked(node.parentElement))
      out.push(text);
  }
  for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]')))
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value && isEnglish(value) && !marked(element)) out.push(`${name}=${value}`);
    }
  return out;
}

function renderSite(config: ChromeConfig, ui: ReactNode) {
  stubResizeObserver();
  return render(
    <ChromeProvider config={{ navigate: jest.fn(), fetch: jest.fn(() => new Promise(() => {})), ...config }}>
      {ui}
    </ChromeProvider>,
  );
}

type Skin = (typeof SKINS)[keyof typeof SKINS];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every skin component, looked up by name
const component = (skin: Skin, name: string) => (skin as unknown as Record<string, ComponentType<any>>)[name]!;

function EveryPart({
  skin,
  domain,
  signedIn,
  footer = skin === instapro,
}: {
  skin: Skin;
  domain: string;
  signedIn: boolean;
  footer?: boolean;
}) {
  const Theme = component(skin, 'ThemeProvider');
  const Header = component(skin, 'Header');
  const SearchBar = component(skin, 'SearchBar');
  const Banner = component(skin, 'EmailSubscriptionBanner');
  const ChatInput = component(skin, 'ChatInput');
  const SimpleHeader = component(skin, 'SimpleHeader');
  const navigationData = navigationFor(domain, 'https://assets.example.com');
  return (
    <Theme>
      <Header
        navigationData={navigationData}
        user={signedIn ? { firstName: 'Pat' } : null}
        variant="standardWithSearch"
        searchBarProps={{}}
      />
      <Header navigationData={navigationData} variant="standardWithAiField" />
      <Header navigationData={navigationData} variant="standardWithAiButton" />
      <SimpleHeader navigationData={navigationData} />
      <SearchBar />
      <SearchBar variant="mobile" />
      <Banner />
      <ChatInput />
      {(() => {
        const Footer = component(skin, 'Footer');
        const SimpleFooter = component(skin, 'SimpleFooter');
        // The site's own footer and legal bar (a US brand's on its own site).
        return (
          <>
            {footer && <Footer />}
            {footer && <SimpleFooter />}
          </>
        );
      })()}
    </Theme>
  );
}

// Each case renders every component of a skin (three headers among them): seconds on a busy machine.
jest.setTimeout(30_000);

describe.each(Object.entries(SKINS))('the %s skin', (name, skin) => {
  const sites = SITES.filter((site) => !site.skins || site.skins.includes(name as keyof typeof SKINS));
  describe.each(sites)('on $domain in $catalogue.locale', ({ domain, catalogue, locale, skins, footer }) => {
    const language = catalogue.locale.split('-')[0]!;
    const config = { domain, locale, catalogues: Object.values(locales) as ChromeCatalogue[] };

    it.each([false, true])('leaves no en-US text (signed in: %s)', (signedIn) => {
      renderSite(
        config,
        <EveryPart
          skin={skin}
          domain={domain}
          signedIn={signedIn}
          footer={footer ?? (skin === instapro || Boolean(skins))}
        />,
      );
      expect(englishLeft(language, domain)).toEqual([]);
      // The texts are the site's own: the catalogue's search button and skip link.
      expect(screen.getAllByRole('link', { name: catalogue.messages.header.skipToContent }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('button', { name: catalogue.messages.search.submit }).length).toBeGreaterThan(0);
      // Nothing is marked as another language: the texts are the page's.
      const marked = Array.from(document.querySelectorAll('[lang]'), (element) => element.getAttribute('lang'));
      expect(marked.filter((lang) => lang !== catalogue.locale)).toEqual([]);
    });

    it('says its messages in the language: the banner’s validation', async () => {
      const user = userEvent.setup();
      // The banner shows once the profile lookup finds no sign-up (spec 4.1).
      const fetch = jest.fn(async () => fakeResponse(200, {}));
      renderSite(
        { ...config, fetch, landingPagesBackendHost: 'https://lp.example.com', anonymousId: 'anon-1' },
        <EveryPart
          skin={skin}
          domain={domain}
          signedIn={false}
          footer={footer ?? (skin === instapro || Boolean(skins))}
        />,
      );
      const email = (await screen.findAllByPlaceholderText(catalogue.messages.signup.emailPlaceholder))[0]!;
      await user.type(email, 'not-an-email');
      await act(async () => {
        (email.closest('form') as HTMLFormElement).requestSubmit();
      });
      expect(await screen.findAllByText(catalogue.messages.signup.emailInvalid)).not.toHaveLength(0);
      expect(englishLeft(language, domain)).toEqual([]);
    });
  });

  it('without a catalogue of the page’s language, every English part is marked lang="en-US", drawers and dialogs open', async () => {
    const viewport = mockViewport(375);
    const user = userEvent.setup();
    // A Spanish page of the brand's own site (a regional site's for Instapro) with no Spanish catalogue.
    const domain =
      skin === instapro ? 'www.travaux.com' : skin === homeadvisor ? 'www.homeadvisor.com' : 'www.roofline.com';
    renderSite(
      { domain, locale: skin === instapro ? undefined : 'es-US', catalogues: [] },
      <EveryPart skin={skin} domain={domain} signedIn footer />,
    );
    const unmarked = [{ opened: 'nothing', unmarked: unmarkedEnglish() }];
    // The portalled parts, open: the navigation drawer, the account drawer, the full-screen search.
    for (const name of ['Open menu', 'Account menu', 'Search']) {
      await user.click(screen.getAllByRole('button', { name }).at(-1)!);
      // Open, its content loaded (the drawers and the search dialog are lazy parts).
      await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)!.textContent).not.toBe(''));
      unmarked.push({ opened: name, unmarked: unmarkedEnglish() });
      await user.keyboard('{Escape}');
    }
    act(() => viewport.resize(1280));
    expect(unmarked.filter((opened) => opened.unmarked.length > 0)).toEqual([]);
  });

  it('without a catalogue of the site’s language, the texts are en-US and marked so', () => {
    renderSite({ domain: 'www.travaux.com' }, <EveryPart skin={skin} domain="www.travaux.com" signedIn={false} />);
    const header = document.querySelector('header')!;
    expect(header.getAttribute('lang')).toBe('en-US');
    expect(screen.getAllByRole('link', { name: 'Skip to main content' }).length).toBeGreaterThan(0);
  });
});

describe('the CMS’s own search texts (navigation data `searchBar`)', () => {
  const domain = 'www.werkspot.nl';
  const navigationData = navigationFor(domain, 'https://assets.example.com');
  const config = { domain, catalogues: [locales.nlNL] };

  it('are the header search’s placeholder over the catalogue’s, and the page’s own texts win over them', () => {
    const { unmount } = renderSite(
      config,
      <instapro.ThemeProvider>
        <instapro.Header navigationData={navigationData} variant="standardWithSearch" searchBarProps={{}} />
      </instapro.ThemeProvider>,
    );
    const cms = String(navigationData.searchBar?.placeholder);
    expect(cms).not.toBe(locales.nlNL.messages.search.projectPlaceholder);
    expect(screen.getAllByRole('combobox')[0]).toHaveAttribute('placeholder', cms);
    unmount();

    renderSite(
      config,
      <instapro.ThemeProvider>
        <instapro.Header
          navigationData={navigationData}
          variant="standardWithSearch"
          searchBarProps={{ texts: { projectPlaceholder: 'Zoek een vakman' } }}
        />
      </instapro.ThemeProvider>,
    );
    expect(screen.getAllByRole('combobox')[0]).toHaveAttribute('placeholder', 'Zoek een vakman');
  });
});

describe('the CMS’s own header texts keep their language; the names it leaves out are the page’s', () => {
  const domain = 'www.travaux.com';
  const base = navigationFor(domain, 'https://assets.example.com');
  /** The Header on the French site with the CMS's data changed (raw data, as a CMS sends it). */
  const renderHeader = (data: Record<string, unknown>) =>
    renderSite(
      { domain, catalogues: [locales.frFR] },
      <instapro.ThemeProvider>
        <instapro.Header navigationData={data} />
      </instapro.ThemeProvider>,
    );

  it('an English login label and sign-up name the CMS wrote stay English (not translated back by their words)', () => {
    renderHeader({ ...base, loginLinkLabel: 'Log In', signUpLink: { name: 'Sign Up', url: '/inscription' } });
    expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: locales.frFR.messages.header.logIn })).toEqual([]);
  });

  it('a login label and a sign-up name the CMS left out are said in French', () => {
    const { loginLinkLabel: _label, ...withoutLabel } = base;
    renderHeader({ ...withoutLabel, signUpLink: '/inscription' });
    expect(screen.getAllByRole('link', { name: locales.frFR.messages.header.logIn }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: locales.frFR.messages.header.signUp }).length).toBeGreaterThan(0);
  });
});

describe('landmarks in the site’s language stay unique', () => {
  const regional = SITES.filter((site) => !site.skins || site.skins.includes('instapro'));
  it.each(regional)(
    'on $domain, the header’s and the footer’s reviews regions have their own names',
    ({ domain, locale }) => {
      renderSite(
        { domain, locale, catalogues: Object.values(locales) as ChromeCatalogue[] },
        <instapro.ThemeProvider>
          <instapro.Header navigationData={navigationFor(domain, 'https://assets.example.com')} />
          <instapro.Footer />
        </instapro.ThemeProvider>,
      );
      const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label') ?? region.id);
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size).toBe(names.length);
    },
  );
});
