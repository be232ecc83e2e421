import { getCookie, removeCookie, serializeCookie, setCookie } from './cookies';
import { expectConsole } from '../../test/console';
import { spyWarn } from './testUtils';

const ONE_YEAR_MS = 31_536_000_000;
const NOW = Date.now(); // real time: jsdom drops cookies whose expiry has passed

/** Records every string written to document.cookie while still writing it to jsdom's cookie jar. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    original.set!.call(this, value);
  });
  return writes;
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of ['snpl_test', 'greeting', 'gone']) removeCookie(name);
});

describe('setCookie', () => {
  it('should write the cookie with a one-year expiry, path / and SameSite=Lax by default', () => {
    const writes = recordCookieWrites();
    expect(setCookie('greeting', 'hello world', { now: () => NOW })).toBe(true);
    expect(writes).toEqual([
      `greeting=hello%20world; expires=${new Date(NOW + ONE_YEAR_MS).toUTCString()}; path=/; SameSite=Lax`,
    ]);
    expect(getCookie('greeting')).toBe('hello world');
  });

  it('given options, should write the expiry, path, domain, SameSite and Secure asked for', () => {
    const expires = new Date(Date.UTC(2030, 5, 1));
    expect(
      serializeCookie('snpl_test', 'v', {
        expires,
        path: '/app',
        domain: '.roofline.com',
        sameSite: 'Strict',
        secure: true,
      }),
    ).toBe(`snpl_test=v; expires=${expires.toUTCString()}; path=/app; domain=.roofline.com; SameSite=Strict; Secure`);
    expect(serializeCookie('a', 'b', { expires: 60_000, now: () => NOW })).toContain(
      `expires=${new Date(NOW + 60_000).toUTCString()}`,
    );
  });

  it('given SameSite=None, should always add Secure (browsers refuse it otherwise)', () => {
    expect(serializeCookie('a', 'b', { sameSite: 'None', now: () => NOW })).toMatch(/; SameSite=None; Secure$/);
  });

  it('given the browser refuses cookies, should warn and return false', () => {
    expectConsole('warn', 'Cookie access failed');
    const warnSpy = spyWarn();
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(setCookie('greeting', 'x')).toBe(false);
    expect(warnSpy).toHaveBeenCalledWith('Cookie access failed', expect.any(DOMException));
  });
});

describe('getCookie', () => {
  it('should find a cookie among several and return undefined for a missing one', () => {
    setCookie('snpl_test', 'abc');
    setCookie('greeting', 'hi');
    expect(getCookie('snpl_test')).toBe('abc');
    expect(getCookie('snpl')).toBeUndefined();
  });

  it('given reading cookies throws, should warn and return undefined', () => {
    expectConsole('warn', 'Cookie access failed');
    const warnSpy = spyWarn();
    jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getCookie('greeting')).toBeUndefined();
    expect(warnSpy).toHaveBeenCalledTimes(1);
  });
});

describe('removeCookie', () => {
  it('should expire the cookie in the past so the browser drops it', () => {
    setCookie('gone', 'soon');
    expect(getCookie('gone')).toBe('soon');
    const writes = recordCookieWrites();
    removeCookie('gone');
    expect(writes[0]).toBe('gone=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax');
    expect(getCookie('gone')).toBeUndefined();
  });
});
