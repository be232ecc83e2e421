import { render, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { ChromeProvider, type ChromeConfig } from '../config';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, requestOf } from './__fixtures__/testUtils';
import { buildFooterMemberCreateBody } from './memberCreate';
import { SIGNUP_RETRY_STORAGE_KEY, type SignupJob } from './retryQueue';

// Issue 37: a stored sign-up is bound to the page's configuration. Storage is outside data: a job
// planted there (same-origin script, a browser extension) must not make the next load POST an
// email, with credentials, to an address of its choosing, nor send fields the spec's request has not.

const NOW = Date.UTC(2026, 0, 10);
const DROPPED = 'Email sign-up dropped: it was kept for another address than the configured one';

function job(overrides: Partial<SignupJob> = {}): SignupJob {
  return {
    id: 'job-1',
    createdAt: NOW - 60_000,
    attempts: 0,
    request: {
      kind: 'memberCreate',
      baseUrl: 'https://subscribe.example.com',
      body: buildFooterMemberCreateBody({ email: 'kept@example.com', postalCode: '10001', appName: 'app' }),
      applicationName: 'cost-guides',
    },
    tracking: {
      eventGatewayBaseUrl: 'https://events.example.com',
      event: {
        name: 'Lite Registration',
        url: { location: 'https://www.roofline.com/' },
        user: { anonymousId: 'a' },
        track: { source: 'Footer', zipcode: '10001' },
      },
    },
    ...overrides,
  };
}

function load(stored: unknown[], config: Partial<ChromeConfig> = {}) {
  const storage = createFakeStorage({ [SIGNUP_RETRY_STORAGE_KEY]: JSON.stringify(stored) });
  const fetch = createFetch({
    'subscribe.example.com/': () => fakeResponse(200, { userId: 'u-1' }),
    'events.example.com/': () => fakeResponse(200, {}),
    'evil.example/': () => fakeResponse(200, { userId: 'stolen' }),
  });
  render(
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, now: () => NOW, ...config }}>
      <FooterFixture />
    </ChromeProvider>,
  );
  return { storage, fetch };
}

const hosts = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => new URL(String(url)).host);

describe('a stored sign-up', () => {
  it('for another address than the configured subscription service should be dropped with a warning, unsent', async () => {
    const warn = expectConsole('warn', DROPPED);
    const planted = job({ request: { ...job().request, baseUrl: 'https://evil.example' } as SignupJob['request'] });
    const { storage, fetch } = load([planted]);
    await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));
    expect(warn).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('whose event goes to another gateway than the configured one should be dropped with a warning, unsent', async () => {
    expectConsole('warn', DROPPED);
    const planted = job({ tracking: { ...job().tracking!, eventGatewayBaseUrl: 'https://evil.example/' } });
    const { storage, fetch } = load([planted]);
    await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should stay queued, unsent, on a page without a configured subscription service', async () => {
    const { storage, fetch } = load([job()], { subscriptionServiceBaseUrl: undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(true);
  });

  it("should be sent to the configured addresses with the spec's fields only", async () => {
    const planted = {
      ...job(),
      request: {
        ...job().request,
        password: 'hunter2',
        body: { ...buildFooterMemberCreateBody({ email: 'kept@example.com' }), isAdmin: true },
      },
      tracking: {
        ...job().tracking!,
        event: {
          ...job().tracking!.event,
          secret: 'x',
          track: { source: 'Footer', zipcode: '10001', password: 'hunter2', taskId: 7 },
        },
      },
    };
    const { storage, fetch } = load([planted]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false));
    expect(hosts(fetch)).toEqual(['subscribe.example.com', 'events.example.com']);
    const signup = JSON.parse(requestOf(fetch, 0).body!);
    expect(signup).toEqual(buildFooterMemberCreateBody({ email: 'kept@example.com' }));
    const [event] = JSON.parse(requestOf(fetch, 1).body!);
    expect(event.track).toEqual({ source: 'Footer', zipcode: '10001', taskId: 7 });
    expect(JSON.stringify(event)).not.toContain('hunter2');
    expect(event).not.toHaveProperty('secret');
  });
});
