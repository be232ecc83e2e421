import { getSafeLinkProps, getTokenExpiry, isTokenExpired, safeReturnTo, sanitizeHref } from '.';
import { expectConsole } from '../../test/console';

describe('sanitizeHref', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  it.each([
    'https://www.roofline.com/cost',
    'http://example.com',
    'mailto:help@roofline.com',
    'tel:+18005551234',
    '/nearme/',
    './relative',
    '#cookie_settings_button',
    '?a=1',
    'c.Denver.CO.html',
  ])('should keep %p', (href) => {
    expect(sanitizeHref(href)).toBe(href);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('should drop %p with a development warning', (href) => {
    expectConsole('warn', 'Dropped an unsafe link');
    expect(sanitizeHref(href)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped an unsafe link'));
  });

  it.each([undefined, null, 42, {}, '', '   '])('should give null for %p', (href) => {
    expect(sanitizeHref(href)).toBeNull();
  });
});

describe('getSafeLinkProps', () => {
  it('should add rel="noopener noreferrer" to new-tab links', () => {
    expect(getSafeLinkProps({ href: 'https://ir.example.com', newTab: true })).toEqual({
      href: 'https://ir.example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(getSafeLinkProps({ href: '/terms', target: '_blank', rel: 'nofollow' })).toEqual({
      href: '/terms',
      target: '_blank',
      rel: 'nofollow noopener noreferrer',
    });
  });
  it('should leave same-tab links alone and refuse unsafe ones', () => {
    expectConsole('warn', 'Dropped an unsafe link: "javascript:void(0)"');
    expect(getSafeLinkProps({ href: '/about' })).toEqual({ href: '/about' });
    expect(getSafeLinkProps({ href: 'javascript:void(0)', newTab: true })).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it.each(['/cost-guides/roofing?zip=10001', '/', '/account#settings', '/a/b/c?redirect=%2Fx'])(
    'should keep the same-origin path %p',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '@evil.com',
    '.evil.com',
    'evil.com',
    'https://evil.com',
    'http://evil.com/path',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%252F%252Fevil.com',
    '/%09/evil.com',
    '/\t/evil.com',
    ' //evil.com',
    '/login',
    '/login?redirect=%2Flogin',
    '',
    undefined,
    null,
    42,
  ])('should refuse %p', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('should turn an absolute URL on the own origin into its path', () => {
    expect(safeReturnTo('https://www.roofline.com/cost?x=1', { origin: 'https://www.roofline.com' })).toBe('/cost?x=1');
    expect(safeReturnTo('https://www.roofline.com.evil.com/x', { origin: 'https://www.roofline.com' })).toBe('/');
  });

  it('should use the given fallback', () => {
    expect(safeReturnTo('//evil.com', { fallback: '/home' })).toBe('/home');
  });
});

describe('token expiry', () => {
  const encode = (payload: unknown) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  const now = Date.UTC(2026, 10, 21, 12);

  it('should read exp from a JWT-shaped token', () => {
    const exp = now / 1000 + 60;
    expect(getTokenExpiry(encode({ exp }))).toBe(exp);
    expect(isTokenExpired(encode({ exp }), now)).toBe(false);
    expect(isTokenExpired(encode({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it.each([
    ['not a token', 'nope'],
    ['bad base64', 'a.!!!.c'],
    ['non-JSON payload', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['payload without exp', encode({ sub: 'x' })],
    ['string exp', encode({ exp: '123' })],
    ['null payload', encode(null)],
    ['non-string', 12345],
    ['undefined', undefined],
  ])('should treat a malformed token (%s) as expired without throwing', (_label, token) => {
    expect(getTokenExpiry(token)).toBeNull();
    expect(isTokenExpired(token, now)).toBe(true);
  });
});
