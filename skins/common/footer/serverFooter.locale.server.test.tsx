/** @jest-environment node */
/**
 * The Server Component footers speak the page's locale (issue 35): no provider reaches them, so they
 * take the page's `locale` and `catalogues` (and `textOverrides`) as props, as `ServerHeader` does.
 */
import { renderToString } from 'react-dom/server';
import { ChromeProvider, type ChromeConfig } from '../../../src';
import { esUS, frCA } from '../../../src/i18n/locales';
import * as homeadvisor from '../../homeadvisor';
import * as instapro from '../../instapro';
import * as roofline from '../../roofline';

const NOW = () => Date.UTC(2026, 5, 1);

/** The markup of a Server Component footer on a page whose provider has the same locale, for its islands. */
const html = (config: ChromeConfig, element: React.ReactElement) =>
  renderToString(<ChromeProvider config={{ now: NOW, storage: null, ...config }}>{element}</ChromeProvider>);

/** The `lang` of the footer's root (`<footer ...>`), or null. */
const footerLang = (markup: string) => /<footer[^>]*?\slang="([^"]+)"/.exec(markup)?.[1] ?? null;

describe.each([
  ['roofline', roofline, 'www.roofline.com'],
  ['homeadvisor', homeadvisor, 'www.homeadvisor.com'],
] as const)('the %s ServerFooter and ServerSimpleFooter', (_name, skin, domain) => {
  it('on a Spanish page given es-US, say the footer and the legal bar in Spanish', () => {
    const config = { domain, locale: 'es-US', catalogues: [esUS] };
    const footer = html(config, <skin.ServerFooter locale="es-US" catalogues={[esUS]} showSignupForm={false} />);
    expect(footer).toContain('Servicios para propietarios');
    expect(footer).toContain('Todos los derechos reservados.');
    expect(footer).not.toContain('Homeowner');
    expect(footerLang(footer)).toBeNull();
    const bar = html(config, <skin.ServerSimpleFooter locale="es-US" catalogues={[esUS]} />);
    expect(bar).toContain('Privacidad en California');
    expect(bar).toContain('Herramientas de accesibilidad');
    expect(bar).not.toContain('California Privacy');
    expect(footerLang(bar)).toBeNull();
  });

  it('on a Spanish page without its catalogue, mark the English footer and legal bar lang="en-US"', () => {
    const config = { domain, locale: 'es-US' };
    const footer = html(config, <skin.ServerFooter locale="es-US" showSignupForm={false} />);
    expect(footer).toContain('All rights reserved.');
    expect(footerLang(footer)).toBe('en-US');
    expect(footerLang(html(config, <skin.ServerSimpleFooter locale="es-US" />))).toBe('en-US');
  });

  it('take textOverrides of the page’s locale', () => {
    const overrides = { 'es-US': { rooflineFooter: { legal: 'Legales' }, homeAdvisorFooter: { legal: 'Legales' } } };
    const footer = html(
      { domain, locale: 'es-US', catalogues: [esUS] },
      <skin.ServerFooter locale="es-US" catalogues={[esUS]} textOverrides={overrides} showSignupForm={false} />,
    );
    expect(footer).toContain('>Legales<');
  });
});

describe('the instapro ServerFooter and ServerSimpleFooter', () => {
  it('on HomeStars in French (fr-CA), say the regional footer and its legal bar in French', () => {
    const config = { domain: 'homestars.com', locale: 'fr-CA', catalogues: [frCA] };
    const props = { domain: 'homestars.com', locale: 'fr-CA', catalogues: [frCA] };
    const footer = html(config, <instapro.ServerFooter {...props} />);
    expect(footer).toContain('aria-label="Pied de page"');
    expect(footer).toContain('Vous avez un projet en tête?');
    expect(footer).not.toContain('Have a project in mind?');
    expect(footerLang(footer)).toBe('fr-CA');
    const bar = html(config, <instapro.ServerSimpleFooter {...props} />);
    expect(bar).toContain('Paramètres des témoins');
    expect(footerLang(bar)).toBe('fr-CA');
  });

  it('without a French catalogue, keep HomeStars’ English footer, marked en-CA', () => {
    const footer = html(
      { domain: 'homestars.com', locale: 'fr-CA' },
      <instapro.ServerFooter domain="homestars.com" locale="fr-CA" />,
    );
    expect(footer).toContain('Have a project in mind?');
    expect(footerLang(footer)).toBe('en-CA');
  });
});
