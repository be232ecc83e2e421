import { getRegionalVariant, type RegionalVariant } from '../brand';
import { getRegionalFooterContent, getRegionalFooterContentForDomain } from './buildFooterLinks';
import type { FooterLink, RegionalFooterContent } from './footer.types';
import { REGIONAL_DOMAINS, REGIONAL_ROUTES } from './__fixtures__/footerTables';

function allLinks(content: RegionalFooterContent): FooterLink[] {
  return [
    content.postAJob.cta,
    ...content.columns.flatMap((c) => c.links),
    ...content.cities.links,
    ...content.professions.links,
    ...content.sisterBrands.brands,
    ...content.social,
    ...content.apps,
    ...content.legal,
    content.cookieSettings,
  ];
}

const VARIANTS = Object.keys(REGIONAL_ROUTES) as RegionalVariant[];

describe('getRegionalFooterContentForDomain', () => {
  it.each(REGIONAL_DOMAINS)('given %s, should pick the %s variant in %s', (domain, variant, locale) => {
    const content = getRegionalFooterContentForDomain(domain);
    expect(getRegionalVariant(domain)).toBe(variant);
    expect(content.variant).toBe(variant);
    expect(content.locale).toBe(locale);
  });

  it('given no domain, should give the US default', () => {
    expect(getRegionalFooterContentForDomain(undefined).variant).toBe('us');
  });
});

describe('getRegionalFooterContent', () => {
  describe.each(VARIANTS)('given the %s variant', (variant) => {
    const content = getRegionalFooterContent(variant);
    const hrefs = allLinks(content).map((l) => l.href);

    it.each(REGIONAL_ROUTES[variant].map((path) => [path]))('should link the route %s', (path) => {
      expect(hrefs).toContain(path);
    });

    it('should have four link columns, each with a title and links', () => {
      expect(content.columns).toHaveLength(4);
      for (const column of content.columns) {
        expect(column.title).not.toBe('');
        expect(column.links.length).toBeGreaterThan(0);
      }
    });

    it("should have a post-a-job banner, a 'find pros in your area' city list and a professions list", () => {
      expect(content.postAJob.title).not.toBe('');
      expect(content.postAJob.cta.href).toMatch(/^\//);
      expect(content.cities.links.length).toBeGreaterThanOrEqual(9);
      expect(content.professions.links.length).toBeGreaterThanOrEqual(9);
    });

    it('should link the cookie settings to #cookie_settings_button', () => {
      expect(content.cookieSettings.href).toBe('#cookie_settings_button');
    });

    it('should open every legal link in a new tab', () => {
      expect(content.legal.length).toBeGreaterThan(0);
      for (const link of content.legal) expect(link.newTab).toBe(true);
    });

    it('should list every other group site as a sister brand, with its country', () => {
      const variants = content.sisterBrands.brands.map((b) => b.variant);
      expect(variants).not.toContain(variant);
      expect(variants).toHaveLength(7);
      for (const brand of content.sisterBrands.brands) {
        expect(getRegionalVariant(new URL(brand.href).hostname)).toBe(brand.variant);
        expect(brand.country).not.toBe('');
      }
    });

    it('should have social links and both app-store badges, opening in a new tab', () => {
      expect(content.social.length).toBeGreaterThan(0);
      expect(content.apps.map((a) => a.store)).toEqual(['apple', 'google']);
      for (const link of [...content.social, ...content.apps]) {
        expect(link.newTab).toBe(true);
        expect(link.href).toMatch(/^https:\/\//);
      }
    });

    it('should give every link of a list a unique id', () => {
      for (const list of [...content.columns, content.cities, content.professions]) {
        const ids = list.links.map((l) => l.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    });
  });

  it.each([
    ['canada', 'Find pros in your area', 'Privacy policy'],
    ['uk', 'Find tradespeople in your area', 'Terms & conditions'],
    ['netherlands', 'Vind vakmensen bij jou in de buurt', 'Algemene voorwaarden'],
    ['france', 'Trouvez des artisans près de chez vous', 'Conditions générales'],
    ['germany', 'Handwerker in Ihrer Nähe finden', 'Impressum'],
    ['austria', 'Handwerker in Ihrer Nähe finden', 'Impressum'],
    ['italy', 'Trova professionisti nella tua zona', 'Termini e condizioni'],
  ] as const)('given %s, should speak the site language', (variant, citiesTitle, firstLegal) => {
    const content = getRegionalFooterContent(variant);
    expect(content.cities.title).toBe(citiesTitle);
    expect(content.legal[0]?.text).toBe(firstLegal);
  });

  it('given Germany and Austria, should share the texts but list their own cities', () => {
    const de = getRegionalFooterContent('germany');
    const at = getRegionalFooterContent('austria');
    expect(at.columns).toEqual(de.columns);
    expect(de.cities.links[0]).toMatchObject({ text: 'Berlin', href: '/auftragnehmer-suchen/berlin' });
    expect(at.cities.links[0]).toMatchObject({ text: 'Wien', href: '/auftragnehmer-suchen/wien' });
  });

  it('given the US default, should link cities as /find-professionals/{city-state}', () => {
    const links = getRegionalFooterContent('us').cities.links;
    expect(links[0]).toMatchObject({ text: 'New York', href: '/find-professionals/new-york-ny' });
    expect(links.find((l) => l.text === 'San Antonio')?.href).toBe('/find-professionals/san-antonio-tx');
  });

  it('given a query string, should append it to site links but not to the cookie anchor or other sites', () => {
    const content = getRegionalFooterContent('uk', { queryString: 'src=ft' });
    expect(content.postAJob.cta.href).toBe('/post-a-job?src=ft');
    expect(content.cookieSettings.href).toBe('#cookie_settings_button');
    expect(content.sisterBrands.brands[0]?.href).toBe('https://www.instapro.com/');
  });
});
