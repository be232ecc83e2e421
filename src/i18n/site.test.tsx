import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider, useChromeConfig } from '../config/ChromeProvider';
import type { ChromeConfig } from '../config/config.types';
import { resolveSite } from '../brand/site';
import { getDefaultStatusMessage } from '../search/statusMessage';
import { useSearchBox } from '../search/useSearchBox';
import { catalogueOf, defineCatalogue, formatPlural, pickCatalogue } from './catalogue';
import { enUS } from './en-US';
import type { ChromeCatalogue } from './messages.types';
import { useChromeTexts } from './useChromeTexts';

const wrapper =
  (config: ChromeConfig) =>
  ({ children }: { children?: ReactNode }) => <ChromeProvider config={config}>{children}</ChromeProvider>;

/** A catalogue whose every text is the en-US one marked with the locale: enough to tell them apart. */
function markedCatalogue(locale: string): ChromeCatalogue {
  const messages = Object.fromEntries(
    Object.entries(enUS.messages).map(([area, texts]) => [
      area,
      Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [
          key,
          typeof text === 'string'
            ? `[${locale}] ${text}`
            : Object.fromEntries(Object.entries(text).map(([form, t]) => [form, `[${locale}] ${t}`])),
        ]),
      ),
    ]),
  );
  return defineCatalogue(locale, messages as unknown as typeof enUS.messages);
}

const frFR = markedCatalogue('fr-FR');
const deDE = markedCatalogue('de-DE');

describe('the site, decided once from the domain', () => {
  it.each([
    ['www.roofline.com', 'ROOFLINE', 'roofline', undefined, 'en-US', 'US'],
    ['www.homeadvisor.com', 'HOME_ADVISOR', 'homeadvisor', undefined, 'en-US', 'US'],
    ['https://www.travaux.com/renovation?x=1', 'ROOFLINE', 'instapro', 'france', 'fr-FR', 'FR'],
    ['WWW.MyHammer.at:443', 'ROOFLINE', 'instapro', 'austria', 'de-AT', 'AT'],
    ['www.mybuilder.com', 'ROOFLINE', 'instapro', 'uk', 'en-GB', 'GB'],
    ['homestars.com', 'ROOFLINE', 'instapro', 'canada', 'en-CA', 'CA'],
    ['www.werkspot.nl', 'ROOFLINE', 'instapro', 'netherlands', 'nl-NL', 'NL'],
    ['www.instapro.it', 'ROOFLINE', 'instapro', 'italy', 'it-IT', 'IT'],
    ['www.instapro.com', 'ROOFLINE', 'instapro', 'us', 'en-US', 'US'],
    ['', 'ROOFLINE', 'roofline', undefined, 'en-US', 'US'],
  ])('%s: brand %s, family %s, site %s, locale %s, country %s', (domain, brand, family, variant, locale, country) => {
    const { result } = renderHook(() => useChromeConfig(), { wrapper: wrapper({ domain }) });
    const { site } = result.current;
    expect([site.brand, site.family, site.regionalSite?.variant, site.locale, site.country]).toEqual([
      brand,
      family,
      variant,
      locale,
      country,
    ]);
    // One decision: the brand family and the brand the hooks read are the site's.
    expect(result.current.brandFamily.family).toBe(family);
    expect(result.current.brand).toBe(brand);
    expect(result.current.locale).toBe(locale);
  });

  it('reads the domain from the injected address when none is given', () => {
    const location = () => ({
      href: 'https://www.werkspot.nl/klussen',
      origin: 'https://www.werkspot.nl',
      pathname: '/klussen',
      search: '',
    });
    const { result } = renderHook(() => useChromeConfig(), { wrapper: wrapper({ location }) });
    expect(result.current.site.domain).toBe('www.werkspot.nl');
    expect(result.current.locale).toBe('nl-NL');
  });

  it('an explicit locale overrides the language, not the country; an explicit brand wins over the domain', () => {
    expect(resolveSite({ domain: 'www.myhammer.at', locale: 'en-GB' })).toMatchObject({
      locale: 'en-GB',
      country: 'AT',
    });
    expect(resolveSite({ domain: 'www.homeadvisor.com', brand: 'ROOFLINE' }).family).toBe('roofline');
    expect(resolveSite({ domain: 'www.travaux.com', brand: 'HOME_ADVISOR' })).toMatchObject({
      family: 'homeadvisor',
      locale: 'en-US',
      country: 'US',
    });
  });

  it('a nested provider or a hook option changing the domain decides the site again', () => {
    const { result } = renderHook(() => useChromeConfig({ domain: 'www.instapro.it' }), {
      wrapper: wrapper({ domain: 'www.roofline.com' }),
    });
    expect(result.current.site.regionalSite?.variant).toBe('italy');
    expect(result.current.locale).toBe('it-IT');
  });
});

