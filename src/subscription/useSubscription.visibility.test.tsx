import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { StrictMode, useState } from 'react';
import { ChromeProvider, type ChromeConfig } from '../config';
import type { Brand } from '../brand';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, type Route } from './__fixtures__/testUtils';

const PROFILE_URL =
  'https://lp.example.com/v1/profile-attributes?identifier=anon%20123&attributes=didSubmitSr,didLiteRegister';

function renderBanner(brand: Brand, profile: Route, config: ChromeConfig = {}) {
  const onVisibilityChange = jest.fn();
  const fetch = createFetch({ '/v1/profile-attributes': profile });
  render(
    <StrictMode>
      <ChromeProvider
        config={{
          ...BASE_CONFIG,
          brand,
          fetch,
          storage: createFakeStorage(),
          landingPagesBackendHost: 'https://lp.example.com/',
          anonymousId: 'anon 123',
          ...config,
        }}
      >
        <BannerFixture onVisibilityChange={onVisibilityChange} />
      </ChromeProvider>
    </StrictMode>,
  );
  return { fetch, onVisibilityChange };
}

const banner = () => screen.queryByRole('region', { name: 'Email sign-up' });

describe('useSubscription visibility (spec 4.1)', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe.each([
    { brand: 'ROOFLINE' as Brand, profile: { didSubmitSr: false, didLiteRegister: false }, shown: true },
    { brand: 'ROOFLINE' as Brand, profile: { didSubmitSr: true, didLiteRegister: false }, shown: false },
    { brand: 'ROOFLINE' as Brand, profile: { didSubmitSr: false, didLiteRegister: true }, shown: false },
    { brand: 'ROOFLINE' as Brand, profile: { didSubmitSr: true, didLiteRegister: true }, shown: false },
    { brand: 'HANDY' as Brand, profile: { didSubmitSr: false, didLiteRegister: true }, shown: false },
    { brand: 'HANDY' as Brand, profile: {}, shown: true },
  ])('given brand $brand and the profile $profile', ({ brand, profile, shown }) => {
    it(`should ask the landing-pages backend and ${shown ? 'show' : 'hide'} the banner`, async () => {
      const { fetch, onVisibilityChange } = renderBanner(brand, () => fakeResponse(200, profile));
      await waitFor(() => expect(onVisibilityChange).toHaveBeenCalledWith(shown));
      expect(fetch).toHaveBeenCalledWith(PROFILE_URL, expect.objectContaining({ method: 'GET' }));
      expect(onVisibilityChange).not.toHaveBeenCalledWith(!shown);
      if (shown) expect(banner()).toBeInTheDocument();
      else expect(banner()).not.toBeInTheDocument();
    });
  });

  describe.each([
    { name: 'a 404 status', answer: () => fakeResponse(404, { didSubmitSr: true, didLiteRegister: true }) },
    { name: 'a 204 status', answer: () => fakeResponse(204, { didSubmitSr: true, didLiteRegister: true }) },
    { name: 'a network error', answer: () => Promise.reject(new TypeError('Failed to fetch')) },
    { name: 'a body that is not JSON', answer: () => fakeResponse(200) },
  ])('given the profile lookup fails with $name', ({ answer }) => {
    it('should treat it as no profile and show a ROOFLINE banner', async () => {
      expectConsole(
        'warn',
        /Email sign-up: profile lookup (failed|non-200 response|answer is not a profile), treated as no profile/,
      );
      const { onVisibilityChange } = renderBanner('ROOFLINE', answer);
      await waitFor(() => expect(onVisibilityChange).toHaveBeenCalledWith(true));
      expect(banner()).toBeInTheDocument();
    });
  });

  describe('given HOME_ADVISOR', () => {
    it('should show the banner from the first render and keep it whatever the profile says', async () => {
      const { fetch, onVisibilityChange } = renderBanner('HOME_ADVISOR', () =>
        fakeResponse(200, { didSubmitSr: true, didLiteRegister: true }),
      );
      expect(banner()).toBeInTheDocument();
      await waitFor(() => expect(onVisibilityChange).toHaveBeenCalledWith(true));
      expect(banner()).toBeInTheDocument();
      expect(fetch.mock.calls.some(([url]) => String(url).includes('profile-attributes'))).toBe(false);
    });
  });

  describe.each([
    { missing: 'landingPagesBackendHost', config: { landingPagesBackendHost: undefined } },
    { missing: 'anonymousId', config: { anonymousId: undefined } },
  ])('given no $missing', ({ config }) => {
    it('should keep a ROOFLINE banner hidden, make no lookup and report nothing', async () => {
      const { fetch, onVisibilityChange } = renderBanner('ROOFLINE', () => fakeResponse(200, {}), config);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(banner()).not.toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
      expect(onVisibilityChange).not.toHaveBeenCalled();
    });

    it('should keep a HOME_ADVISOR banner visible', () => {
      renderBanner('HOME_ADVISOR', () => fakeResponse(200, {}), config);
      expect(banner()).toBeInTheDocument();
    });
  });

  it('should look up once when fetch is passed inline by a parent that re-renders', async () => {
    const fetch = jest.fn(async (_url: string, _init?: RequestInit) =>
      fakeResponse(200, { didSubmitSr: false, didLiteRegister: false }),
    );
    function Parent() {
      const [reports, setReports] = useState(0);
      return (
        <>
          <output>{reports}</output>
          <BannerFixture fetch={(url, init) => fetch(url, init)} onVisibilityChange={() => setReports((n) => n + 1)} />
        </>
      );
    }
    render(
      <ChromeProvider
        config={{ ...BASE_CONFIG, brand: 'ROOFLINE', storage: null, landingPagesBackendHost: 'https://lp.example.com' }}
      >
        <Parent />
      </ChromeProvider>,
    );
    await waitFor(() => expect(banner()).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('output')).toHaveTextContent('1');
  });

  it('should hide a ROOFLINE banner until the lookup answers', async () => {
    let answer!: (response: Response) => void;
    const { onVisibilityChange } = renderBanner(
      'ROOFLINE',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer(fakeResponse(200, { didSubmitSr: false, didLiteRegister: false }));
    await waitFor(() => expect(banner()).toBeInTheDocument());
    expect(onVisibilityChange).toHaveBeenCalledWith(true);
  });
});
