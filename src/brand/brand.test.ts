import { resolveBrandFamily, resolveSite } from '.';
import {
  Brand,
  getBrandType,
  getCopyrightYears,
  getRegionalCopyrightYears,
  getRegionalVariant,
  isMainBrandDomain,
  REGIONAL_SITES,
} from '.';

describe('getBrandType', () => {
  it.each([
    ['roofline.com', 'Roofline'],
    ['www.roofline.com', 'Roofline'],
    ['www.homeadvisor.com', 'Homeadvisor'],
    ['HOMEADVISOR.COM', 'Homeadvisor'],
    ['homestars.com', 'Instapro'],
    ['www.mybuilder.com', 'Instapro'],
    ['www.werkspot.nl', 'Instapro'],
    ['www.travaux.com', 'Instapro'],
    ['www.myhammer.de', 'Instapro'],
    ['www.myhammer.at', 'Instapro'],
    ['www.instapro.it', 'Instapro'],
    ['instapro.com', 'Instapro'],
    ['example.org', 'Roofline'],
    ['', 'Roofline'],
  ])('given %p should give %p', (domain, expected) => {
    expect(getBrandType(domain)).toBe(expected);
  });

  it('should treat a missing or non-string domain as Roofline', () => {
    expect(getBrandType(undefined)).toBe('Roofline');
    expect(getBrandType(null)).toBe('Roofline');
    expect(getBrandType(42 as unknown as string)).toBe('Roofline');
  });
});

describe('getRegionalVariant', () => {
  it.each([
    ['homestars.com', 'canada'],
    ['www.mybuilder.com', 'uk'],
    ['www.werkspot.nl', 'netherlands'],
    ['www.travaux.com', 'france'],
    ['www.myhammer.de', 'germany'],
    ['www.myhammer.at', 'austria'],
    ['www.instapro.it', 'italy'],
    ['www.instapro.com', 'us'],
    ['unknown.example', 'us'],
  ])('given %p should give %p', (domain, expected) => {
    expect(getRegionalVariant(domain)).toBe(expected);
  });

  it('should list every regional domain once, in one table', () => {
    expect(REGIONAL_SITES.map((s) => s.match)).toEqual([
      'homestars',
      'mybuilder',
      'werkspot',
      'travaux',
      'myhammer.de',
      'myhammer.at',
      'instapro.it',
      'instapro',
    ]);
  });
});

describe('copyright years', () => {
  const now = Date.UTC(2026, 10, 21);
  it('should run Roofline from 1995 and HomeAdvisor from 1999 to the current year', () => {
    expect(getCopyrightYears(Brand.ROOFLINE, now).text).toBe('1995-2026');
    expect(getCopyrightYears(Brand.HOME_ADVISOR, now)).toEqual({ from: 1999, to: 2026, text: '1999-2026' });
  });
  it('should end regional footers at 2025', () => {
    expect(getRegionalCopyrightYears(2007)).toEqual({ from: 2007, to: 2025, text: '2007-2025' });
  });
});

describe('isMainBrandDomain', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['https://www.roofline.com', true],
    ['https://www.homeadvisor.com', true],
    ['https://www.werkspot.nl', false],
  ])('given %p should give %p', (domain, expected) => {
    expect(isMainBrandDomain(domain)).toBe(expected);
  });
});

describe('one resolution of a host (brand type, family, site)', () => {
  it.each([
    // Two brand names in one host: the one nearest the end (the site's own domain) decides
    ['roofline.travaux.com', 'Instapro', 'instapro', 'france', 'fr-FR'],
    ['https://homeadvisor.werkspot.nl/x', 'Instapro', 'instapro', 'netherlands', 'nl-NL'],
    ['travaux.roofline.com', 'Roofline', 'roofline', undefined, 'en-US'],
    ['werkspot.homeadvisor.com', 'Homeadvisor', 'homeadvisor', undefined, 'en-US'],
    ['instapro.homestars.com', 'Instapro', 'instapro', 'canada', 'en-CA'],
    ['www.instapro.it', 'Instapro', 'instapro', 'italy', 'it-IT'],
    ['www.instapro.com', 'Instapro', 'instapro', 'us', 'en-US'],
    ['www.roofline.com', 'Roofline', 'roofline', undefined, 'en-US'],
    ['example.org', 'Roofline', 'roofline', undefined, 'en-US'],
  ] as const)('%s: %s, %s, %s, %s', (domain, brandType, family, variant, locale) => {
    const site = resolveSite({ domain });
    expect(getBrandType(domain)).toBe(brandType);
    expect(site.family).toBe(family);
    expect(site.regionalSite?.variant).toBe(variant);
    expect(site.locale).toBe(locale);
    expect(resolveBrandFamily(site.brand, domain).family).toBe(family);
    expect(getRegionalVariant(domain)).toBe(variant ?? 'us');
    expect(isMainBrandDomain(domain)).toBe(brandType !== 'Instapro' && domain !== 'example.org');
  });
});
