import { buildAiEntryUrl } from '../chat';
import { buildAutocompleteUrl, buildResultsUrl, buildSuggestionUrl, buildTreatmentUrl } from '../search';
import { buildLoginUrl } from '../auth';
import { buildNavigationUrl, buildTokenUrl } from '../navigation';
import { buildProfileAttributesUrl } from '../subscription';
import { cityUrl } from '../footer';
import { withQuery } from '../http';
import { getSafeLinkProps, safeReturnTo } from '.';

// Findings of the hostile-input runs (issue 13), one block each.

describe('getSafeLinkProps', () => {
  it.each(['_BLANK', '_Blank', ' _blank '])('should treat target %p as a new tab and add rel', (target) => {
    expect(getSafeLinkProps({ href: '/x', target })).toEqual({
      href: '/x',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

describe('getSafeLinkProps, given a named target', () => {
  it.each([
    ['_new', '_new'],
    ['someWindow', 'someWindow'],
    ['_NEW', '_NEW'],
    [' someWindow ', 'someWindow'],
    ['_unknown', '_unknown'],
  ])('should open %p in its own window with rel="noopener noreferrer"', (target, kept) => {
    expect(getSafeLinkProps({ href: '/x', target })).toEqual({ href: '/x', target: kept, rel: 'noopener noreferrer' });
  });

  it('should merge noopener noreferrer into the rel given', () => {
    expect(getSafeLinkProps({ href: '/x', target: 'someWindow', rel: 'nofollow noopener' })).toEqual({
      href: '/x',
      target: 'someWindow',
      rel: 'nofollow noopener noreferrer',
    });
  });

  it.each(['_self', '_top', '_parent', '_SELF', ' _Top '])('should leave %p without rel', (target) => {
    expect(getSafeLinkProps({ href: '/x', target })).toEqual({ href: '/x', target: target.trim().toLowerCase() });
  });

  it.each(['', '   '])('should give no target for %p', (target) => {
    expect(getSafeLinkProps({ href: '/x', target })).toEqual({ href: '/x' });
  });
});

describe('safeReturnTo', () => {
  /** Encodes a value `times` times. */
  const encoded = (value: string, times: number) =>
    Array.from({ length: times }).reduce<string>((v) => encodeURIComponent(v), value);

  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E//evil.com',
    '/a/..//evil.com',
    '/./%2F/evil.com',
  ])('should refuse %p, which resolves to //evil.com', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it.each([1, 2, 3, 4, 5, 6, 12])('should refuse //evil.com encoded %i times', (times) => {
    expect(safeReturnTo(`/${encoded('//evil.com', times)}`)).toBe('/');
    expect(safeReturnTo(encoded('//evil.com', times))).toBe('/');
  });

  it('should refuse a path still encoded after the decodings it allows, however harmless', () => {
    expect(safeReturnTo(`/${encoded('a b', 12)}`)).toBe('/');
  });

  it.each(['/LOGIN', '/Login/', '/login;a=b', '/login%2F', '/login%2f?x=1', '/x/../login', '/%6Cogin'])(
    'should refuse the login page written as %p (no redirect loop)',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it.each(['/login-help', '/logins', '/cost/login', '/a%20b', '/x/./y', '/search?q=a%2Fb'])(
    'should keep %p',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );
});

describe('the URL builders, given a lone surrogate', () => {
  const lone = 'roof \uD800 \uDFFF';
  const builders: Array<[string, () => string | null]> = [
    [
      'buildResultsUrl',
      () => buildResultsUrl({ resultsDomain: 'https://www.roofline.com', query: lone, zip: '10001' }),
    ],
    ['buildSuggestionUrl', () => buildSuggestionUrl({ serviceRequestDomain: 'https://x', srPathUrl: `a/${lone}` })],
    [
      'buildAutocompleteUrl',
      () => buildAutocompleteUrl({ searchApiHost: 'https://s', identifier: lone, query: lone, limit: 5 }),
    ],
    ['buildTreatmentUrl', () => buildTreatmentUrl('https://split', lone)],
    ['buildNavigationUrl', () => buildNavigationUrl('https://api', { variant: lone, domain: lone })],
    ['buildTokenUrl', () => buildTokenUrl('https://ws', { accessKey: lone, userName: lone })],
    ['buildProfileAttributesUrl', () => buildProfileAttributesUrl('https://lp', lone)],
    ['buildLoginUrl', () => buildLoginUrl(`/cost/${lone}`)],
    [
      'buildAiEntryUrl',
      () => buildAiEntryUrl({ origin: 'https://www.roofline.com', search: `?q=${lone}`, text: lone }),
    ],
    ['cityUrl', () => cityUrl(lone, 'CO')],
    ['withQuery', () => withQuery('https://x', { q: lone })],
  ];

  it.each(builders)('%s should not throw and should encode it as U+FFFD', (_name, build) => {
    let url: string | null = null;
    expect(() => (url = build())).not.toThrow();
    expect(url).not.toBeNull();
    expect(url).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('should keep a well-formed pair as it is', () => {
    expect(buildResultsUrl({ query: '🏠', resultsDomain: 'https://x' })).toContain(encodeURIComponent('🏠'));
    expect(buildResultsUrl({ query: '\uD800', resultsDomain: 'https://x' })).toContain('%EF%BF%BD');
  });
});

describe('buildAiEntryUrl', () => {
  it.each(['http://', 'https://', 'http://[', 'https://exa mple.com'])(
    'should fall back to the default AI page for a link that does not parse (%p)',
    (aiLink) => {
      expect(buildAiEntryUrl({ aiLink, origin: 'https://www.roofline.com', text: 'fix roof' })).toBe(
        'https://www.roofline.com/ai?initialText=fix+roof',
      );
    },
  );
});
