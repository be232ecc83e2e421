import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig, type FetchFn } from '../config';
import { DEFAULT_TIMEOUTS } from '../http/chromeHttp';
import { createHttpClient } from '../http/httpClient';
import { FooterFixture } from './__fixtures__/FooterFixture';
import {
  BASE_CONFIG,
  UUID_PATTERN,
  createFakeStorage,
  createFetch,
  fakeResponse,
  requestOf,
} from './__fixtures__/testUtils';
import { buildFooterMemberCreateBody } from './memberCreate';
import {
  SIGNUP_RETRY_STORAGE_KEY,
  enqueueSignupJob,
  flushSignupQueue,
  readSignupQueue,
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
const memberCreateIds = (fetch: jest.Mock) =>
  fetch.mock.calls
    .map((_, index) => requestOf(fetch, index))
    .filter(({ url }) => url.includes('/member/create'))
    .map(({ headers }) => headers['X-Request-Id']);

describe('the request id of a queued sign-up', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe('given a footer sign-up that fails, fails again on the next load, then goes through', () => {
    it('should send the same X-Request-Id on the first attempt and on every retry', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const storage = createFakeStorage();
      let answer = 503;
      const fetch = createFetch({
        '/member/create': () => fakeResponse(answer, answer === 200 ? { userId: 'u-9' } : undefined),
        '/attribution/': () => fakeResponse(200, {}),
      });
      const config: ChromeConfig = { ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW };
      const user = userEvent.setup();
      const first = render(
        <ChromeProvider config={config}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await user.type(screen.getByLabelText('Email address'), 'later@example.com');
      await user.type(screen.getByLabelText('Zip code'), '10001');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(true));
      first.unmount();

      // The second load: still failing.
      const second = render(
        <ChromeProvider config={config}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await waitFor(() => expect(readSignupQueue(storage)[0]?.attempts).toBe(1));
      await waitFor(() => expect(memberCreateIds(fetch)).toHaveLength(2));
      second.unmount();

      // The third load: the service is back.
      answer = 200;
      render(
        <ChromeProvider config={config}>
          <FooterFixture />
        </ChromeProvider>,
      );
      await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));

      const ids = memberCreateIds(fetch);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toMatch(UUID_PATTERN);
      expect(new Set(ids).size).toBe(1);
    });
  });

  describe('given a job kept by an older version, with no request id', () => {
    it('should give it one before its first retry and keep it for the next', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const job: SignupJob = {
        id: 'old-job',
        createdAt: NOW - 1000,
        attempts: 0,
        request: {
          kind: 'memberCreate',
          baseUrl: 'https://subscribe.example.com',
          body: buildFooterMemberCreateBody({ email: 'old@example.com' }),
        },
      };
      const storage = createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: JSON.stringify([job]) });
      const fetch = createFetch({ '/member/create': () => fakeResponse(503) });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW });
      await flushSignupQueue({ storage, context: over(fetch), now: NOW + 1 });

      const ids = memberCreateIds(fetch);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(UUID_PATTERN);
      expect(ids[1]).toBe(ids[0]);
    });
  });

  it('should give two sign-ups two request ids', async () => {
    const storage = createFakeStorage();
    for (const email of ['a@example.com', 'b@example.com']) {
      enqueueSignupJob(storage, {
        request: {
          kind: 'memberCreate',
          baseUrl: 'https://subscribe.example.com',
          body: buildFooterMemberCreateBody({ email }),
        },
        now: NOW,
      });
    }
    const fetch = createFetch({ '/member/create': () => fakeResponse(200, { userId: 1 }) });
    await flushSignupQueue({ storage, context: over(fetch), now: NOW });
    const ids = memberCreateIds(fetch);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
