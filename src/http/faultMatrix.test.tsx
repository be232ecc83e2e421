/**
 * The fault matrix (issue 13): every call of spec 7, under every fault, ends in the state spec 8 names,
 * seen through the public hooks; a hang ends at the call's deadline (fake timers); nothing throws
 * uncaught and no promise rejects unhandled. Every request the fake fetch sees must carry the client's
 * `cache: 'no-store'` and `credentials`, so a call that bypassed the library's HTTP client fails here.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig, type FetchFn } from '../config';
import { DEFAULT_TIMEOUTS } from './chromeHttp';
import { makeRawNavigationData } from '../navigation/__fixtures__/navigationData';
import { makeToken } from '../navigation/__fixtures__/fakeResponse';
import { useNavigationData } from '../navigation/useNavigationData';
import { CustomSearchBox } from '../search/__fixtures__/CustomSearchBox';
import { createSearchClient } from '../search/searchClient/createSearchClient';
import { SearchClientError } from '../search/searchClient/searchClientError';
import { useSplitTreatment } from '../search/useSplitTreatment';
import { BannerFixture } from '../subscription/__fixtures__/BannerFixture';
import { FooterFixture } from '../subscription/__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage } from '../subscription/__fixtures__/testUtils';
import { SIGNUP_RETRY_STORAGE_KEY } from '../subscription/retryQueue';

type Fault = 'fetch rejects' | '500' | '502' | 'body not JSON' | 'JSON of the wrong shape' | 'never answers';
const FAULTS: readonly Fault[] = [
  'fetch rejects',
  '500',
  '502',
  'body not JSON',
  'JSON of the wrong shape',
  'never answers',
];
/** The faults after which trying again later may work. */
const TRANSIENT = new Set<Fault>(['fetch rejects', '500', '502', 'never answers']);

const answer = (status: number, text: string) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => text }) as unknown as Response;

/** Answers the fault: the wrong shape is JSON that no call of spec 7 accepts, nor a bearer token. */
function faulty(fault: Fault): Promise<Response> {
  switch (fault) {
    case 'fetch rejects':
      return Promise.reject(new TypeError('Failed to fetch'));
    case '500':
      return Promise.resolve(answer(500, '{"message":"Internal error"}'));
    case '502':
      return Promise.resolve(answer(502, '<html><body>Bad gateway</body></html>'));
    case 'body not JSON':
      return Promise.resolve(answer(200, '<html><body>Maintenance</body></html>'));
    case 'JSON of the wrong shape':
      return Promise.resolve(answer(200, '[{"unexpected":true}]'));
    case 'never answers':
      // Ignores its abort signal too: only the client's deadline can end the call.
      return new Promise<Response>(() => undefined);
  }
}

const NOW = Date.UTC(2026, 5, 1, 12);
const HEALTHY: Record<string, () => Response> = {
  '/member/create': () => answer(200, '{"userId":"u-1"}'),
  '/attribution/': () => answer(200, ''),
  '/sm/emailprefs/signup': () => answer(200, '<input name="entityId" value="31">'),
  '/v1/profile-attributes': () => answer(200, '{"didSubmitSr":true,"didLiteRegister":true}'),
  'ws.example.com': () => answer(200, makeToken(NOW / 1000 + 3600)),
  '/navigation': () => answer(200, JSON.stringify(makeRawNavigationData())),
  'search.example.com': () =>
    answer(200, '{"results":[{"id":1,"name":"Fix a roof","optionType":"TASK","srPathUrl":"sr/1"}]}'),
  '/treatment': () => answer(200, '{"treatment":"test"}'),
};

/** A fetch that answers `target` with the fault and every other call healthily. */
function fetchWith(target: string, fault: Fault) {
  return jest.fn<ReturnType<FetchFn>, Parameters<FetchFn>>((url) => {
    if (url.includes(target)) return faulty(fault);
    const route = Object.keys(HEALTHY).find((fragment) => url.includes(fragment));
    return route ? Promise.resolve(HEALTHY[route]!()) : Promise.reject(new TypeError(`unexpected ${url}`));
  });
}

const CONFIG: ChromeConfig = {
  ...BASE_CONFIG,
  now: () => NOW,
  apiServer: 'https://api.example.com',
  wsEntityServer: 'https://ws.example.com',
  searchApiHost: 'https://search.example.com/autocomplete',
  splitDomain: 'https://split.example.com',
};