describe('the catalogue in use', () => {
  it('is the built-in en-US one without catalogues, and the same object for every read', () => {
    const { result } = renderHook(() => useChromeConfig(), { wrapper: wrapper({}) });
    expect(catalogueOf(result.current)).toBe(enUS);
    expect(catalogueOf(result.current)).toBe(catalogueOf(result.current));
  });

  it("picks the site's locale, else the same language, else en-US", () => {
    expect(pickCatalogue('fr-FR', [deDE, frFR])).toBe(frFR);
    expect(pickCatalogue('de-AT', [frFR, deDE])).toBe(deDE);
    expect(pickCatalogue('it-IT', [frFR, deDE])).toBe(enUS);
    expect(pickCatalogue('en-GB', [frFR])).toBe(enUS);
  });

  it('gives the texts and marks their language when it is not the site’s', () => {
    const fr = renderHook(() => useChromeTexts('header'), {
      wrapper: wrapper({ domain: 'www.travaux.com', catalogues: [frFR] }),
    });
    expect(fr.result.current.texts.logIn).toBe('[fr-FR] Log In');
    expect(fr.result.current.lang).toBeUndefined();

    const it_ = renderHook(() => useChromeTexts('header'), {
      wrapper: wrapper({ domain: 'www.instapro.it', catalogues: [frFR] }),
    });
    expect(it_.result.current.texts.logIn).toBe('Log In');
    expect(it_.result.current.locale).toBe('en-US');
    expect(it_.result.current.lang).toBe('en-US');
  });

  it('merges the overrides of the locale in use, area by area, and a component’s own texts over them', () => {
    const config: ChromeConfig = {
      domain: 'www.travaux.com',
      catalogues: [frFR],
      textOverrides: { 'fr-FR': { header: { logIn: 'Connexion' } }, 'de-DE': { header: { logIn: 'Nein' } } },
    };
    const { result } = renderHook(() => useChromeTexts('header', { signUp: 'Inscription' }), {
      wrapper: wrapper(config),
    });
    expect(result.current.texts).toMatchObject({
      logIn: 'Connexion',
      signUp: 'Inscription',
      logOut: '[fr-FR] Log Out',
    });
  });

  it('a full catalogue of your own must have every text', () => {
    // @ts-expect-error: the chat area is missing.
    defineCatalogue('pt-BR', {
      header: enUS.messages.header,
      search: enUS.messages.search,
      signup: enUS.messages.signup,
      widgets: enUS.messages.widgets,
    });
    expect(defineCatalogue('pt-BR', enUS.messages).locale).toBe('pt-BR');
  });
});

describe('counts through Intl', () => {
  it.each([
    [0, 'en-US', '0 suggestions available.'],
    [1, 'en-US', '1 suggestion available.'],
    [5, 'en-US', '5 suggestions available.'],
    [1200, 'en-US', '1,200 suggestions available.'],
    [1200, 'de-DE', '1.200 suggestions available.'],
  ])('%i in %s', (count, locale, text) => {
    expect(formatPlural(enUS.messages.search.suggestionsAvailable, count, locale)).toBe(text);
  });

  it('picks the locale’s plural category (French counts 0 as one)', () => {
    const text = { one: '{count} suggestion disponible.', other: '{count} suggestions disponibles.' };
    expect(formatPlural(text, 0, 'fr-FR')).toBe('0 suggestion disponible.');
    expect(formatPlural(text, 2, 'fr-FR')).toBe('2 suggestions disponibles.');
  });

  it('the search status speaks the texts’ language', () => {
    const info = { status: 'success' as const, resultCount: 1, isOpen: true, query: 'toit' };
    expect(getDefaultStatusMessage(info)).toBe('1 suggestion available.');
    expect(getDefaultStatusMessage(info, frFR.messages.search, 'fr-FR')).toBe('[fr-FR] 1 suggestion available.');
    expect(getDefaultStatusMessage({ ...info, status: 'stalled' }, frFR.messages.search, 'fr-FR')).toBe(
      '[fr-FR] Loading suggestions…',
    );
  });
});

describe('per-site search data', () => {
  function Suggestions() {
    const search = useSearchBox();
    // A search box renders its input and menu (Downshift checks in development that both got their props).
    return (
      <>
        <input {...search.getInputProps()} />
        <ul {...search.getMenuProps()} />
        <p data-testid="count">{search.items.length}</p>
      </>
    );
  }

  it('the US sites start with the spec’s five projects; a regional site with none of them', () => {
    const { rerender } = render(
      <ChromeProvider config={{ domain: 'www.roofline.com' }}>
        <Suggestions />
      </ChromeProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('5');
    rerender(
      <ChromeProvider config={{ domain: 'www.werkspot.nl' }}>
        <Suggestions />
      </ChromeProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('0');
  });
});
