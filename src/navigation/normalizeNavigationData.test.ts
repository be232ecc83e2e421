import { expectConsole } from '../../test/console';
import { makeRawNavigationData, makeRawNavigationDataWithUnsafeLink } from './__fixtures__/navigationData';
import { normalizeNavigationData } from './normalizeNavigationData';

describe('normalizeNavigationData', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  describe('given well-formed data', () => {
    it('should keep the fields and give each grouping a stable id', () => {
      const data = normalizeNavigationData(makeRawNavigationData());
      expect(data).not.toBeNull();
      expect(data?.brand).toEqual({
        domain: 'www.roofline.com',
        logo: { url: 'https://cdn.roofline.com/logo.svg', altText: 'Roofline' },
        loginUrl: '/login',
      });
      expect(data?.brandType).toBe('Roofline');
      expect(data?.joinAsProLink).toEqual({ name: 'Join as a Pro', href: 'https://pro.roofline.com/pro' });
      expect(data?.aiLink).toBe('https://www.roofline.com/ai');
      expect(data?.hasAuthenticatedVersion).toBe(true);
      expect(data?.groupings.map((g) => g.id)).toEqual(['group-0', 'group-1']);
      expect(data?.groupings[0]?.moreLink).toEqual({ name: 'View all interior', href: '/interior' });
      expect(data?.groupings[0]?.articles[0]).toEqual({
        title: 'How much does a plumber cost?',
        href: '/articles/plumber-cost',
        image: { url: 'https://cdn.roofline.com/plumber.jpg', altText: 'A plumber at work' },
      });
    });

    it('should drop a javascript: link with a development warning', () => {
      expectConsole(
        'warn',
        'Dropped an unsafe link: "javascript:alert(1)"',
        'Navigation data: dropped 1 invalid entry.',
      );
      const data = normalizeNavigationData(makeRawNavigationDataWithUnsafeLink());
      expect(data?.groupings[0]?.links.map((l) => l.name)).toEqual(['Plumbing', 'Painting']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped an unsafe link'));
    });
  });

  describe('given hostile or malformed data', () => {
    it.each([null, undefined, 'oops', 42, []])('should give null for %p', (input) => {
      // Nothing (null, undefined) is no data; anything else is bad data, and says so.
      if (input != null) expectConsole('warn', 'Navigation data is not an object; the header is hidden.');
      expect(normalizeNavigationData(input)).toBeNull();
    });

    it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', ' JaVa\tScRiPt:alert(1)'])(
      'should never keep the unsafe address %p in any link field',
      (bad) => {
        expectConsole(
          'warn',
          `Dropped an unsafe link: ${JSON.stringify(bad)}`,
          'Navigation data: dropped 9 invalid entries.',
        );
        const data = normalizeNavigationData(
          makeRawNavigationData({
            joinAsProLink: { name: 'Pro', url: bad },
            loginLink: bad,
            logOutLink: bad,
            signUpLink: bad,
            rooflineAiLink: bad,
            authenticatedDropdownLinks: [{ name: 'x', url: bad }],
            brand: { domain: 'www.roofline.com', logo: { url: bad, altText: 'x' } },
            groupings: [
              { navigationTitle: 'G', links: [], moreLinksUrl: bad, articles: [{ title: 't', articleUrl: bad }] },
            ],
          }),
        );
        expect(JSON.stringify(data)).not.toMatch(/script:|data:/i);
        expect(data?.logOutLink).toBe('/auth/logout');
        expect(data?.loginLink).toBeNull();
        expect(data?.brand.logo).toBeNull();
        expect(data?.groupings[0]?.moreLink).toBeNull();
        expect(data?.groupings[0]?.articles).toEqual([]);
      },
    );

    it('should drop entries of the wrong shape and keep the rest', () => {
      expectConsole('warn', 'Navigation data: dropped 8 invalid entries.');
      const data = normalizeNavigationData(
        makeRawNavigationData({
          groupings: [null, { links: [] }, { navigationTitle: '  ' }, { navigationTitle: 'Kept', links: 'nope' }, 7],
          authenticatedNavBarLinks: [{ name: 'Ok', url: '/ok' }, { url: '/no-name' }, 'bare', { name: 'x' }],
          hasAuthenticatedVersion: 'true',
        }),
      );
      expect(data?.groupings).toHaveLength(1);
      expect(data?.groupings[0]).toMatchObject({ id: 'group-3', navigationTitle: 'Kept', links: [] });
      expect(data?.authenticatedNavBarLinks).toEqual([{ name: 'Ok', href: '/ok' }]);
      expect(data?.hasAuthenticatedVersion).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped \d+ invalid entries/));
    });

    it.each([
      ['an empty object', {}],
      ['an error body', { message: 'ok', status: 200 }],
      ['a string brand', { brand: 'ROOFLINE' }],
      ['groupings that are not a list', { brand: {}, groupings: { 0: {} } }],
      ['a list brand', { brand: [], groupings: [] }],
    ])('should give no data (header hidden) for %s', (_name, input) => {
      expectConsole(
        'warn',
        'Navigation data has no brand or groupings (or they have the wrong types); the header is hidden.',
      );
      expect(normalizeNavigationData(input)).toBeNull();
      expect(warn).toHaveBeenCalled();
    });

    it('should fill the logout default and mark the texts left out as missing (the view says them in the page’s language)', () => {
      const data = normalizeNavigationData({ brand: {} });
      expect(data).toMatchObject({
        loginLinkLabel: null,
        logOutLink: '/auth/logout',
        authenticatedMenuGreeting: null,
        hasAuthenticatedVersion: false,
        brandType: 'Roofline',
        groupings: [],
        joinAsProLink: null,
        signUpLink: null,
        aiLink: null,
      });
    });

    it('should keep bare-URL links with their name missing (no English default) and add rel to new-tab links', () => {
      const data = normalizeNavigationData(
        makeRawNavigationData({
          signUpLink: '/join',
          servicesNearMeLink: { url: '/nearme/', target: '_blank' },
        }),
      );
      expect(data?.signUpLink).toEqual({ name: '', href: '/join' });
      expect(data?.servicesNearMeLink).toEqual({
        name: '',
        href: '/nearme/',
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    });

    it.each(['_new', 'someWindow', '_blank'])(
      'should add rel="noopener noreferrer" to a link whose target is %p',
      (target) => {
        const data = normalizeNavigationData(
          makeRawNavigationData({ authenticatedNavBarLinks: [{ name: 'Pros', url: '/pros', target }] }),
        );
        expect(data?.authenticatedNavBarLinks).toEqual([
          { name: 'Pros', href: '/pros', target, rel: 'noopener noreferrer' },
        ]);
      },
    );

    it.each(['_self', '_top', '_parent'])('should add no rel to a link whose target is %p', (target) => {
      const data = normalizeNavigationData(
        makeRawNavigationData({ authenticatedNavBarLinks: [{ name: 'Pros', url: '/pros', target }] }),
      );
      expect(data?.authenticatedNavBarLinks).toEqual([{ name: 'Pros', href: '/pros', target }]);
    });

    describe.each([
      ['a zero-width space', '\u200B'],
      ['zero-width joiners and non-joiners', '\u200C\u200D\u200C'],
      ['a word joiner', '\u2060'],
      ['a byte order mark', '\uFEFF'],
      ['a soft hyphen', '\u00AD'],
      ['whitespace and zero-width characters', ' \u200B\t\u00A0\u200D\n'],
    ])('given a name made only of %s', (_name, invisible) => {
      it('should drop a link with that name, as one with an empty name', () => {
        expectConsole('warn', 'Navigation data: dropped 2 invalid entries.');
        const data = normalizeNavigationData(
          makeRawNavigationData({
            authenticatedNavBarLinks: [
              { name: 'Ok', url: '/ok' },
              { name: invisible, url: '/invisible' },
              { name: '', url: '/empty' },
            ],
          }),
        );
        expect(data?.authenticatedNavBarLinks).toEqual([{ name: 'Ok', href: '/ok' }]);
      });

      it('should keep a link with a default label with its name missing, as for an empty name', () => {
        const data = normalizeNavigationData(makeRawNavigationData({ signUpLink: { name: invisible, url: '/join' } }));
        expect(data?.signUpLink).toEqual({ name: '', href: '/join' });
      });

      it('should drop a grouping with that title, so no trigger has an empty name', () => {
        expectConsole('warn', 'Navigation data: dropped 1 invalid entry.');
        const data = normalizeNavigationData(
          makeRawNavigationData({
            groupings: [{ navigationTitle: invisible, links: [] }, { navigationTitle: 'Kept' }],
          }),
        );
        expect(data?.groupings.map((group) => group.navigationTitle)).toEqual(['Kept']);
      });
    });

    it.each([
      ['instapro', 'www.werkspot.nl', 'Instapro'],
      ['HOMEADVISOR', 'www.roofline.com', 'Homeadvisor'],
      ['bogus', 'www.homeadvisor.com', 'Homeadvisor'],
      [undefined, 'www.mybuilder.com', 'Instapro'],
      [undefined, 'example.org', 'Roofline'],
    ])('should read brandType %p on %p as %p', (brandType, domain, expected) => {
      const data = normalizeNavigationData(makeRawNavigationData({ brandType, brand: { domain } }));
      expect(data?.brandType).toBe(expected);
    });

    it('should keep only primitive search bar settings', () => {
      const data = normalizeNavigationData(
        makeRawNavigationData({ searchBar: { placeholder: 'Find a pro', limit: 5, nested: { x: 1 }, fn: null } }),
      );
      expect(data?.searchBar).toEqual({ placeholder: 'Find a pro', limit: 5 });
    });
  });
});
