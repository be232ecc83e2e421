import { ROOFLINE_GLOBAL_FOOTER, resolveGlobalFooterContent } from '../footer';
import { memoByKey, memoBySource } from './memoBySource';

describe('memoBySource', () => {
  it('should compute once per source and key, and keep only the last eight keys of a source', () => {
    const compute = jest.fn((source: { n: number }, options: { q: string }) => ({ value: `${source.n}${options.q}` }));
    const once = memoBySource(compute, (options) => options.q);
    const source = { n: 1 };

    const first = once(source, { q: 'a' });
    expect(once(source, { q: 'a' })).toBe(first);
    expect(once({ n: 1 }, { q: 'a' })).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);

    for (const q of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) once(source, { q });
    // 'a' was the oldest of nine: computed again.
    expect(once(source, { q: 'a' })).not.toBe(first);
  });

  it('should give the footer the same resolved content (and so the same link objects) for the same options', () => {
    const first = resolveGlobalFooterContent(ROOFLINE_GLOBAL_FOOTER, { queryString: 'utm=1' });
    expect(resolveGlobalFooterContent(ROOFLINE_GLOBAL_FOOTER, { queryString: 'utm=1' })).toBe(first);
    const other = resolveGlobalFooterContent(ROOFLINE_GLOBAL_FOOTER, { queryString: 'utm=2' });
    expect(other).not.toBe(first);
    expect(other.browseByState.href).toContain('utm=2');
  });
});

describe('memoByKey', () => {
  it('should compute once per key, undefined and null keys included', () => {
    const compute = jest.fn((key: string | null | undefined) => ({ key }));
    const memo = memoByKey(compute, 4);
    expect(memo('a')).toBe(memo('a'));
    expect(memo(null)).toBe(memo(null));
    expect(memo(undefined)).not.toBe(memo(null));
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('should start over once it holds its limit, and still answer the same', () => {
    const compute = jest.fn((key: number) => key * 2);
    const memo = memoByKey(compute, 2);
    memo(1);
    memo(2);
    expect(memo(3)).toBe(6); // the cache was full: emptied, then 3 kept
    expect(memo(1)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
