import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ChromeProvider, type ChromeConfig } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, requestOf } from './__fixtures__/testUtils';
import { createHttpClient } from '../http/httpClient';
import { DEFAULT_TIMEOUTS } from '../http/chromeHttp';
import type { FetchFn } from '../config';
import { buildBannerMemberCreateBody, buildFooterMemberCreateBody } from './memberCreate';
import {
  SIGNUP_DROPPED_WARNING,
  SIGNUP_RETRY_LIMITS,
  SIGNUP_RETRY_STORAGE_KEY,
  enqueueSignupJob,
  flushSignupQueue,
  readSignupQueue,
  removeSignupJobs,
  type SignupJob,
} from './retryQueue';

const NOW = Date.UTC(2026, 0, 10);
const FOOTER_BODY = buildFooterMemberCreateBody({ email: 'kept@example.com', postalCode: '10001', appName: 'app' });
/** What flushSignupQueue sends through: the library's client over this fetch, default deadlines. */
const over = (fetch: FetchFn | jest.Mock) => ({
  httpClient: createHttpClient({ fetch: fetch as FetchFn }),
  timeouts: DEFAULT_TIMEOUTS,
  // The configured services the stored jobs are bound to.
  subscriptionServiceBaseUrl: 'https://subscribe.example.com',
  eventGatewayBaseUrl: 'https://events.example.com',
});
const REQUEST_ID = '0f8e2a3c-5b1d-4c7e-9a2b-3d4e5f6a7b8c';
const MEMBER_CREATE_URL = 'https://subscribe.example.com/gateway/member-management/v4/member/create';

function queuedJob(overrides: Partial<SignupJob> = {}): SignupJob {
  return {
    id: 'job-1',
    createdAt: NOW - 60_000,
    attempts: 0,
    request: {
      kind: 'memberCreate',
      baseUrl: 'https://subscribe.example.com',
      body: FOOTER_BODY,
      applicationName: 'cost-guides',
    },
    tracking: {
      eventGatewayBaseUrl: 'https://events.example.com',
      event: { name: 'Lite Registration', url: { location: 'https://x' }, user: { anonymousId: 'a' }, track: {} },
    },
    ...overrides,
  };
}

const storageWith = (...jobs: SignupJob[]) => createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: JSON.stringify(jobs) });

