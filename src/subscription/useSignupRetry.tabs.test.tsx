import { render } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import type { ReactElement } from 'react';
import type * as ReactModule from 'react';
import type * as ConfigModule from '../config';
import type * as FooterFixtureModule from './__fixtures__/FooterFixture';
import { ChromeProvider, type ChromeConfig } from '../config';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse } from './__fixtures__/testUtils';
import { buildFooterMemberCreateBody } from './memberCreate';
import { SIGNUP_RETRY_STORAGE_KEY, type SignupJob } from './retryQueue';

const NOW = Date.UTC(2026, 0, 10);
const EMAILS = ['a@example.com', 'b@example.com', 'c@example.com'];

const queued = (email: string, index: number): SignupJob => ({
  id: `job-${index}`,
  createdAt: NOW - 60_000,
  attempts: 0,
  request: {
    kind: 'memberCreate',
    baseUrl: 'https://subscribe.example.com',
    body: buildFooterMemberCreateBody({ email }),
    applicationName: 'cost-guides',
  },
});

interface Tab {
  unmount: () => void;
}

const FOOTER_PAGE = (config: ChromeConfig): ReactElement => (
  <ChromeProvider config={config}>
    <FooterFixture />
  </ChromeProvider>
);

/**
 * Another browser tab: its own copy of React and of the library's modules (nothing held in a module
 * is shared, as between two real tabs), rendering a footer sign-up over the storage both tabs share.
 * Its modules (the lazily loaded retry code too) load from that copy until `whileOpen` has settled.
 */
async function inAnotherTab(config: ChromeConfig, whileOpen: () => Promise<void>): Promise<Tab> {
  let tab: Tab | undefined;
  await jest.isolateModulesAsync(async () => {
    // This copy is unmounted by hand: its automatic cleanup would register a hook inside a test.
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { render: ownRender } = require('@testing-library/react') as typeof TestingLibrary;
    const { createElement } = require('react') as typeof ReactModule;
    const { ChromeProvider: OwnProvider } = require('../config') as typeof ConfigModule;
    const { FooterFixture: OwnFooter } = require('./__fixtures__/FooterFixture') as typeof FooterFixtureModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
    tab = ownRender(createElement(OwnProvider, { config }, createElement(OwnFooter)));
    await whileOpen();
  });
  return tab!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out waiting for the condition');
    await sleep(10);
  }
}

/** A Web Locks manager shared by every tab of the test, as the browser's is per origin. */
function fakeLockManager() {
  const held = new Set<string>();
  const requests: string[] = [];
  return {
    requests,
    async request(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => unknown) {
      requests.push(name);
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        throw new Error('this fake only grants ifAvailable requests');
      }
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe.each([
  ['with Web Locks', true],
  ['without Web Locks (a storage lease)', false],
])('given two tabs opened together over three queued sign-ups, %s', (_name, withLocks) => {
  let warnSpy: jest.SpyInstance;
  let locks: ReturnType<typeof fakeLockManager> | undefined;
  const tabs: Tab[] = [];
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
    locks = withLocks ? fakeLockManager() : undefined;
    if (locks) Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.unmount());
    if (locks) delete (navigator as { locks?: unknown }).locks;
    warnSpy.mockRestore();
  });

  it('should make exactly one member-create call per queued sign-up', async () => {
    const storage = createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: JSON.stringify(EMAILS.map(queued)) });
    // Each call takes a while, so the two tabs' retries overlap.
    const fetch = createFetch({
      '/member/create': () => sleep(30).then(() => fakeResponse(200, { userId: 'u' })),
      '/attribution/': () => fakeResponse(200, {}),
    });
    const config: ChromeConfig = { ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW };
    render(FOOTER_PAGE(config));
    // The first tab is sending the first sign-up when the second one opens.
    await until(() => fetch.mock.calls.length > 0);
    const second = await inAnotherTab(config, async () => {
      await until(() => !storage.data.has(SIGNUP_RETRY_STORAGE_KEY));
      // Time for a late duplicate to show.
      await sleep(150);
    });
    tabs.push(second);
    const created = fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'));
    expect(created.map(([, init]) => JSON.parse(String(init?.body)).email).sort()).toEqual(EMAILS);
    if (locks) expect(locks.requests.length).toBeGreaterThanOrEqual(2);
    // No lease is left behind.
    expect([...storage.data.keys()]).toEqual([]);
  });
});

describe('given a lease left in storage, without Web Locks', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  const LEASE_KEY = `${SIGNUP_RETRY_STORAGE_KEY}:lease`;
  const loadWithLease = (expiresAt: number) => {
    const storage = createFakeStorage({
      [SIGNUP_RETRY_STORAGE_KEY]: JSON.stringify(EMAILS.map(queued)),
      [LEASE_KEY]: JSON.stringify({ owner: 'another-tab', expiresAt }),
    });
    const fetch = createFetch({
      '/member/create': () => fakeResponse(200, { userId: 'u' }),
      '/attribution/': () => fakeResponse(200, {}),
    });
    render(FOOTER_PAGE({ ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW }));
    return { storage, fetch };
  };

  it('should leave the queue to the tab whose lease is in force', async () => {
    const { storage, fetch } = loadWithLease(NOW + 5000);
    await sleep(400);
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(true);
  });

  it.each([
    ['ran out (its tab closed mid-send)', NOW - 1],
    ['says it lasts a year (not a lease)', NOW + 365 * 24 * 3600 * 1000],
  ])('should send the queue when the lease %s', async (_name, expiresAt) => {
    const { storage, fetch } = loadWithLease(expiresAt);
    await until(() => !storage.data.has(SIGNUP_RETRY_STORAGE_KEY));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'))).toHaveLength(3);
    expect(storage.data.has(LEASE_KEY)).toBe(false);
  });
});
