import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig, type FetchFn } from '../config';
import { DEFAULT_TIMEOUTS } from '../http/chromeHttp';
import { createHttpClient } from '../http/httpClient';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse } from './__fixtures__/testUtils';
import { buildFooterMemberCreateBody } from './memberCreate';
import {
  SIGNUP_RETRY_LIMITS,
  SIGNUP_RETRY_STORAGE_KEY,
  enqueueSignupJob,
  flushSignupQueue,
  readSignupQueue,
  removeSignupJobs,
  type SignupJob,
} from './retryQueue';

const NOW = Date.UTC(2026, 0, 10);
const over = (fetch: FetchFn | jest.Mock) => ({
  httpClient: createHttpClient({ fetch: fetch as FetchFn }),
  timeouts: DEFAULT_TIMEOUTS,
  // The configured services the stored jobs are bound to.
  subscriptionServiceBaseUrl: 'https://subscribe.example.com',
  eventGatewayBaseUrl: 'https://events.example.com',
});

function validJob(overrides: Partial<SignupJob> = {}): SignupJob {
  return {
    id: 'job-ok',
    createdAt: NOW - 60_000,
    attempts: 0,
    request: {
      kind: 'memberCreate',
      baseUrl: 'https://subscribe.example.com',
      body: buildFooterMemberCreateBody({ email: 'kept@example.com', postalCode: '10001', appName: 'app' }),
      applicationName: 'cost-guides',
    },
    ...overrides,
  };
}

/** A job as stored, with some of its parts replaced by hostile values. */
const jobWith = (overrides: Record<string, unknown>) => ({ ...validJob({ id: 'job-bad' }), ...overrides });
const requestWith = (overrides: Record<string, unknown>) =>
  jobWith({ request: { ...validJob().request, ...overrides } });
const bodyWith = (overrides: Record<string, unknown>) =>
  requestWith({ body: { ...(validJob().request as { body: object }).body, ...overrides } });
const HA_FIELDS = { email: 'h@example.com', zip: '10001', marketingOptIn: true, bypassWelcomeEmail: false };
const haRequest = (fields: unknown) =>
  jobWith({ request: { kind: 'homeAdvisorSignup', baseUrl: 'https://ha.example.com', fields } });

const MALFORMED: Array<[string, unknown]> = [
  ['a bare request with no fields', { kind: 'homeAdvisorSignup' }],
  ['a HomeAdvisor job with no fields', haRequest(undefined)],
  ['a HomeAdvisor job whose email is a number', haRequest({ ...HA_FIELDS, email: 5 })],
  ['a HomeAdvisor job whose opt-in is a string', haRequest({ ...HA_FIELDS, marketingOptIn: 'yes' })],
  [
    'a HomeAdvisor job with no zip',
    haRequest({ email: 'h@example.com', marketingOptIn: true, bypassWelcomeEmail: false }),
  ],
  ['a member-create job with no body', requestWith({ body: undefined })],
  ['a member-create job whose body is an array', requestWith({ body: [] })],
  ['a member-create body whose email is an object', bodyWith({ email: { toLowerCase: 1 } })],
  ['a member-create body whose address is a string', bodyWith({ address: '10001' })],
  ['a member-create body with a non-boolean opt-in', bodyWith({ optInNewsAndUpdatesEmailsFooter: 'true' })],
  ['a member-create job whose application name is a number', requestWith({ applicationName: 7 })],
  ['a member-create job whose request id is a number', requestWith({ requestId: 42 })],
  ['a job whose base URL is not http(s)', requestWith({ baseUrl: 'javascript:alert(1)' })],
  ['an unknown kind', requestWith({ kind: 'delete' })],
  ['a job with no request', jobWith({ request: null })],
  ['a job whose id is empty', jobWith({ id: '' })],
  ['a job whose createdAt is a string', jobWith({ createdAt: '2026-01-10' })],
  ['a job with a negative attempt count', jobWith({ attempts: -1 })],
  ['a job with a fractional attempt count', jobWith({ attempts: 0.5 })],
  ['a job whose tracking is a string', jobWith({ tracking: 'x' })],
  ['a job whose tracking has no event', jobWith({ tracking: { eventGatewayBaseUrl: 'https://events.example.com' } })],
  ['null', null],
  ['a number', 3],
  ['an array', [validJob()]],
];

const storedAs = (raw: string) => createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: raw });
const devWarnings = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([message]) => String(message).startsWith('[@roofline/chrome]') && /retry/i.test(message));

