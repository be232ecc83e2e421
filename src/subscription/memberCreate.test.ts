import { createHttpClient } from '../http/httpClient';
import { expectConsole } from '../../test/console';
import { UUID_PATTERN, fakeResponse } from './__fixtures__/testUtils';
import {
  buildBannerMemberCreateBody,
  buildFooterMemberCreateBody,
  buildMemberCreateRequest,
  sendMemberCreate,
} from './memberCreate';

describe('member-create bodies (spec 3)', () => {
  it('should build the banner body with the address only for a zip', () => {
    expect(buildBannerMemberCreateBody('a@example.com')).toEqual({
      email: 'a@example.com',
      acceptMembershipAgreement: true,
      optInNotifications: true,
      optInNewsAndUpdatesEmailsFooter: true,
      source: 'EmailSubscriptionComposedComponent',
    });
    expect(buildBannerMemberCreateBody('a@example.com', '10001').address).toEqual({ postalCode: '10001' });
  });

  it('should build the footer body', () => {
    expect(buildFooterMemberCreateBody({ email: 'a@example.com', postalCode: '10001', appName: 'app' })).toEqual({
      email: 'a@example.com',
      acceptMembershipAgreement: false,
      optInNotifications: false,
      optInNewsAndUpdatesEmailsFooter: true,
      appName: 'app',
      source: 'Footer',
      address: { postalCode: '10001' },
    });
  });
});

describe('buildMemberCreateRequest', () => {
  it('should give every request its own id and the fixed headers', () => {
    const body = buildBannerMemberCreateBody('a@example.com');
    const first = buildMemberCreateRequest('https://s.example.com/', body, { applicationName: 'app' });
    const second = buildMemberCreateRequest('https://s.example.com', body, { applicationName: 'app' });
    expect(first.url).toBe('https://s.example.com/gateway/member-management/v4/member/create');
    expect(first.options).toEqual({
      headers: {
        'X-Request-Id': expect.stringMatching(UUID_PATTERN),
        'X-Source-Application': 'app',
        'X-Application-Version': '1',
      },
      json: body,
    });
    const idOf = (request: typeof first) => request.options.headers?.['X-Request-Id'];
    expect(idOf(first)).not.toBe(idOf(second));
  });
});

describe('sendMemberCreate', () => {
  const body = buildBannerMemberCreateBody('a@example.com');
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it.each([
    ['a body with userId', fakeResponse(200, { userId: 12 }), { status: 'success', accountId: '12' }],
    ['a body without userId', fakeResponse(201, { ok: true }), { status: 'success' }],
    ['an empty body', fakeResponse(200), { status: 'failure', retryable: false }],
    ['a null body', fakeResponse(200, null), { status: 'failure', retryable: false }],
    ['a 500', fakeResponse(500, { error: 'x' }), { status: 'failure', retryable: true }],
    ['a 429', fakeResponse(429), { status: 'failure', retryable: true }],
    ['a 409', fakeResponse(409), { status: 'failure', retryable: false }],
    [
      'a body that is not JSON',
      fakeResponse(200, undefined, '<html>ok</html>'),
      { status: 'failure', retryable: false },
    ],
    ['a JSON array', fakeResponse(200, [1]), { status: 'failure', retryable: false }],
  ])('should read %s', async (_name, response, outcome) => {
    if (outcome.status === 'failure') {
      expectConsole('warn', /Email sign-up: member-create (request failed|returned no content)/);
    }
    const fetch = jest.fn(async () => response);
    await expect(sendMemberCreate(createHttpClient({ fetch: fetch }), 'https://s.example.com', body)).resolves.toEqual(
      outcome,
    );
  });

  it('should turn a network error into a retryable failure, never a rejection', async () => {
    expectConsole('warn', 'Email sign-up: member-create request failed.');
    const fetch = jest.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(sendMemberCreate(createHttpClient({ fetch: fetch }), 'https://s.example.com', body)).resolves.toEqual({
      status: 'failure',
      retryable: true,
    });
  });
});