describe('the sign-up retry queue', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe('given a queued sign-up and a working service', () => {
    it('should resend it with its own request id, forget it, then send its attribution event', async () => {
      const job = queuedJob();
      const storage = storageWith({
        ...job,
        request: { ...job.request, requestId: REQUEST_ID } as SignupJob['request'],
      });
      const fetch = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 'u-5' }),
        '/attribution/': () => fakeResponse(200, {}),
      });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });

      expect(fetch).toHaveBeenCalledTimes(2);
      const resent = requestOf(fetch, 0);
      expect(resent.url).toBe(MEMBER_CREATE_URL);
      expect(resent.headers['X-Request-Id']).toBe(REQUEST_ID);
      expect(resent.headers['X-Source-Application']).toBe('cost-guides');
      expect(JSON.parse(resent.body!)).toEqual(FOOTER_BODY);
      expect(JSON.parse(requestOf(fetch, 1).body!)[0].user).toEqual({ anonymousId: 'a', homeadvisorAccountId: 'u-5' });
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    });
  });

  describe('given the service keeps failing', () => {
    it('should count each load, then drop the sign-up with a warning after the last attempt', async () => {
      expectConsole(
        'warn',
        'Email sign-up: member-create request failed.',
        'Email sign-up dropped after failed retries 3',
      );
      const storage = storageWith(queuedJob());
      const fetch = createFetch({ '/member/create': () => fakeResponse(503) });
      for (let load = 1; load < SIGNUP_RETRY_LIMITS.maxAttempts; load += 1) {
        await flushSignupQueue({ storage, context: over(fetch), now: NOW });
        expect(readSignupQueue(storage)[0]?.attempts).toBe(load);
      }
      expect(warnSpy).not.toHaveBeenCalledWith(SIGNUP_DROPPED_WARNING, expect.anything());
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });

      expect(fetch).toHaveBeenCalledTimes(SIGNUP_RETRY_LIMITS.maxAttempts);
      expect(readSignupQueue(storage)).toEqual([]);
      expect(warnSpy).toHaveBeenCalledWith(SIGNUP_DROPPED_WARNING, SIGNUP_RETRY_LIMITS.maxAttempts);
    });

    it('should drop at once a failure that cannot succeed later (a 4xx)', async () => {
      expectConsole(
        'warn',
        'Email sign-up: member-create request failed.',
        'Email sign-up dropped after failed retries 1',
      );
      const storage = storageWith(queuedJob());
      const fetch = createFetch({ '/member/create': () => fakeResponse(422) });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      expect(readSignupQueue(storage)).toEqual([]);
      expect(warnSpy).toHaveBeenCalledWith(SIGNUP_DROPPED_WARNING, 1);
    });
  });

  it('should drop a sign-up older than the age limit without sending it', async () => {
    expectConsole('warn', 'Email sign-up dropped after failed retries 0');
    const storage = storageWith(queuedJob({ createdAt: NOW - SIGNUP_RETRY_LIMITS.maxAgeMs - 1 }));
    const fetch = jest.fn();
    await flushSignupQueue({ storage, context: over(fetch), now: NOW });
    expect(fetch).not.toHaveBeenCalled();
    expect(readSignupQueue(storage)).toEqual([]);
    expect(warnSpy).toHaveBeenCalledWith(SIGNUP_DROPPED_WARNING, 0);
  });

  it('should retry a HomeAdvisor sign-up with the same form fields', async () => {
    const storage = storageWith(
      queuedJob({
        request: {
          kind: 'homeAdvisorSignup',
          baseUrl: 'https://ha.example.com',
          fields: { email: 'h@example.com', zip: '10001', marketingOptIn: true, bypassWelcomeEmail: false },
        },
        tracking: undefined,
      }),
    );
    const fetch = createFetch({
      '/sm/emailprefs/signup': () => fakeResponse(200, undefined, '<input name="entityId" value="5">'),
    });
    // The HomeAdvisor sign-up's own service, configured as the page's subscription service.
    await flushSignupQueue({
      storage,
      context: { ...over(fetch), subscriptionServiceBaseUrl: 'https://ha.example.com' },
      now: NOW,
    });
    expect(requestOf(fetch, 0).url).toBe('https://ha.example.com/sm/emailprefs/signup');
    expect(requestOf(fetch, 0).body).toBe(
      'email=h%40example.com&zip=10001&marketingOptIn=true&bypassWelcomeEmail=false',
    );
    expect(readSignupQueue(storage)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops', 'the stored value is not a list of sign-ups'],
    ['not an array', '{"id":1}', 'the stored value is not a list of sign-ups'],
    ['malformed jobs', '[{"id":1},{"request":{}}]', 'dropped 2 malformed entries.'],
  ])('should read %s as an empty queue', (_name, raw, warning) => {
    expectConsole('warn', `Sign-up retry queue: ${warning}`);
    expect(readSignupQueue(createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: raw }))).toEqual([]);
  });

  it('should keep one job per call and email, at most the job limit, and forget an email on demand', () => {
    const storage = createFakeStorage();
    const request = {
      kind: 'memberCreate' as const,
      baseUrl: 'https://subscribe.example.com',
      body: buildFooterMemberCreateBody({ email: 'kept@example.com' }),
    };
    enqueueSignupJob(storage, { request, now: NOW });
    enqueueSignupJob(storage, { request, now: NOW + 1 });
    expect(readSignupQueue(storage)).toHaveLength(1);
    for (let i = 0; i < SIGNUP_RETRY_LIMITS.maxJobs + 3; i += 1) {
      enqueueSignupJob(storage, {
        request: { ...request, body: buildFooterMemberCreateBody({ email: `u${i}@example.com` }) },
        now: NOW,
      });
    }
    expect(readSignupQueue(storage)).toHaveLength(SIGNUP_RETRY_LIMITS.maxJobs);
    removeSignupJobs(storage, 'U12@example.com');
    expect(
      readSignupQueue(storage).some(
        (job) => job.request.kind === 'memberCreate' && job.request.body.email === 'u12@example.com',
      ),
    ).toBe(false);
  });

  it('should send each job once when two flushes overlap', async () => {
    const second = queuedJob({
      id: 'job-2',
      request: {
        ...queuedJob().request,
        body: buildFooterMemberCreateBody({ email: 'other@example.com' }),
      } as SignupJob['request'],
    });
    const storage = storageWith(queuedJob(), second);
    const fetch = createFetch({
      '/member/create': () => fakeResponse(200, { userId: 1 }),
      '/attribution/': () => fakeResponse(200, {}),
    });
    await Promise.all([
      flushSignupQueue({ storage, context: over(fetch), now: NOW }),
      flushSignupQueue({ storage, context: over(fetch), now: NOW }),
    ]);
    const emails = fetch.mock.calls
      .filter(([url]) => String(url).includes('/member/create'))
      .map(([, init]) => JSON.parse(String(init?.body)).email);
    expect(emails.sort()).toEqual(['kept@example.com', 'other@example.com']);
    expect(readSignupQueue(storage)).toEqual([]);
  });

  it('should do nothing without storage', async () => {
    const fetch = jest.fn();
    enqueueSignupJob(null, { request: queuedJob().request, now: NOW });
    await flushSignupQueue({ storage: null, context: over(fetch), now: NOW });
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('given a later load renders a banner and a footer form in Strict Mode', () => {
    it('should retry the queued sign-up exactly once and show the usual UI', async () => {
      const storage = storageWith(queuedJob());
      const fetch = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 1 }),
        '/attribution/': () => fakeResponse(200, {}),
      });
      const config: ChromeConfig = { ...BASE_CONFIG, brand: 'HOME_ADVISOR', fetch, storage, now: () => NOW };
      render(
        <StrictMode>
          <ChromeProvider config={config}>
            <BannerFixture />
            <FooterFixture />
          </ChromeProvider>
        </StrictMode>,
      );
      await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      expect(fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'))).toHaveLength(1);
      expect(screen.getAllByRole('button', { name: 'Sign me up' })).toHaveLength(2);
      expect(screen.queryByText("Sorry, we couldn't send the email.")).not.toBeInTheDocument();
    });
  });

  describe('given a banner sign-up kept by an older version', () => {
    it('should drop it unsent: the banner told the user it failed', async () => {
      expectConsole('warn', 'Sign-up retry queue: dropped 1 malformed entry.');
      const banner = queuedJob({
        request: {
          kind: 'memberCreate',
          baseUrl: 'https://subscribe.example.com',
          body: buildBannerMemberCreateBody('old@example.com'),
        },
      });
      const storage = storageWith(banner, queuedJob({ id: 'job-2' }));
      expect(readSignupQueue(storage).map((job) => job.id)).toEqual(['job-2']);
      const fetch = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 1 }),
        '/attribution/': () => fakeResponse(200, {}),
      });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      const sent = fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'));
      expect(sent.map((_, index) => JSON.parse(requestOf(fetch, index).body!).email)).toEqual(['kept@example.com']);
    });
  });

  describe('given a footer sign-up fails on this load', () => {
    it('should keep it for the next load, which sends it and then forgets it', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const storage = createFakeStorage();
      const failing = createFetch({ '/member/create': () => Promise.reject(new TypeError('offline')) });
      const user = userEvent.setup();
      const first = render(
        <ChromeProvider config={{ ...BASE_CONFIG, brand: 'ROOFLINE', fetch: failing, storage, now: () => NOW }}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await user.type(screen.getByLabelText('Email address'), 'later@example.com');
      await user.type(screen.getByLabelText('Zip code'), '10001');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      await screen.findByText("You're all set!");
      await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(true));
      // Only what the two calls need is kept.
      const [job] = JSON.parse(storage.data.get(SIGNUP_RETRY_STORAGE_KEY)!);
      expect(Object.keys(job).sort()).toEqual(['attempts', 'createdAt', 'id', 'request', 'tracking']);
      expect(Object.keys(job.request).sort()).toEqual(['applicationName', 'baseUrl', 'body', 'kind', 'requestId']);
      first.unmount();

      const working = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 1 }),
        '/attribution/': () => fakeResponse(200, {}),
      });
      render(
        <ChromeProvider config={{ ...BASE_CONFIG, brand: 'ROOFLINE', fetch: working, storage, now: () => NOW + 1000 }}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));
      expect(JSON.parse(requestOf(working, 0).body!).email).toBe('later@example.com');
      await waitFor(() => expect(working).toHaveBeenCalledTimes(2));
      expect(requestOf(working, 1).url).toBe('https://events.example.com/v1/attribution/events/tracks');
      expect(JSON.parse(requestOf(working, 1).body!)[0]).toMatchObject({
        name: 'Lite Registration',
        user: { anonymousId: 'anon-123', homeadvisorAccountId: '1' },
      });
    });
  });
});
