import { buildFooterLinks } from './buildFooterLinks';
import type { FooterSection, GlobalFooterContent } from './footer.types';
import { HOME_ADVISOR_TABLE, ROOFLINE_NEW_TAB, ROOFLINE_TABLE } from './__fixtures__/footerTables';

function sectionsByTitle(content: GlobalFooterContent): Record<string, FooterSection> {
  const all = [content.cities, ...content.sections, content.legal, content.internationalSites].filter(
    (s): s is FooterSection => s !== null,
  );
  return Object.fromEntries(all.map((s) => [s.title, s]));
}

function rows(section: FooterSection | undefined) {
  return section?.links.map((l) => [l.text, l.href] as const);
}

describe('buildFooterLinks', () => {
  describe('given ROOFLINE and no query string', () => {
    const content = buildFooterLinks('ROOFLINE');
    const byTitle = sectionsByTitle(content);

    it.each(Object.entries(ROOFLINE_TABLE))(
      'should list the %s section with every link and href',
      (title, expected) => {
        expect(rows(byTitle[title])).toEqual(expected);
      },
    );

    it('should have exactly the spec sections', () => {
      expect(Object.keys(byTitle).sort()).toEqual(Object.keys(ROOFLINE_TABLE).sort());
    });

    it('should open only investor relations and the legal documents in a new tab', () => {
      const newTab = Object.values(byTitle)
        .flatMap((s) => s.links)
        .filter((l) => l.newTab)
        .map((l) => l.text);
      expect(newTab.sort()).toEqual([...ROOFLINE_NEW_TAB].sort());
    });

    it("should link 'Browse by State' to the company list", () => {
      expect(content.browseByState).toMatchObject({ text: 'Browse by State', href: '/companylist/states/' });
    });

    it('should have no additional cities and no international sites', () => {
      expect(content.additionalCities).toBeNull();
      expect(content.internationalSites).toBeNull();
    });
  });

  describe('given HOME_ADVISOR', () => {
    const content = buildFooterLinks('HOME_ADVISOR');
    const byTitle = sectionsByTitle(content);

    it.each(Object.entries(HOME_ADVISOR_TABLE))(
      'should list the %s section with every link and href',
      (title, expected) => {
        expect(rows(byTitle[title])).toEqual(expected);
      },
    );

    it('should list 20 most popular cities and 77 additional ones, all distinct', () => {
      expect(content.cities.title).toBe('Most Popular Cities');
      expect(content.cities.links).toHaveLength(20);
      expect(content.additionalCities?.title).toBe('Additional Cities');
      expect(content.additionalCities?.links).toHaveLength(77);
      const names = [...content.cities.links, ...(content.additionalCities?.links ?? [])].map((l) => l.href);
      expect(new Set(names).size).toBe(97);
    });

    it('should link every city as /c.{City_with_underscores}.{State}.html', () => {
      const cities = [...content.cities.links, ...(content.additionalCities?.links ?? [])];
      for (const city of cities) {
        expect(city.href).toMatch(/^\/c\.[A-Z][A-Za-z_]+\.[A-Z]{2}\.html$/);
        expect(city.href.split('.')[1]).toBe(city.text.replace(/ /g, '_'));
      }
      expect(content.cities.links.find((l) => l.text === 'New York')?.href).toBe('/c.New_York.NY.html');
      expect(content.additionalCities?.links.find((l) => l.text === 'Salt Lake City')?.href).toBe(
        '/c.Salt_Lake_City.UT.html',
      );
    });

    it("should send 'Browse by State' to the clp page", () => {
      expect(content.browseByState).toMatchObject({ text: 'Browse by State', href: '/clp/' });
    });
  });

  describe('given a query string', () => {
    const plain = buildFooterLinks('HOME_ADVISOR');
    const withQuery = buildFooterLinks('HOME_ADVISOR', { queryString: '?m=ha&c=1' });
    const all = (c: GlobalFooterContent) => [
      ...Object.values(sectionsByTitle(c)).flatMap((s) => s.links),
      ...(c.additionalCities?.links ?? []),
      c.browseByState,
      ...c.social,
      ...c.apps,
    ];

    it('should append it to every link of the brand and the pro host', () => {
      const pairs = all(plain).map((link, i) => [link, all(withQuery)[i]!] as const);
      for (const [before, after] of pairs.filter(([l]) => !l.external)) {
        expect(after.href).toBe(`${before.href}?m=ha&c=1`);
      }
    });

    it('should leave sister sites, social links and app badges unchanged', () => {
      const pairs = all(plain).map((link, i) => [link, all(withQuery)[i]!] as const);
      const external = pairs.filter(([l]) => l.external);
      expect(external.map(([l]) => l.text)).toEqual(
        expect.arrayContaining(['France', 'UK', 'HomeAdvisor on Facebook', 'Download on the App Store']),
      );
      for (const [before, after] of external) expect(after.href).toBe(before.href);
    });
  });

  describe('given a base URL', () => {
    it('should make root-relative links absolute on it', () => {
      const content = buildFooterLinks('ROOFLINE', { baseUrl: 'https://www.roofline.com' });
      expect(content.sections[0]?.links[1]?.href).toBe('https://www.roofline.com/nearme/');
      expect(content.sections[1]?.links[0]?.href).toBe('https://signup.roofline.com/pro');
    });
  });

  describe('given HANDY', () => {
    it('should give null: its footer content is not specified', () => {
      expect(buildFooterLinks('HANDY')).toBeNull();
    });
  });

  it('should give every link a unique id within its footer', () => {
    for (const brand of ['ROOFLINE', 'HOME_ADVISOR'] as const) {
      const c = buildFooterLinks(brand);
      for (const section of [...c.sections, c.cities, c.legal]) {
        const ids = section.links.map((l) => l.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });
});
