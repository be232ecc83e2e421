import { renderHook } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider, useSimpleHeader, type ChromeConfig, type UseSimpleHeaderOptions } from '../index';
import { makeRawNavigationData } from './__fixtures__/navigationData';

function renderUseSimpleHeader(options?: UseSimpleHeaderOptions, config: ChromeConfig = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={config}>{children}</ChromeProvider>
  );
  return renderHook((props?: UseSimpleHeaderOptions) => useSimpleHeader(props), { wrapper, initialProps: options });
}

describe('useSimpleHeader', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  describe('given navigation data', () => {
    it("should link the logo to the data's brand home, with the query string", () => {
      const { result } = renderUseSimpleHeader({ navigationData: makeRawNavigationData(), queryString: '?utm=simple' });
      expect(result.current.logo).toEqual({
        href: 'https://www.roofline.com/?utm=simple',
        logo: { url: 'https://cdn.roofline.com/logo.svg', altText: 'Roofline' },
        brandName: 'Roofline',
      });
    });

    it('should normalise the untrusted data', () => {
      const { result } = renderUseSimpleHeader({ navigationData: makeRawNavigationData() });
      const links = result.current.navigationData?.groupings[0]?.links.map((link) => link.name);
      expect(links).toEqual(['Plumbing', 'Painting']);
    });

    it("should prefer the data's domain to the domain and brand options", () => {
      const { result } = renderUseSimpleHeader({
        navigationData: makeRawNavigationData(),
        domain: 'www.homeadvisor.com',
        brand: 'HOME_ADVISOR',
      });
      expect(result.current.logo.href).toBe('https://www.roofline.com/');
    });
  });

  describe('given no navigation data', () => {
    it('should fall back to the main US site', () => {
      const { result } = renderUseSimpleHeader();
      expect(result.current.logo).toEqual({ href: 'https://www.roofline.com/', logo: null, brandName: 'Roofline' });
      expect(result.current.navigationData).toBeNull();
    });

    it("should link to the domain's home", () => {
      const { result } = renderUseSimpleHeader({ domain: 'www.homeadvisor.com', queryString: 'a=1' });
      expect(result.current.logo).toMatchObject({ href: 'https://www.homeadvisor.com/?a=1', brandName: 'HomeAdvisor' });
    });

    it.each([
      ['www.travaux.com', 'Travaux.com'],
      ['www.myhammer.de', 'MyHammer'],
      ['www.myhammer.at', 'MyHammer'],
      ['www.werkspot.nl', 'Werkspot'],
      ['www.mybuilder.com', 'MyBuilder'],
      ['homestars.com', 'HomeStars'],
      ['www.instapro.it', 'Instapro'],
    ])('should name a regional site as its visitors know it (%s: %s), not the family', (domain, name) => {
      const { result } = renderUseSimpleHeader({ domain });
      expect(result.current.logo).toMatchObject({ href: `https://${domain}/`, brandName: name });
    });

    it("should link to the brand's own site: the option, else the provider's brand", () => {
      expect(renderUseSimpleHeader({ brand: 'HOME_ADVISOR' }).result.current.logo.href).toBe(
        'https://www.homeadvisor.com/',
      );
      expect(renderUseSimpleHeader({}, { brand: 'HOME_ADVISOR' }).result.current.logo.href).toBe(
        'https://www.homeadvisor.com/',
      );
      expect(renderUseSimpleHeader({ brand: 'ROOFLINE' }, { brand: 'HOME_ADVISOR' }).result.current.logo.href).toBe(
        'https://www.roofline.com/',
      );
    });

    it('should ignore data that is not an object', () => {
      expectConsole('warn', 'Navigation data is not an object; the header is hidden.');
      const { result } = renderUseSimpleHeader({ navigationData: 'nope' });
      expect(result.current.navigationData).toBeNull();
      expect(result.current.logo.href).toBe('https://www.roofline.com/');
    });
  });

  describe('texts', () => {
    it("should default the logo link's label suffix to 'Home' and take an override", () => {
      expect(renderUseSimpleHeader().result.current.texts).toEqual({ homeLink: 'Home' });
      expect(renderUseSimpleHeader({ texts: { homeLink: 'Accueil' } }).result.current.texts).toEqual({
        homeLink: 'Accueil',
      });
    });
  });

  it('should keep the same logo and texts objects across renders with the same options', () => {
    const navigationData = makeRawNavigationData();
    const { result, rerender } = renderUseSimpleHeader({ navigationData, queryString: 'a=1' });
    const first = result.current;
    rerender({ navigationData, queryString: 'a=1' });
    expect(result.current.logo).toBe(first.logo);
    expect(result.current.texts).toBe(first.texts);
  });
});
