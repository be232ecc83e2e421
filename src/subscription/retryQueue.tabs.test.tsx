import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '../../test/console';
import { ChromeProvider, type ChromeConfig, type StorageLike } from '../config';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFetch, fakeResponse } from './__fixtures__/testUtils';
import { jobEmail } from './retryJob';
import { buildFooterMemberCreateBody } from './memberCreate';
import {
  SIGNUP_RETRY_JOB_KEY_PREFIX,
  SIGNUP_RETRY_LIMITS,
  SIGNUP_RETRY_STORAGE_KEY,
  enqueueSignupJob,
  readSignupQueue,
  type SignupJob,
} from './retryQueue';

// Issue 37: three tabs whose footer sign-ups fail within 0-100 ms of each other must each keep theirs.
// localStorage is one store per origin, but a browser tab reads its own copy of it: another tab's
// write reaches that copy a little later (Chromium sends it between processes). A read-modify-write
// of one list can then write over a job another tab has just added.

const NOW = Date.UTC(2026, 0, 10);
/** How long another tab's write takes to reach a tab's copy of the store (ms). */
const PROPAGATION_MS = 50;

type TabStorage = StorageLike & { readonly length: number; key(index: number): string | null };

/** The origin's store: each tab reads its own copy, which another tab's writes reach after `PROPAGATION_MS`. */
function createOriginStorage() {
  const copies: Map<string, string>[] = [];
  const apply = (copy: Map<string, string>, key: string, value: string | null) =>
    value === null ? copy.delete(key) : copy.set(key, value);
  const write = (own: Map<string, string>, key: string, value: string | null) => {
    apply(own, key, value);
    for (const copy of copies) if (copy !== own) setTimeout(() => apply(copy, key, value), PROPAGATION_MS);
  };
  return {
    /** A tab's view of the store. */
    tab(): TabStorage {
      const own = new Map(copies[0] ?? []);
      copies.push(own);
      return {
        getItem: (key) => own.get(key) ?? null,
        setItem: (key, value) => write(own, key, String(value)),
        removeItem: (key) => write(own, key, null),
        get length() {
          return own.size;
        },
        key: (index) => [...own.keys()][index] ?? null,
      };
    },
  };
}

const EMAILS = ['a@example.com', 'b@example.com', 'c@example.com'];

describe.each([0, 20, 100])('given three tabs whose footer sign-ups fail %i ms apart', (gapMs) => {
  it('should queue every sign-up once, and a later load should send each once', async () => {
    expectConsole('warn', 'Email sign-up: member-create request failed');
    const origin = createOriginStorage();
    const failing = createFetch({ '/member/create': () => fakeResponse(503) });
    const config = (storage: StorageLike, fetch: ChromeConfig['fetch']): ChromeConfig => ({
      ...BASE_CONFIG,
      brand: 'ROOFLINE',
      fetch,
      storage,
      now: () => NOW,
    });
    const user = userEvent.setup();
    const tabs = EMAILS.map(() => origin.tab());
    const views = tabs.map((storage) =>
      render(
        <ChromeProvider config={config(storage, failing)}>
          <FooterFixture />
        </ChromeProvider>,
      ),
    );
    // Each visitor types an email; the three submissions then go out `gapMs` apart.
    for (const [index, view] of views.entries()) {
      await user.type(within(view.container).getByLabelText('Email address'), EMAILS[index]!);
    }
    await act(async () => {
      for (const [index, view] of views.entries()) {
        if (index > 0 && gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        fireEvent.submit(view.container.querySelector('form')!);
      }
    });
    expect(screen.getAllByText("You're all set!")).toHaveLength(3);
    // Every call has failed and every write has reached every tab.
    await act(async () => {
      while (failing.mock.calls.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, PROPAGATION_MS * 4));
    });
    expect(failing).toHaveBeenCalledTimes(3);
    views.forEach((view) => view.unmount());

    // A later load sends the queue.
    const later = origin.tab();
    const sending = createFetch({
      '/member/create': () => fakeResponse(200, { userId: 'u' }),
      '/attribution/': () => fakeResponse(200, {}),
    });
    render(
      <ChromeProvider config={config(later, sending)}>
        <FooterFixture />
      </ChromeProvider>,
    );
    await act(async () => {
      const end = Date.now() + 3000;
      while (Date.now() < end && sending.mock.calls.filter(([url]) => url.includes('/member/create')).length < 3) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Time for a duplicate to show.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const sent = sending.mock.calls
      .filter(([url]) => url.includes('/member/create'))
      .map(([, init]) => JSON.parse(String(init?.body)).email as string);
    expect(sent.sort()).toEqual(EMAILS);
    // Nothing is left to send.
    const left = Array.from({ length: later.length }, (_, index) => later.key(index)).filter((key) =>
      key?.startsWith(SIGNUP_RETRY_STORAGE_KEY),
    );
    expect(left).toEqual([]);
  }, 15_000);
});

describe('given a storage that lists its keys (each sign-up an entry of its own)', () => {
  const job = (email: string, index: number): SignupJob => ({
    id: `job-${index}`,
    createdAt: NOW - 60_000 + index,
    attempts: 0,
    request: {
      kind: 'memberCreate',
      baseUrl: BASE_CONFIG.subscriptionServiceBaseUrl!,
      body: buildFooterMemberCreateBody({ email }),
      applicationName: 'cost-guides',
    },
  });

  it('should keep the newest sign-ups up to the limit, one per email', () => {
    const storage = createOriginStorage().tab();
    for (let index = 0; index < SIGNUP_RETRY_LIMITS.maxJobs + 2; index += 1) {
      enqueueSignupJob(storage, { request: job(`${index}@example.com`, index).request, now: NOW + index });
    }
    enqueueSignupJob(storage, { request: job('11@example.com', 99).request, now: NOW + 99 });
    const emails = readSignupQueue(storage).map((queued) => jobEmail(queued.request));
    expect(emails).toEqual(Array.from({ length: 10 }, (_, index) => `${index + 2}@example.com`));
    expect(storage.getItem(SIGNUP_RETRY_STORAGE_KEY)).toBeNull();
  });

  it("should send an older version's list and the entries alike, then leave nothing", async () => {
    const storage = createOriginStorage().tab();
    storage.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify([job('a@example.com', 1), job('b@example.com', 2)]));
    storage.setItem(`${SIGNUP_RETRY_JOB_KEY_PREFIX}job-3`, JSON.stringify(job('c@example.com', 3)));
    storage.setItem(`${SIGNUP_RETRY_JOB_KEY_PREFIX}junk`, '{"not":"a job"}');
    expectConsole('warn', 'dropped 1 malformed entry');
    const fetch = createFetch({
      '/member/create': () => fakeResponse(200, { userId: 'u' }),
      '/attribution/': () => fakeResponse(200, {}),
    });
    render(
      <ChromeProvider config={{ ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW }}>
        <FooterFixture />
      </ChromeProvider>,
    );
    await waitFor(() => expect(storage.length).toBe(0));
    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).email as string);
    expect(sent).toEqual(EMAILS);
  });
});
