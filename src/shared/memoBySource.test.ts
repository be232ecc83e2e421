import { ROOFLINE_GLOBAL_FOOTER, resolveGlobalFooterContent } from '../footer';
import { memoBySource } from './memoBySource';

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
