import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig } from '../config';
import { deDE, frFR } from '../i18n/locales';
import { useGlobalFooter } from './useGlobalFooter';
import type { UseGlobalFooterOptions } from './useGlobalFooter.types';

// The global footers' labels are catalogue texts (by section and link id); the addresses stay data.
function footer(config: ChromeConfig, options: UseGlobalFooterOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={config}>{children}</ChromeProvider>
  );
  return renderHook(() => useGlobalFooter(options), { wrapper }).result.current;
}

describe("the global footers' texts", () => {
  it('says the Roofline footer in the catalogue of the locale, addresses unchanged', () => {
    const { content, lang, copyrightText } = footer({ locale: 'de-DE', catalogues: [deDE] });
    expect(lang).toBeUndefined();
    expect(content.locale).toBe('de-DE');
    expect(content.legal.title).toBe('Rechtliches');
    expect(content.legal.links.map((l) => [l.text, l.href])).toContainEqual(['Datenschutzerklärung', '/privacy/']);
    expect(content.sections[0]!.links[0]).toMatchObject({ text: 'Betriebe vor Ort finden', href: '/companylist/' });
    expect(content.cities.links[0]!.text).toBe('New York'); // a name, not a text
    expect(content.social[0]!.text).toBe('Roofline auf Facebook');
    expect(content.apps.map((a) => a.text)).toEqual(['Laden im App Store', 'Jetzt bei Google Play']);
    expect(copyrightText).toMatch(/^© 1995-\d{4} Roofline, Inc\. Alle Rechte vorbehalten\.$/);
  });

  it('says the HomeAdvisor footer in its own area, the French app badge joined after l’', () => {
    const { content } = footer({ brand: 'HOME_ADVISOR', locale: 'fr-FR', catalogues: [frFR] });
    expect(content.internationalSites?.links.map((l) => l.text)).toEqual([
      'France',
      'Allemagne',
      'Italie',
      'Pays-Bas',
      'Royaume-Uni',
    ]);
    expect(content.additionalCities?.title).toBe('Autres villes');
    expect(content.apps[0]!.text).toBe('Télécharger dans l’App Store');
  });

  it('falls back to en-US with lang="en-US" when the language has no catalogue', () => {
    const { content, lang } = footer({ locale: 'fr-FR', catalogues: [deDE] });
    expect(lang).toBe('en-US');
    expect(content.legal.title).toBe('Legal');
  });

  it('takes textOverrides per locale and the hook’s own texts per component', () => {
    const config: ChromeConfig = { textOverrides: { 'en-US': { rooflineFooter: { legal: 'Legal stuff' } } } };
    expect(footer(config).content.legal.title).toBe('Legal stuff');
    const own = footer(config, { texts: { legal: 'The fine print', 'browse-by-state': 'States' } }).content;
    expect(own.legal.title).toBe('The fine print');
    expect(own.browseByState).toMatchObject({ text: 'States', href: '/companylist/states/' });
  });
});
