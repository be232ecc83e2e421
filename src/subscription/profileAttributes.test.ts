import { createHttpClient } from '../http/httpClient';
import { expectConsole } from '../../test/console';
import { fakeResponse } from './__fixtures__/testUtils';
import {
  bannerVisibilityAfterLookup,
  buildProfileAttributesUrl,
  fetchProfileAttributes,
  getBannerVisibility,
  getInitialBannerVisibility,
  initialBannerVisibility,
} from './profileAttributes';

describe('profile attributes (spec 7.2)', () => {
  it('should build the lookup URL with the encoded identifier', () => {
    expect(buildProfileAttributesUrl('https://lp.example.com/', 'a&b')).toBe(
      'https://lp.example.com/v1/profile-attributes?identifier=a%26b&attributes=didSubmitSr,didLiteRegister',
    );
  });

  it('should read both flags from a 200', async () => {
    const fetch = jest.fn(async () => fakeResponse(200, { didSubmitSr: true, didLiteRegister: false }));
    await expect(fetchProfileAttributes(createHttpClient({ fetch: fetch }), 'https://lp', 'id')).resolves.toEqual({
      didSubmitSr: true,
      didLiteRegister: false,
    });
  });

  it.each([
    ['a 201', async () => fakeResponse(201, { didSubmitSr: true })],
    ['a 500', async () => fakeResponse(500)],
    ['a network error', async () => Promise.reject(new TypeError('offline'))],
    ['a string body', async () => fakeResponse(200, 'yes')],
  ])('should resolve null for %s', async (_name, answer) => {
    expectConsole(
      'warn',
      /Email sign-up: profile lookup (failed|non-200 response|answer is not a profile), treated as no profile/,
    );
    const warnSpy = jest.spyOn(console, 'warn');
    const fetch = jest.fn(answer) as jest.Mock<Promise<Response>>;
    await expect(fetchProfileAttributes(createHttpClient({ fetch: fetch }), 'https://lp', 'id')).resolves.toBeNull();
    warnSpy.mockRestore();
  });
});

describe('banner visibility (spec 4.1)', () => {
  it.each([
    ['HOME_ADVISOR', true],
    ['ROOFLINE', false],
    ['HANDY', false],
    [undefined, false],
  ] as const)('should start %s at %p', (brand, visible) => {
    expect(getInitialBannerVisibility(brand)).toBe(visible);
  });

  const both = { didSubmitSr: true, didLiteRegister: true };
  const none = { didSubmitSr: false, didLiteRegister: false };
  it.each([
    ['HOME_ADVISOR', both, true],
    ['HOME_ADVISOR', null, true],
    ['ROOFLINE', none, true],
    ['ROOFLINE', null, true],
    ['ROOFLINE', { didSubmitSr: true, didLiteRegister: false }, false],
    ['ROOFLINE', { didSubmitSr: false, didLiteRegister: true }, false],
    ['ROOFLINE', both, false],
  ] as const)('should give %s with %p: %p', (brand, profile, visible) => {
    expect(getBannerVisibility(brand, profile)).toBe(visible);
  });

  describe('by the resolved brand family (what the hook passes)', () => {
    it.each([
      ['homeadvisor', true],
      ['roofline', false],
      ['instapro', false],
    ] as const)('should start %s at %p', (family, visible) => {
      expect(initialBannerVisibility(family)).toBe(visible);
    });

    it.each([
      ['homeadvisor', both, true],
      ['roofline', null, true],
      ['roofline', both, false],
      ['instapro', none, true],
      ['instapro', { didSubmitSr: true, didLiteRegister: false }, false],
    ] as const)('should give %s with %p: %p', (family, profile, visible) => {
      expect(bannerVisibilityAfterLookup(family, profile)).toBe(visible);
    });
  });
});
