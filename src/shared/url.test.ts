import { joinUrl, splitHash, splitUrl, trimTrailingSlashes } from './url';

describe('URL helpers', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com///', 'https://api.example.com'],
    ['', ''],
  ])('trimTrailingSlashes(%j) should give %j', (base, expected) => {
    expect(trimTrailingSlashes(base)).toBe(expected);
  });

  it('joinUrl should put exactly the path after the base', () => {
    expect(joinUrl('https://api.example.com/', '/member/create')).toBe('https://api.example.com/member/create');
    expect(joinUrl('', '/member/create')).toBe('/member/create');
  });

  it.each([
    ['/a', ['/a', '']],
    ['/a?b=1#top', ['/a?b=1', '#top']],
    ['#only', ['', '#only']],
    ['/a#x#y', ['/a', '#x#y']],
  ])('splitHash(%j) should give %j', (url, expected) => {
    expect(splitHash(url)).toEqual(expected);
  });

  it.each([
    ['/login', { path: '/login', query: '', hash: '' }],
    ['/login?x=1&y=2#f', { path: '/login', query: 'x=1&y=2', hash: '#f' }],
    ['/login#f?not-a-query', { path: '/login', query: '', hash: '#f?not-a-query' }],
    ['/login?', { path: '/login', query: '', hash: '' }],
  ])('splitUrl(%j) should give %j', (url, expected) => {
    expect(splitUrl(url)).toEqual(expected);
  });
});