function wrapperFor(config: ChromeConfig) {
  return ({ children }: { children?: ReactNode }) => (
    <ChromeProvider config={{ ...CONFIG, ...config }}>{children}</ChromeProvider>
  );
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets a settled fault play out, or a hang reach `deadline`. */
const settle = (fault: Fault, deadline: number) => advance(fault === 'never answers' ? deadline : 0);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
let fetchSeen: jest.Mock | undefined;

beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => process.off('unhandledRejection', onUnhandled));
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  warn = jest.spyOn(console, 'warn');
  error = jest.spyOn(console, 'error');
  fetchSeen = undefined;
});
afterEach(async () => {
  // Let anything still out run to its deadline, then check nothing escaped.
  await advance(60_000);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).toEqual([]);
  // An uncaught throw reaches jsdom's console as an error; React's act() notices are not failures.
  const errors = error.mock.calls.filter(([first]) => !String(first).includes('not wrapped in act'));
  expect(errors).toEqual([]);
  for (const [url, init] of fetchSeen?.mock.calls ?? []) {
    expect([url, init]).toEqual([url, expect.objectContaining({ cache: 'no-store', credentials: expect.any(String) })]);
  }
  warn.mockRestore();
  error.mockRestore();
});

const warned = (message: string) => warn.mock.calls.some(([first]) => String(first).includes(message));

