import { resolveBrandFamily } from './brandFamily';

describe('resolveBrandFamily', () => {
  it.each([
    ['HOME_ADVISOR', undefined, 'homeadvisor', 'HOME_ADVISOR', undefined],
    ['ROOFLINE', undefined, 'roofline', 'ROOFLINE', undefined],
    ['HANDY', undefined, 'roofline', 'ROOFLINE', undefined],
    [undefined, undefined, 'roofline', 'ROOFLINE', undefined],
    [undefined, 'www.werkspot.nl', 'instapro', 'ROOFLINE', 'netherlands'],
    ['ROOFLINE', 'www.instapro.it', 'instapro', 'ROOFLINE', 'italy'],
    ['HOME_ADVISOR', 'www.werkspot.nl', 'homeadvisor', 'HOME_ADVISOR', undefined],
    [undefined, 'www.roofline.com', 'roofline', 'ROOFLINE', undefined],
  ] as const)('%s on %s is %s', (brand, domain, family, mainBrand, site) => {
    const resolved = resolveBrandFamily(brand, domain);
    expect(resolved.family).toBe(family);
    expect(resolved.mainBrand).toBe(mainBrand);
    expect(resolved.regionalSite?.variant).toBe(site);
  });

  it('returns the same object for the same main brand (stable across renders)', () => {
    expect(resolveBrandFamily('HOME_ADVISOR')).toBe(resolveBrandFamily('HOME_ADVISOR'));
    expect(resolveBrandFamily('ROOFLINE')).toBe(resolveBrandFamily(undefined));
  });
});
