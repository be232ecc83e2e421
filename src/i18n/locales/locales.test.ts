import { defineCatalogue, formatPlural, pickCatalogue } from '../catalogue';
import type { ChromeCatalogue, PluralText } from '../messages.types';
import { withFooters } from '../__fixtures__/withFooters';
import { deAT, deDE, enCA, enGB, enUS as enUSCatalogue, esUS, frCA, frFR, itIT, nlNL } from './index';

const enUS = withFooters(enUSCatalogue);

const CATALOGUES: readonly ChromeCatalogue[] = [enCA, enGB, nlNL, frFR, deDE, deAT, itIT, esUS, frCA];

/** Every text of a catalogue as `area.key` → value (strings and plural texts). */
function entries(catalogue: ChromeCatalogue): [path: string, value: unknown][] {
  return Object.entries(catalogue.messages).flatMap(([area, texts]) =>
    Object.entries(texts as object).map(([key, value]): [string, unknown] => [`${area}.${key}`, value]),
  );
}

/** The shape of a catalogue: areas and their keys, sorted (plural texts are leaves). */
function shape(catalogue: ChromeCatalogue): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(catalogue.messages).map(([area, texts]) => [area, Object.keys(texts as object).sort()]),
  );
}

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

const isPlural = (value: unknown): value is PluralText => typeof value === 'object' && value !== null;

