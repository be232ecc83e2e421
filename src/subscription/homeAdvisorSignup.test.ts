import { createHttpClient } from '../http/httpClient';
import { expectConsole } from '../../test/console';
import { fakeResponse } from './__fixtures__/testUtils';
import { buildHomeAdvisorSignupRequest, parseEntityId, sendHomeAdvisorSignup } from './homeAdvisorSignup';

const page = (input: string) =>
  `<!doctype html><html><head><title>Signed up</title></head><body>${input}</body></html>`;

describe.each([
  { parser: 'DOMParser', withoutDomParser: false },
  { parser: 'the strict pattern fallback', withoutDomParser: true },
])('parseEntityId with $parser', ({ withoutDomParser }) => {
  const original = globalThis.DOMParser;
  beforeEach(() => {
    if (withoutDomParser) delete (globalThis as { DOMParser?: unknown }).DOMParser;
  });
  afterEach(() => {
    globalThis.DOMParser = original;
  });

  it.each([
    ['<input type="hidden" name="entityId" value="123456">', '123456'],
    ["<input value='98765' type=hidden name='entityId'>", '98765'],
    ['<input id="entityId" value="A-1_b">', 'A-1_b'],
    ['<input type="hidden" name="entityId" value="0">', '0'],
    ['<input name="entityId" value=" 42 ">', '42'],
  ])('should read the id from %s', (input, expected) => {
    expect(parseEntityId(page(input))).toBe(expected);
  });

  it.each([
    ['no field', '<p>Thank you</p>'],
    ['an empty value', '<input name="entityId" value="">'],
    ['a value that is not an id', '<input name="entityId" value="1&quot;><script>">'],
    ['another field only', '<input name="otherEntityId" value="5">'],
    ['an empty document', ''],
  ])('should give null for %s', (_name, input) => {
    expect(parseEntityId(input ? page(input) : '')).toBeNull();
  });

  it('should never run scripts or handlers from the HTML nor put it in the page', () => {
    const flags = globalThis as { __pwned?: boolean };
    const html = page(
      '<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">' +
        '<input name="entityId" value="77">',
    );
    expect(parseEntityId(html)).toBe('77');
    expect(flags.__pwned).toBeUndefined();
    expect(document.body.innerHTML).not.toContain('entityId');
  });
});

describe('buildHomeAdvisorSignupRequest', () => {
  it('should build the form-encoded POST to {base}/sm/emailprefs/signup', () => {
    expect(
      buildHomeAdvisorSignupRequest('https://ha.example.com/', {
        email: 'a b@example.com',
        zip: '',
        marketingOptIn: true,
        bypassWelcomeEmail: false,
      }),
    ).toEqual({
      url: 'https://ha.example.com/sm/emailprefs/signup',
      options: {
        form: { email: 'a b@example.com', zip: '', marketingOptIn: 'true', bypassWelcomeEmail: 'false' },
        headers: { Accept: 'text/html' },
        responseType: 'text',
      },
    });
  });
});

describe('sendHomeAdvisorSignup', () => {
  const fields = { email: 'a@example.com', zip: '10001', marketingOptIn: true, bypassWelcomeEmail: false };
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it('should succeed with the account id', async () => {
    const fetch = jest.fn(async () => fakeResponse(200, undefined, page('<input name="entityId" value="31">')));
    await expect(
      sendHomeAdvisorSignup(createHttpClient({ fetch: fetch }), 'https://ha.example.com', fields),
    ).resolves.toEqual({
      status: 'success',
      accountId: '31',
    });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['an entityId of 0', async () => fakeResponse(200, undefined, page('<input name="entityId" value="0">')), false],
    ['a 503', async () => fakeResponse(503), true],
    ['a 404', async () => fakeResponse(404), false],
    ['a network error', async () => Promise.reject(new TypeError('offline')), true],
  ])('should fail on %s and warn "HA API non-200 response"', async (_name, answer, retryable) => {
    expectConsole('warn', 'HA API non-200 response');
    const fetch = jest.fn(answer) as jest.Mock<Promise<Response>>;
    await expect(
      sendHomeAdvisorSignup(createHttpClient({ fetch: fetch }), 'https://ha.example.com', fields),
    ).resolves.toEqual({
      status: 'failure',
      retryable,
    });
    expect(warnSpy.mock.calls[0]?.[0]).toBe('HA API non-200 response');
  });

  it('should send nothing without a base URL', async () => {
    expectConsole('warn', 'Email sign-up: no base URL for the HomeAdvisor sign-up, nothing sent.');
    const fetch = jest.fn();
    await expect(sendHomeAdvisorSignup(createHttpClient({ fetch: fetch }), undefined, fields)).resolves.toEqual({
      status: 'failure',
      retryable: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
