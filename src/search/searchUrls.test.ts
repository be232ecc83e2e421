import fc from 'fast-check';
import {
  buildAutocompleteUrl,
  buildResultsUrl,
  buildSuggestionUrl,
  buildTreatmentUrl,
  clampSearchText,
  cleanDefaultZip,
  isCompleteZip,
  sanitizeZipInput,
  shouldShowViewAll,
} from './searchUrls';

describe('buildResultsUrl', () => {
  it('should list the parameters of spec 7.8 in order, with a complete ZIP', () => {
    const url = buildResultsUrl({
      resultsDomain: 'https://www.roofline.com/',
      query: '  roof & gutter ',
      zip: '10001',
    });
    expect(url).toBe(
      'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch' +
        '&initialSearch=true&sourcePage=Homepage&postalCode=10001&query=roof%20%26%20gutter',
    );
    expect([...new URL(url).searchParams.keys()]).toEqual([
      'action',
      'startIndex',
      'useExtSearch',
      'searchType',
      'initialSearch',
      'sourcePage',
      'postalCode',
      'query',
    ]);
  });

  it.each([[''], ['1234'], ['123456'], ['1234a'], [null], [undefined]])('should leave out the ZIP %j', (zip) => {
    expect(buildResultsUrl({ query: 'roof', zip })).toBe(
      '/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch&initialSearch=true&sourcePage=Homepage&query=roof',
    );
  });

  it('should round-trip any query through the URL', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const url = new URL(buildResultsUrl({ resultsDomain: 'https://r.example', query }));
        expect(url.searchParams.get('query')).toBe(query.trim());
        expect(url.origin).toBe('https://r.example');
      }),
    );
  });
});

describe('buildSuggestionUrl', () => {
  it.each([
    ['service-request/task/1', '10001', 'https://sr.example/service-request/task/1?postalCode=10001'],
    ['/service-request/task/1?a=1&b=2', '10001', 'https://sr.example/service-request/task/1?a=1&b=2&postalCode=10001'],
    ['service-request/task/1?a=1#top', '', 'https://sr.example/service-request/task/1?a=1#top'],
    ['//evil.example/x', '', 'https://sr.example/evil.example/x'],
    ['\\\\evil.example', '', 'https://sr.example/evil.example'],
  ])('should build %j with ZIP %j', (srPathUrl, zip, expected) => {
    expect(buildSuggestionUrl({ serviceRequestDomain: 'https://sr.example/', srPathUrl, zip })).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['https://evil.example/'], ['data:text/html,x'], [''], ['  '], ['a\nb']])(
    'should refuse %j',
    (srPathUrl) => {
      expect(buildSuggestionUrl({ serviceRequestDomain: 'https://sr.example', srPathUrl })).toBeNull();
    },
  );

  it('should never leave the service-request origin', () => {
    fc.assert(
      fc.property(fc.string(), (srPathUrl) => {
        const url = buildSuggestionUrl({ serviceRequestDomain: 'https://sr.example', srPathUrl });
        if (url !== null) expect(new URL(url).origin).toBe('https://sr.example');
      }),
    );
  });
});

describe('the other builders and rules', () => {
  it('should build the autocomplete URL of spec 7.6', () => {
    expect(
      buildAutocompleteUrl({ searchApiHost: 'https://s.example/ac', identifier: 'a b', query: 'roof', limit: 5 }),
    ).toBe('https://s.example/ac?identifier=a%20b&searchQuery=roof&limit=5');
    expect(buildAutocompleteUrl({ searchApiHost: 'https://s.example/ac?v=2', query: 'x', limit: 3 })).toBe(
      'https://s.example/ac?v=2&identifier=&searchQuery=x&limit=3',
    );
  });

  it('should build the treatment URL of spec 7.7', () => {
    expect(buildTreatmentUrl('https://split.example/', 'growth_SearchUserEntry')).toBe(
      'https://split.example/feature/growth_SearchUserEntry/treatment',
    );
  });

  it('should clean ZIP input and cap the text', () => {
    expect(sanitizeZipInput('1-2+3e4.5 6')).toBe('12345');
    expect(isCompleteZip('12345')).toBe(true);
    expect(isCompleteZip('1234')).toBe(false);
    expect(clampSearchText('x'.repeat(513))).toHaveLength(512);
  });

  it.each([
    [undefined, true],
    ['', true],
    ['https://www.roofline.com', true],
    ['https://pro.homeadvisor.com', true],
    ['https://www.instapro.it', false],
    ['https://www.example.com', false],
  ])('should show View all for %j: %s', (domain, expected) => {
    expect(shouldShowViewAll(domain)).toBe(expected);
  });
});

describe("given the site's country", () => {
  const BASE = '/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch&initialSearch=true';

  it.each([
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['NL', '1012ab', '1012 AB'],
    ['CA', ' k1a-0b1 ', 'K1A 0B1'],
    ['AT', 'A-10100', '1010'],
    ['FR', '75 008', '75008'],
  ])('should normalise a %s postal code as typed: %j gives %j', (country, typed, expected) => {
    expect(sanitizeZipInput(typed, country)).toBe(expected);
    expect(isCompleteZip(expected, country)).toBe(true);
  });

  it.each([
    ['GB', 'SW1A 1AA', '&postalCode=SW1A%201AA'],
    ['GB', 'SW1A 1A', ''],
    ['GB', '10001', ''],
    ['NL', '1012 AB', '&postalCode=1012%20AB'],
    ['NL', '1012 SS', ''],
    ['CA', 'K1A 0B1', '&postalCode=K1A%200B1'],
    ['AT', '1010', '&postalCode=1010'],
    ['AT', '10100', ''],
    ['DE', '10115', '&postalCode=10115'],
    ['US', 'SW1A 1AA', ''],
  ])('%s: should add %j to the results URL only when complete and valid', (country, zip, expected) => {
    expect(buildResultsUrl({ query: 'roof', zip, country })).toBe(`${BASE}&sourcePage=Homepage${expected}&query=roof`);
  });

  it.each([
    ['GB', 'sw1a', ''],
    ['AT', '10115', ''],
    ['US', '98-1O40', ''],
    ['US', '10001-1234', '10001'],
  ])('%s: should show the default ZIP %j as %j', (country, value, expected) => {
    expect(cleanDefaultZip(value, country)).toBe(expected);
  });

  it('should add a complete postal code, encoded, to a suggestion URL, and leave out an incomplete one', () => {
    const input = { serviceRequestDomain: 'https://sr.example', srPathUrl: 'service-request/task/1?a=1' };
    expect(buildSuggestionUrl({ ...input, zip: 'K1A 0B1', country: 'CA' })).toBe(
      'https://sr.example/service-request/task/1?a=1&postalCode=K1A%200B1',
    );
    expect(buildSuggestionUrl({ ...input, zip: 'K1A 0B', country: 'CA' })).toBe(
      'https://sr.example/service-request/task/1?a=1',
    );
    expect(buildSuggestionUrl({ ...input, zip: '10001', country: 'CA' })).toBe(
      'https://sr.example/service-request/task/1?a=1',
    );
  });
});