/** Values that are truly the same word in a language, by text: the only allowed matches with en-US. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'nl-NL': ['header.menuTitle'], // Menu
  'fr-FR': ['header.menuTitle', 'chat.messageLabel', 'homeAdvisorFooter.intl-france'], // Menu, Message, France
  'fr-CA': [
    'header.menuTitle',
    'chat.messageLabel',
    'homeAdvisorFooter.intl-france',
    'canadaFooter.articles', // Articles
    'canadaFooter.country-france', // France
  ],
  'it-IT': ['header.menuTitle'], // Menu
};

const EXPECTED_PLURALS: Readonly<Record<string, readonly [one: string, five: string]>> = {
  'en-CA': ['1 suggestion available.', '5 suggestions available.'],
  'en-GB': ['1 suggestion available.', '5 suggestions available.'],
  'nl-NL': ['1 suggestie beschikbaar.', '5 suggesties beschikbaar.'],
  'fr-FR': ['1 suggestion disponible.', '5 suggestions disponibles.'],
  'de-DE': ['1 Vorschlag verfügbar.', '5 Vorschläge verfügbar.'],
  'de-AT': ['1 Vorschlag verfügbar.', '5 Vorschläge verfügbar.'],
  'it-IT': ['1 suggerimento disponibile.', '5 suggerimenti disponibili.'],
  'es-US': ['1 sugerencia disponible.', '5 sugerencias disponibles.'],
  'fr-CA': ['1 suggestion disponible.', '5 suggestions disponibles.'],
};

describe('locale catalogues', () => {
  it('has one catalogue per regional locale, each picked for its own locale', () => {
    expect(CATALOGUES.map((c) => c.locale)).toEqual([
      'en-CA',
      'en-GB',
      'nl-NL',
      'fr-FR',
      'de-DE',
      'de-AT',
      'it-IT',
      'es-US',
      'fr-CA',
    ]);
    for (const catalogue of CATALOGUES) expect(pickCatalogue(catalogue.locale, CATALOGUES)).toBe(catalogue);
    expect(enUS.locale).toBe('en-US');
  });

  describe.each(CATALOGUES.map((c) => [c.locale, c] as const))('%s', (locale, catalogue) => {
    it('has exactly the areas and keys of en-US', () => {
      expect(shape(withFooters(catalogue))).toEqual(shape(enUS));
    });

    it('has a non-empty text for every key, without surrounding spaces', () => {
      for (const [path, value] of entries(catalogue)) {
        const texts = isPlural(value) ? Object.values(value) : [value];
        for (const text of texts) {
          expect({ path, type: typeof text }).toEqual({ path, type: 'string' });
          expect({ path, text: (text as string).trim() === text && text !== '' }).toEqual({ path, text: true });
        }
      }
    });

    it('gives every plural text an `other` form and `{count}` in each form', () => {
      for (const [path, value] of entries(catalogue).filter(([, v]) => isPlural(v))) {
        const plural = value as PluralText;
        expect({ path, other: typeof plural.other }).toEqual({ path, other: 'string' });
        for (const [category, form] of Object.entries(plural)) {
          expect({ path, category, hasCount: form.includes('{count}') }).toEqual({ path, category, hasCount: true });
        }
      }
    });

    it('has a form for every plural category of the language', () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const { suggestionsAvailable } = catalogue.messages.search;
      expect(Object.keys(suggestionsAvailable)).toEqual(expect.arrayContaining(categories));
      for (const key of Object.keys(suggestionsAvailable)) expect(PLURAL_CATEGORIES).toContain(key);
    });

    it('says "1 suggestion" and "5 suggestions" in its language', () => {
      const { suggestionsAvailable } = catalogue.messages.search;
      expect([formatPlural(suggestionsAvailable, 1, locale), formatPlural(suggestionsAvailable, 5, locale)]).toEqual(
        EXPECTED_PLURALS[locale],
      );
    });

    it('says "ZIP" nowhere (the site has postcodes or postal codes)', () => {
      for (const [path, value] of entries(catalogue)) {
        expect({ path, value: JSON.stringify(value) }).not.toEqual({ path, value: expect.stringMatching(/\bzip\b/i) });
      }
    });
  });

  describe.each(CATALOGUES.filter((c) => !c.locale.startsWith('en-')).map((c) => [c.locale, c] as const))(
    '%s',
    (locale, catalogue) => {
      it('leaves no en-US text untranslated', () => {
        const english = new Map(entries(enUS).map(([path, value]) => [path, JSON.stringify(value)]));
        const allowed = SAME_AS_ENGLISH[locale] ?? [];
        const same = entries(catalogue)
          .filter(([path, value]) => english.get(path) === JSON.stringify(value))
          .map(([path]) => path);
        expect(same).toEqual(allowed);
      });

      it('has no plural form equal to an en-US form', () => {
        const englishForms = new Set(Object.values(enUS.messages.search.suggestionsAvailable));
        for (const form of Object.values(catalogue.messages.search.suggestionsAvailable)) {
          expect(englishForms.has(form)).toBe(false);
        }
      });
    },
  );

  it('takes the singular for 0 in French, not in the other languages', () => {
    expect(formatPlural(frFR.messages.search.suggestionsAvailable, 0, 'fr-FR')).toBe('0 suggestion disponible.');
    expect(formatPlural(deDE.messages.search.suggestionsAvailable, 0, 'de-DE')).toBe('0 Vorschläge verfügbar.');
    expect(formatPlural(enGB.messages.search.suggestionsAvailable, 0, 'en-GB')).toBe('0 suggestions available.');
  });

  it('uses the postal-code word of each country', () => {
    const zip = (c: ChromeCatalogue) => [c.messages.search.zipLabel, c.messages.search.zipPlaceholder];
    expect(zip(enCA)).toEqual(['Postal code', 'Postal code']);
    expect(zip(enGB)).toEqual(['Postcode', 'Postcode']);
    expect(zip(nlNL)).toEqual(['Postcode', 'Postcode']);
    expect(zip(frFR)).toEqual(['Code postal', 'Code postal']);
    expect(zip(deDE)).toEqual(['Postleitzahl', 'PLZ']);
    expect(zip(deAT)).toEqual(['Postleitzahl', 'PLZ']);
    expect(zip(itIT)).toEqual(['CAP', 'CAP']);
    expect(zip(esUS)).toEqual(['Código postal', 'Código postal']);
    expect(zip(frCA)).toEqual(['Code postal', 'Code postal']);
  });

  it('gives de-AT its own catalogue, sharing the German texts except Austrian usage', () => {
    expect(deAT).not.toBe(deDE);
    expect(deAT.messages.header).toEqual(deDE.messages.header);
    expect(deAT.messages.signup.sendFailed).toBe('Leider konnten wir das E-Mail nicht senden.');
  });

  it('makes a catalogue missing a key (or with an unknown one) a compile error', () => {
    const { homeLink: _omitted, ...headerWithoutHomeLink } = enGB.messages.header;
    // @ts-expect-error header.homeLink is missing
    const incomplete = defineCatalogue('en-XX', { ...enGB.messages, header: headerWithoutHomeLink });
    expect(Object.keys(incomplete.messages.header)).not.toContain('homeLink');
    // @ts-expect-error header.signIn is not a key of the header's texts
    const extra = defineCatalogue('en-XX', { ...enGB.messages, header: { ...enGB.messages.header, signIn: 'x' } });
    expect(extra.messages.header).toHaveProperty('signIn');
    // A regional footer's area too: HomeStars' in French without its cookie-settings link's text.
    const { 'cookie-settings': _cookies, ...footerWithoutCookies } = frCA.messages.canadaFooter!;
    // @ts-expect-error canadaFooter['cookie-settings'] is missing
    const noCookies = defineCatalogue('fr-XX', { ...frCA.messages, canadaFooter: footerWithoutCookies });
    expect(noCookies.messages.canadaFooter).not.toHaveProperty('cookie-settings');
  });
});
