import { appendQueryString, cityUrl, normaliseQueryString, resolveFooterLink, slugify } from './linkUrl';

describe('appendQueryString', () => {
  it.each([
    ['/nearme/', 'utm_source=x', '/nearme/?utm_source=x'],
    ['/nearme/', '?utm_source=x', '/nearme/?utm_source=x'],
    ['/nearme/', '&utm_source=x', '/nearme/?utm_source=x'],
    ['/pro?step=1', 'a=b', '/pro?step=1&a=b'],
    ['/pro?', 'a=b', '/pro?a=b'],
    ['/pro?step=1#form', 'a=b', '/pro?step=1&a=b#form'],
    ['/faq/#top', '?a=b', '/faq/?a=b#top'],
    ['/faq/', '', '/faq/'],
    ['/faq/', '?', '/faq/'],
    ['/faq/', 'a=b#evil', '/faq/?a=b'],
    ['#cookie_settings_button', 'a=b', '#cookie_settings_button'],
  ])('given %s and %s, should give %s', (href, query, expected) => {
    expect(appendQueryString(href, query)).toBe(expected);
  });

  it('given no query string, should leave the link unchanged', () => {
    expect(appendQueryString('/x', undefined)).toBe('/x');
    expect(appendQueryString('/x', null)).toBe('/x');
  });
});

describe('normaliseQueryString', () => {
  it('should strip the leading ? and trailing &', () => {
    expect(normaliseQueryString('??a=1&b=2&')).toBe('a=1&b=2');
  });
});

describe('cityUrl', () => {
  it.each([
    ['New York', 'NY', '/c.New_York.NY.html'],
    ['Salt Lake City', 'UT', '/c.Salt_Lake_City.UT.html'],
    ['Atlanta', 'ga', '/c.Atlanta.GA.html'],
    ['  Winston   Salem ', 'NC', '/c.Winston_Salem.NC.html'],
    ['St. Louis', 'MO', '/c.St_Louis.MO.html'],
  ])('given %s, %s, should give %s', (city, state, expected) => {
    expect(cityUrl(city, state)).toBe(expected);
  });

  it('should percent-encode characters that are not URL-safe', () => {
    expect(cityUrl('Coeur d’Alene', 'ID')).toBe('/c.Coeur_d%E2%80%99Alene.ID.html');
  });
});

describe('slugify', () => {
  it.each([
    ['Frankfurt am Main', 'frankfurt-am-main'],
    ['München', 'muenchen'],
    ['Düsseldorf', 'duesseldorf'],
    ['St. Pölten', 'st-poelten'],
    ['Électricien', 'electricien'],
    ['Painters & Decorators', 'painters-decorators'],
  ])('given %s, should give %s', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('resolveFooterLink', () => {
  it('given an external link, should add neither base URL nor query string', () => {
    const link = { id: 'x', text: 'X', href: 'https://x.com/roofline', external: true };
    expect(resolveFooterLink(link, { queryString: 'a=b', baseUrl: 'https://www.roofline.com' })).toEqual(link);
  });

  it('given a root-relative path, should prefix the base URL and append the query string', () => {
    const link = { id: 'faq', text: 'FAQs', href: '/faq/' };
    expect(resolveFooterLink(link, { queryString: 'a=b', baseUrl: 'https://www.roofline.com/' }).href).toBe(
      'https://www.roofline.com/faq/?a=b',
    );
  });

  it('given an absolute URL on the brand (not external), should append the query string only', () => {
    const link = { id: 'pro', text: 'Pro', href: 'https://signup.roofline.com/pro' };
    expect(resolveFooterLink(link, { queryString: 'a=b', baseUrl: 'https://www.roofline.com' }).href).toBe(
      'https://signup.roofline.com/pro?a=b',
    );
  });
});
