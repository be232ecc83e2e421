import { buildLoginUrl, getReturnTarget } from './loginUrl';

const at = (path: string, origin = 'https://www.roofline.com') => {
  const url = new URL(path, origin);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('buildLoginUrl', () => {
  it.each([
    ['/account?tab=2#x', '/login?redirect=%2Faccount%3Ftab%3D2%23x'],
    ['/', '/login?redirect=%2F'],
    ['//evil.com', '/login?redirect=%2F'],
    ['https://evil.com/x', '/login?redirect=%2F'],
    ['/%2F%2Fevil.com', '/login?redirect=%2F'],
    ['/login?redirect=%2Flogin', '/login?redirect=%2F'],
  ])('given the target %p, should give %p', (target, expected) => {
    expect(buildLoginUrl(target)).toBe(expected);
  });

  it('should give the bare login path without a target', () => {
    expect(buildLoginUrl(null)).toBe('/login');
    expect(buildLoginUrl(undefined, { loginPath: '/signin' })).toBe('/signin');
  });

  it('should replace an existing redirect parameter and keep the others and the hash', () => {
    expect(buildLoginUrl('/a', { loginPath: '/signin?redirect=%2Fold&src=nav#form' })).toBe(
      '/signin?src=nav&redirect=%2Fa#form',
    );
  });

  it('should put the own origin in front for a login page on another origin', () => {
    expect(
      buildLoginUrl('/a?b=1', { loginPath: 'https://login.roofline.com/login', origin: 'https://www.roofline.com' }),
    ).toBe('https://login.roofline.com/login?redirect=https%3A%2F%2Fwww.roofline.com%2Fa%3Fb%3D1');
  });
});

describe('getReturnTarget', () => {
  it('should be the current address (path, query and hash)', () => {
    expect(getReturnTarget(at('/cost/roofing?zip=10001#top'))).toBe('/cost/roofing?zip=10001#top');
  });

  it('should prefer a safe configured redirect', () => {
    expect(getReturnTarget(at('/here'), '/dashboard')).toBe('/dashboard');
    expect(getReturnTarget(at('/here'), 'https://www.roofline.com/dash?x=1')).toBe('/dash?x=1');
  });

  it('should fall back to the current address when the configured redirect is unsafe', () => {
    expect(getReturnTarget(at('/here'), '//evil.com')).toBe('/here');
    expect(getReturnTarget(at('/here'), 'https://www.roofline.com.evil.com/')).toBe('/here');
  });

  it('should never return to the login page', () => {
    expect(getReturnTarget(at('/login?redirect=%2Fx'))).toBe('/');
  });
});
