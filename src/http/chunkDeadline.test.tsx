import type * as ReactModule from 'react';
import type * as TestingLibrary from '@testing-library/react';
import type * as configModule from '../config';
import type * as httpModule from '.';
import type * as lazyModuleModule from '../shared/lazyModule';
import type * as BannerFixtureModule from '../subscription/__fixtures__/BannerFixture';
import type * as CustomSearchBoxModule from '../search/__fixtures__/CustomSearchBox';
import type { FetchFn } from '../config';
import { expectConsole } from '../../test/console';

// Issue 37: a deadline on every wait, loading the HTTP client's own code included. The client's
// code is a lazily loaded chunk; a chunk request that hangs (a stalled CDN) held every call, the
// banner's profile lookup included, for as long as it hung (30 s and more, where spec 4.1 gives the
// lookup 5 s and shows the banner when it fails).

const okFetch = (): jest.MockedFunction<FetchFn> =>
  jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>(
    async () => ({ status: 200, text: async () => '{"ok":true}' }) as unknown as Response,
  );

/** The call's outcome, or 'still pending' when it has not settled within `ms`. */
const settled = (call: Promise<unknown>, ms = 1500) =>
  Promise.race([
    call.catch((error: unknown) => error),
    new Promise((resolve) => setTimeout(resolve, ms, 'still pending')),
  ]);

/** Runs `run` with fresh library modules whose HTTP client chunk never arrives (until `release`). */
async function withHangingClientChunk(
  run: (fresh: typeof configModule & typeof httpModule, release: () => void) => Promise<void>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../shared/lazyModule', () => {
      const actual = jest.requireActual<typeof lazyModuleModule>('../shared/lazyModule');
      return {
        ...actual,
        lazyModule: <T,>(load: () => Promise<T>) =>
          actual.lazyModule(() => (/httpClient/.test(String(load)) ? held.then(load) : load())),
      };
    });
    await run(
      {
        ...jest.requireActual<typeof configModule>('../config'),
        ...jest.requireActual<typeof httpModule>('.'),
      },
      release,
    );
  });
  release();
  jest.dontMock('../shared/lazyModule');
}

describe("given the HTTP client's code never arrives", () => {
  it('should end a call at its deadline as a timeout, not wait for the code', async () => {
    const fetch = okFetch();
    await withHangingClientChunk(async (fresh) => {
      const { httpClient } = fresh.resolveChromeConfig({ fetch });
      const started = Date.now();
      const failed = await settled(httpClient.get('https://api.test/a', { timeout: 150 }));
      expect(fresh.isHttpError(failed) && failed.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(fresh.isHttpError(failed) && failed.message).toBe('The request timed out.');
      const connect = await settled(httpClient.get('https://api.test/b', { timeout: { connect: 100, read: 5000 } }));
      expect(fresh.isHttpError(connect) && connect.kind).toBe('timeout');
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should end a call when the caller aborts it', async () => {
    await withHangingClientChunk(async (fresh) => {
      const { httpClient } = fresh.resolveChromeConfig({ fetch: okFetch() });
      const controller = new AbortController();
      const call = settled(httpClient.get('https://api.test/a', { signal: controller.signal }));
      controller.abort();
      const failed = await call;
      expect(fresh.isHttpError(failed) && failed.kind).toBe('abort');
    });
  });

  it('should send the call with what is left of its deadline once the code arrives in time', async () => {
    const fetch = okFetch();
    await withHangingClientChunk(async (fresh, release) => {
      const { httpClient } = fresh.resolveChromeConfig({ fetch });
      const call = httpClient.get('https://api.test/a', { timeout: 2000 });
      setTimeout(release, 50);
      await expect(call).resolves.toMatchObject({ status: 200 });
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("should show the banner once the profile lookup's 5 s deadline has passed (spec 4.1)", async () => {
    const fetch = okFetch();
    expectConsole(
      'warn',
      'Email sign-up: profile lookup failed, treated as no profile. HttpError: The request timed out.',
    );
    await withHangingClientChunk(async (fresh) => {
      // This copy is unmounted by hand: its automatic cleanup would register a hook inside a test.
      process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { render, screen, act } = require('@testing-library/react') as typeof TestingLibrary;
      const { createElement } = require('react') as typeof ReactModule;
      const { BannerFixture } = require('../subscription/__fixtures__/BannerFixture') as typeof BannerFixtureModule;
      /* eslint-enable @typescript-eslint/no-require-imports */
      const config = {
        fetch,
        storage: null,
        brand: 'ROOFLINE' as const,
        landingPagesBackendHost: 'https://lp.example.com',
        anonymousId: 'anon-1',
        // The lookup's deadline (5 s by default), shortened for the test.
        http: { timeouts: { profileAttributes: 300 } },
      };
      const view = render(createElement(fresh.ChromeProvider, { config }, createElement(BannerFixture)));
      expect(screen.queryByRole('textbox', { name: /email/i })).toBeNull();
      await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      expect(screen.getByRole('textbox', { name: /email/i })).toBeTruthy();
      view.unmount();
    });
    delete process.env.RTL_SKIP_AUTO_CLEANUP;
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should end the autocomplete in its error state once its deadline has passed (spec 8)', async () => {
    const fetch = okFetch();
    await withHangingClientChunk(async (fresh) => {
      process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { render, screen, act, fireEvent } = require('@testing-library/react') as typeof TestingLibrary;
      const { createElement } = require('react') as typeof ReactModule;
      const { CustomSearchBox } = require('../search/__fixtures__/CustomSearchBox') as typeof CustomSearchBoxModule;
      /* eslint-enable @typescript-eslint/no-require-imports */
      const config = {
        fetch,
        storage: null,
        searchApiHost: 'https://search.example.com/autocomplete',
        // The autocomplete's deadline, shortened for the test.
        http: { timeouts: { autocomplete: 300 } },
      };
      const view = render(createElement(fresh.ChromeProvider, { config }, createElement(CustomSearchBox)));
      const input = screen.getByRole('combobox', { name: 'Project' });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'plu' } });
      await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
      expect(screen.getByTestId('request-status').textContent).toBe('error');
      view.unmount();
    });
    delete process.env.RTL_SKIP_AUTO_CLEANUP;
    expect(fetch).not.toHaveBeenCalled();
  });
});