describe('the sign-up retry queue, given hostile stored entries', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it.each(MALFORMED)('should drop %s, warn in development and keep the valid job', (_name, entry) => {
    expectConsole('warn', 'Sign-up retry queue: dropped 1 malformed entry.');
    const storage = storedAs(JSON.stringify([entry, validJob()]));
    expect(readSignupQueue(storage).map((job) => job.id)).toEqual(['job-ok']);
    expect(devWarnings(warnSpy)).toHaveLength(1);
  });

  it('should never throw when forgetting or queueing an email next to malformed entries', () => {
    expectConsole('warn', 'Sign-up retry queue: dropped 24 malformed entries.');
    const storage = storedAs(JSON.stringify(MALFORMED.map(([, entry]) => entry)));
    expect(() => removeSignupJobs(storage, 'kept@example.com')).not.toThrow();
    expect(() => enqueueSignupJob(storage, { request: validJob().request, now: NOW })).not.toThrow();
    // What is written back is only the valid job.
    expect(JSON.parse(storage.data.get(SIGNUP_RETRY_STORAGE_KEY)!)).toHaveLength(1);
  });

  it.each([
    ['an object', '{"0":{"id":"x"}}'],
    ['a string', '"[]"'],
    ['null', 'null'],
    ['a number', '42'],
    ['not JSON', '[{"id":'],
  ])(
    'should read a stored value that is %s as an empty queue, warn, and clear it on the next flush',
    async (_n, raw) => {
      expectConsole('warn', 'Sign-up retry queue: the stored value is not a list of sign-ups (or is too long)');
      const storage = storedAs(raw);
      expect(readSignupQueue(storage)).toEqual([]);
      expect(devWarnings(warnSpy).length).toBeGreaterThan(0);
      const fetch = jest.fn();
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      expect(fetch).not.toHaveBeenCalled();
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    },
  );

  describe('given huge entries', () => {
    it('should drop a job with a 20,000-character email without sending it, and send the valid one', async () => {
      expectConsole('warn', 'Sign-up retry queue: dropped 1 malformed entry.');
      const huge = bodyWith({ email: `${'a'.repeat(20_000)}@example.com` });
      const storage = storedAs(JSON.stringify([huge, validJob()]));
      const fetch = createFetch({ '/member/create': () => fakeResponse(200, { userId: 1 }) });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).email).toBe('kept@example.com');
    });

    it('should drop a job whose tracking event is huge', () => {
      expectConsole('warn', 'Sign-up retry queue: dropped 1 malformed entry.');
      const event = {
        name: 'Lite Registration',
        url: { location: 'https://x' },
        user: {},
        track: { activityLocation: 'x'.repeat(50_000) },
      };
      const storage = storedAs(
        JSON.stringify([jobWith({ tracking: { eventGatewayBaseUrl: 'https://e.example.com', event } }), validJob()]),
      );
      expect(readSignupQueue(storage).map((job) => job.id)).toEqual(['job-ok']);
    });

    it('should read no more than the job limit from a store of thousands of jobs', () => {
      expectConsole(
        'warn',
        'Sign-up retry queue: the stored value is not a list of sign-ups (or is too long); it is dropped.',
      );
      const many = Array.from({ length: 5000 }, (_, i) => validJob({ id: `job-${i}` }));
      const storage = storedAs(JSON.stringify(many));
      expect(readSignupQueue(storage).length).toBeLessThanOrEqual(SIGNUP_RETRY_LIMITS.maxJobs);
    });

    it('should treat a multi-megabyte stored value as junk and clear it on the next flush', async () => {
      expectConsole(
        'warn',
        'Sign-up retry queue: the stored value is not a list of sign-ups (or is too long); it is dropped.',
      );
      const storage = storedAs(`["${'x'.repeat(3_000_000)}"]`);
      expect(readSignupQueue(storage)).toEqual([]);
      const fetch = jest.fn();
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      expect(fetch).not.toHaveBeenCalled();
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    });
  });

  const malformed = (count: number) => (count === 1 ? '1 malformed entry' : `${count} malformed entries`);

  describe.each([
    ['the HomeAdvisor job with no fields of the issue', [haRequest(undefined)]],
    ['every malformed entry', MALFORMED.map(([, entry]) => entry)],
  ])('given the store holds %s when the banner signs a member up', (_name, entries) => {
    it('should still show the thank-you and leave no disabled button', async () => {
      expectConsole('warn', `Sign-up retry queue: dropped ${malformed(entries.length)}.`);
      const storage = storedAs(JSON.stringify(entries));
      const fetch = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 'u-1' }),
        '/attribution/': () => fakeResponse(200, {}),
        '/sm/emailprefs/signup': () => fakeResponse(503),
      });
      const config: ChromeConfig = { ...BASE_CONFIG, brand: 'HOME_ADVISOR', fetch, storage, now: () => NOW };
      const user = userEvent.setup();
      render(
        <ChromeProvider config={config}>
          <BannerFixture />
        </ChromeProvider>,
      );
      await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));

      expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
      for (const button of screen.queryAllByRole('button')) expect(button).toBeEnabled();
      const created = fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'));
      expect(created.map(([, init]) => JSON.parse(String(init?.body)).email)).toEqual(['jane@example.com']);
    });
  });

  describe.each([
    ['the HomeAdvisor job with no fields of the issue', [haRequest(undefined)]],
    ['every malformed entry', MALFORMED.map(([, entry]) => entry)],
  ])('given the store holds %s when the footer signs a member up', (_name, entries) => {
    it('should report the delivery as sent', async () => {
      expectConsole('warn', `Sign-up retry queue: dropped ${malformed(entries.length)}.`);
      const storage = storedAs(JSON.stringify(entries));
      const fetch = createFetch({
        '/member/create': () => fakeResponse(200, { userId: 'u-1' }),
        '/attribution/': () => fakeResponse(200, {}),
      });
      const config: ChromeConfig = { ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW };
      const user = userEvent.setup();
      render(
        <ChromeProvider config={config}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
      await user.type(screen.getByLabelText('Zip code'), '10001');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));

      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Footer sign-up' })).toHaveAttribute('data-delivery', 'sent'),
      );
    });
  });
});
