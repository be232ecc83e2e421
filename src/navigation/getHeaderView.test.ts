import { makeRawNavigationData } from './__fixtures__/navigationData';
import { expectConsole } from '../../test/console';
import { formatGreeting, getBrandHomeHref, getHeaderView } from './getHeaderView';
import { STANDARD, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD, STANDARD_WITH_SEARCH } from './headerVariants';
import { normalizeNavigationData } from './normalizeNavigationData';
import type { NavigationData } from './navigation.types';

function data(overrides: Record<string, unknown> = {}): NavigationData {
  const normalised = normalizeNavigationData(makeRawNavigationData(overrides));
  if (!normalised) throw new Error('fixture is invalid');
  return normalised;
}

describe('getHeaderView', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('given a signed-in user (has a firstName) and hasAuthenticatedVersion', () => {
    const view = () => getHeaderView(data(), { firstName: 'Ann' });

    it('should show the account menu, authenticated links, greeting and logout', () => {
      const v = view();
      expect(v.isSignedIn).toBe(true);
      expect(v.showAccountMenu).toBe(true);
      expect(v.greeting).toBe('Hi, Ann!');
      expect(v.authenticatedNavBarLinks.map((l) => l.name)).toEqual(['My Projects']);
      expect(v.accountLinks.map((l) => l.name)).toEqual(['My Account', 'Messages']);
      expect(v.logoutHref).toBe('/auth/logout');
    });

    it('should hide join-as-pro, login, sign-up and the mobile pro-signup link', () => {
      const v = view();
      expect(v.joinAsProLink).toBeNull();
      expect(v.mobileProSignupLink).toBeNull();
      expect(v.loginLink).toBeNull();
      expect(v.signUpLink).toBeNull();
    });
  });

  describe('given a user with a firstName but no authenticated version in the data', () => {
    it('should show the anonymous view', () => {
      const v = getHeaderView(data({ hasAuthenticatedVersion: false }), { firstName: 'Ann' });
      expect(v.isSignedIn).toBe(false);
      expect(v.showAccountMenu).toBe(false);
      expect(v.accountLinks).toEqual([]);
      expect(v.logoutHref).toBeNull();
      expect(v.loginLink).not.toBeNull();
    });
  });

  it.each([undefined, null, {}, { firstName: '' }, { firstName: '   ' }, { firstName: null }])(
    'given the user %p, should show the anonymous view with join-as-pro, login and sign-up',
    (user) => {
      const v = getHeaderView(data(), user);
      expect(v.isSignedIn).toBe(false);
      expect(v.joinAsProLink?.name).toBe('Join as a Pro');
      expect(v.mobileProSignupLink?.name).toBe('Join as a Pro');
      expect(v.loginLink?.name).toBe('Log In');
      expect(v.signUpLink?.name).toBe('Sign Up');
    },
  );

  it('should hide the mobile pro-signup link for brandType Instapro (desktop join link stays)', () => {
    const v = getHeaderView(data({ brandType: 'Instapro' }), null);
    expect(v.mobileProSignupLink).toBeNull();
    expect(v.joinAsProLink).not.toBeNull();
  });

  it('should hide the mobile pro-signup link in the AI-button variant', () => {
    const v = getHeaderView(data(), null, STANDARD_WITH_AI_BUTTON);
    expect(v.mobileProSignupLink).toBeNull();
    expect(v.showAiButton).toBe(true);
    expect(v.showAiField).toBe(false);
  });

  it('should default the logout link to /auth/logout and the greeting to Welcome Back', () => {
    const v = getHeaderView(data({ logOutLink: undefined, authenticatedMenuGreeting: undefined }), {
      firstName: 'Ann',
    });
    expect(v.logoutHref).toBe('/auth/logout');
    expect(v.greeting).toBe('Welcome Back');
  });

  it.each([
    [STANDARD, true, false, true],
    [STANDARD_WITH_SEARCH, true, true, false],
    [STANDARD_WITH_SEARCH, false, false, true],
    [STANDARD_WITH_AI_FIELD, true, false, true],
  ] as const)(
    'in variant %p with hasSearch=%p, should show the inline search %p and the desktop search icon %p',
    (variant, hasSearch, inline, icon) => {
      const v = getHeaderView(data(), null, variant, { hasSearch });
      expect(v.showInlineSearch).toBe(inline);
      expect(v.showDesktopSearchButton).toBe(icon);
    },
  );

  it('should show the AI field only in its variant and carry the AI link', () => {
    expectConsole('warn', 'Dropped an unsafe link: "javascript:x"');
    const v = getHeaderView(data(), null, STANDARD_WITH_AI_FIELD);
    expect(v.showAiField).toBe(true);
    expect(v.showAiButton).toBe(false);
    expect(v.aiLink).toBe('https://www.roofline.com/ai');
    expect(getHeaderView(data(), null, STANDARD, { aiLink: 'javascript:x' }).aiLink).toBeNull();
    expect(getHeaderView(data(), null, STANDARD, { aiLink: '/custom-ai' }).aiLink).toBe('/custom-ai');
  });

  describe('the login link', () => {
    it('should carry the encoded return address once it is known', () => {
      const v = getHeaderView(data(), null, STANDARD, { loginReturnTo: '/cost/roofing?zip=10001#top' });
      expect(v.loginLink?.href).toBe('/login?redirect=%2Fcost%2Froofing%3Fzip%3D10001%23top');
    });

    it('should be the bare login path before the address is known', () => {
      expect(getHeaderView(data(), null).loginLink?.href).toBe('/login');
    });

    it('should never carry another origin', () => {
      const v = getHeaderView(data(), null, STANDARD, { loginReturnTo: '//evil.com' });
      expect(v.loginLink?.href).toBe('/login?redirect=%2F');
    });

    it('should use the data login link and fall back to /login', () => {
      const custom = getHeaderView(data({ loginLink: '/signin?src=nav' }), null, STANDARD, { loginReturnTo: '/a' });
      expect(custom.loginLink?.href).toBe('/signin?src=nav&redirect=%2Fa');
      const fallback = getHeaderView(data({ loginLink: null, brand: {} }), null, STANDARD, { loginReturnTo: '/a' });
      expect(fallback.loginLink?.href).toBe('/login?redirect=%2Fa');
    });
  });

  describe('the logo link', () => {
    it('should go to the brand home with the query string', () => {
      expect(getHeaderView(data(), null, STANDARD, { queryString: '?utm=x' }).brandHomeHref).toBe(
        'https://www.roofline.com/?utm=x',
      );
    });

    it.each([
      [null, undefined, 'https://www.roofline.com/'],
      ['', 'a=1', 'https://www.roofline.com/?a=1'],
      ['www.homeadvisor.com', undefined, 'https://www.homeadvisor.com/'],
      ['https://www.werkspot.nl/some/path', undefined, 'https://www.werkspot.nl/'],
      ['javascript:alert(1)', undefined, 'https://www.roofline.com/'],
      ['evil.com/"onmouseover=x', undefined, 'https://evil.com/'],
    ])('getBrandHomeHref(%p, %p) should be %p', (domain, query, expected) => {
      expect(getBrandHomeHref(domain, query)).toBe(expected);
    });
  });

  it('should offer the reviews widget for regional domains only', () => {
    expect(getHeaderView(data({ brand: { domain: 'www.werkspot.nl' } }), null).reviewsWidget).toEqual({
      domain: 'www.werkspot.nl',
      locale: 'nl-NL',
    });
    expect(getHeaderView(data(), null).reviewsWidget).toBeNull();
  });

  it.each([
    ['Welcome Back', 'Ann', 'Welcome Back'],
    ['Welcome Back, {firstName}', 'Ann', 'Welcome Back, Ann'],
    ['Hello {firstName}, and {firstName}', 'Bo', 'Hello Bo, and Bo'],
    ['Welcome Back, {firstName}!', null, 'Welcome Back'],
  ])('formatGreeting(%p, %p) should be %p', (template, name, expected) => {
    expect(formatGreeting(template, name)).toBe(expected);
  });
});