describe.each(FAULTS)('given %s', (fault) => {
  it('7.1 member-create from the banner: failed, the spec message, "Try again", nothing kept', async () => {
    expectConsole('warn', /\[@roofline\/chrome\] Email sign-up: member-create (request failed|returned no content)/);
    const fetch = (fetchSeen = fetchWith('/member/create', fault));
    const storage = createFakeStorage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<BannerFixture />, { wrapper: wrapperFor({ brand: 'HOME_ADVISOR', fetch, storage }) });
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await settle(fault, DEFAULT_TIMEOUTS.memberCreate);
    expect(screen.getByRole('status')).toHaveTextContent("Sorry, we couldn't send the email.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    expect(fetch.mock.calls.some(([url]) => url.includes('/attribution/'))).toBe(false);
  });

  it('7.1 member-create from the footer: success view, delivery failed, kept only when worth retrying', async () => {
    expectConsole('warn', /\[@roofline\/chrome\] Email sign-up: member-create (request failed|returned no content)/);
    const fetch = (fetchSeen = fetchWith('/member/create', fault));
    const storage = createFakeStorage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<FooterFixture />, { wrapper: wrapperFor({ brand: 'ROOFLINE', fetch, storage }) });
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await advance(0);
    // The success view shows as soon as the submission starts (spec 4.3), before the call ends.
    expect(screen.getByText("You're all set!")).toBeInTheDocument();
    await settle(fault, DEFAULT_TIMEOUTS.memberCreate);
    expect(screen.getByRole('region', { name: 'Footer sign-up' })).toHaveAttribute('data-delivery', 'failed');
    expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(TRANSIENT.has(fault));
  });

  it('7.2 profile lookup: treated as no profile, the banner shown', async () => {
    expectConsole('warn', /Email sign-up: profile lookup (failed|answer is not a profile), treated as no profile/);
    const fetch = (fetchSeen = fetchWith('/v1/profile-attributes', fault));
    const onVisibilityChange = jest.fn();
    render(<BannerFixture onVisibilityChange={onVisibilityChange} />, {
      wrapper: wrapperFor({ brand: 'ROOFLINE', fetch, landingPagesBackendHost: 'https://lp.example.com' }),
    });
    expect(screen.queryByRole('region', { name: 'Email sign-up' })).not.toBeInTheDocument();
    await settle(fault, DEFAULT_TIMEOUTS.profileAttributes);
    expect(screen.getByRole('region', { name: 'Email sign-up' })).toBeInTheDocument();
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true);
  });

  it('7.3 attribution after a sign-up: the thank-you stays; a failed call only warns', async () => {
    if (TRANSIENT.has(fault)) expectConsole('warn', 'Tracking API non-200 response');
    const fetch = (fetchSeen = fetchWith('/attribution/', fault));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<BannerFixture />, { wrapper: wrapperFor({ brand: 'HOME_ADVISOR', fetch }) });
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await settle(fault, DEFAULT_TIMEOUTS.attribution);
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for signing up!');
    // The answer's body is not used (spec 7.3): only a transport or status failure warns.
    expect(warned('Tracking API non-200 response')).toBe(TRANSIENT.has(fault));
  });

  it("7.4 HomeAdvisor sign-up: success view, delivery failed, warns 'HA API non-200 response'", async () => {
    expectConsole('warn', 'HA API non-200 response');
    const fetch = (fetchSeen = fetchWith('/sm/emailprefs/signup', fault));
    const storage = createFakeStorage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<FooterFixture />, { wrapper: wrapperFor({ brand: 'HOME_ADVISOR', fetch, storage }) });
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await settle(fault, DEFAULT_TIMEOUTS.homeAdvisorSignup);
    expect(screen.getByText("You're all set!")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Footer sign-up' })).toHaveAttribute('data-delivery', 'failed');
    expect(warned('HA API non-200 response')).toBe(true);
    expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(TRANSIENT.has(fault));
  });

  it('7.5 navigation: no data, so the header is hidden', async () => {
    expectConsole(
      'warn',
      /Navigation (API (request failed|non-200 response|response is not JSON|timed out)|data is not an object)/,
    );
    const fetch = (fetchSeen = fetchWith('/navigation', fault));
    const token = makeToken(NOW / 1000 + 3600);
    const { result } = renderHook(() => useNavigationData({ token }), { wrapper: wrapperFor({ fetch }) });
    await settle(fault, DEFAULT_TIMEOUTS.navigation);
    expect(result.current).toMatchObject({ status: 'error', data: null, isLoading: false });
  });

  it('7.5 navigation token: a null token, the navigation asked without one', async () => {
    expectConsole('warn', /^Navigation token: (request failed|the answer is not a token)/);
    const fetch = (fetchSeen = fetchWith('ws.example.com', fault));
    const { result } = renderHook(() => useNavigationData({ accessKey: 'k', userName: 'u' }), {
      wrapper: wrapperFor({ fetch }),
    });
    await settle(fault, DEFAULT_TIMEOUTS.navigationToken);
    expect(result.current.status).toBe('success');
    const navigation = fetch.mock.calls.find(([url]) => url.includes('/navigation'));
    expect(navigation?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(warned('Navigation token')).toBe(true);
  });

  it('7.6 autocomplete: an empty list, not left loading or stalled', async () => {
    const fetch = (fetchSeen = fetchWith('search.example.com', fault));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<CustomSearchBox />, { wrapper: wrapperFor({ fetch, splitDomain: undefined }) });
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.keyboard('roof');
    await advance(100);
    await settle(fault, DEFAULT_TIMEOUTS.autocomplete);
    expect(screen.getByTestId('request-status')).toHaveTextContent('error');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it("7.7 split treatment: 'control'", async () => {
    const fetch = (fetchSeen = fetchWith('/treatment', fault));
    const { result } = renderHook(() => useSplitTreatment(), { wrapper: wrapperFor({ fetch }) });
    await settle(fault, DEFAULT_TIMEOUTS.splitTreatment);
    expect(result.current).toBe('control');
    // The call is over (a hang was ended by its deadline): its signal has aborted or it has answered.
    const [, init] = fetch.mock.calls[0]!;
    if (fault === 'never answers') expect(init?.signal?.aborted).toBe(true);
  });

  it('7.9 hosted search client: a SearchClientError (wrong-shape JSON is handed back as is)', async () => {
    const fetch = (fetchSeen = fetchWith('algolia', fault));
    const client = createSearchClient({ appId: 'APP', apiKey: 'key', fetch, storage: null });
    const outcome = client.search([{ indexName: 'tasks', query: 'roof' }]).then(
      (value) => ({ value }),
      (reason: unknown) => ({ reason }),
    );
    await advance(fault === 'never answers' ? 60_000 : 0);
    const result = await outcome;
    if (fault === 'JSON of the wrong shape') {
      expect(result).toEqual({ value: [{ unexpected: true }] });
    } else {
      expect(result).toEqual({ reason: expect.any(SearchClientError) });
      const { kind } = (result as { reason: SearchClientError }).reason;
      expect(kind).toBe(fault === 'body not JSON' ? 'deserialization' : 'unreachable');
    }
  });
});

describe('given a healthy service (the matrix can fail)', () => {
  it('should show what the faults take away', async () => {
    const fetch = (fetchSeen = fetchWith('nothing-is-faulty', 'fetch rejects'));
    const { result } = renderHook(
      () => ({ treatment: useSplitTreatment(), nav: useNavigationData({ token: makeToken(NOW / 1000 + 60) }) }),
      {
        wrapper: wrapperFor({ fetch }),
      },
    );
    await advance(0);
    expect(result.current.treatment).toBe('test');
    expect(result.current.nav.status).toBe('success');
  });
});
