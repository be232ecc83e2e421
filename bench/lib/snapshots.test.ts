/** @jest-environment node */
import { analyseSnapshots } from './snapshots';
import { answerFor, queryOfItem } from './server';

const list = (query: string, input = query) => ({
  t: 0,
  input,
  items: answerFor(query, 3).results.map((result) => result.name),
});

describe('analyseSnapshots', () => {
  it('given lists that follow the typing and end on the final query, should find nothing stale', () => {
    const result = analyseSnapshots([list('ro'), list('roof', 'roof l'), list('roof leaks')], 'roof leaks');
    expect(result).toEqual({ stale: false, detail: '', finalShown: true });
  });

  it('given an older answer shown after a newer one, should report it stale', () => {
    const result = analyseSnapshots([list('roof leaks'), list('roof', 'roof leaks')], 'roof leaks');
    expect(result.stale).toBe(true);
    expect(result.detail).toContain('"roof" shown after a newer answer');
    expect(result.finalShown).toBe(false);
  });

  it('given a list mixing two answers, should report it stale', () => {
    const mixed = { t: 0, input: 'roof leaks', items: ['roof #1', 'roof leaks #1'] };
    expect(analyseSnapshots([mixed], 'roof leaks').detail).toContain('mixed answers');
  });

  it('given empty lists between answers, should ignore them', () => {
    const empty = { t: 0, input: 'roof', items: [] };
    expect(analyseSnapshots([list('roof'), empty, list('roof leaks')], 'roof leaks').stale).toBe(false);
  });

  it('given a peer that asked with a trailing space, should compare trimmed queries', () => {
    expect(analyseSnapshots([list('roof '), list('roof leaks')], 'roof leaks').stale).toBe(false);
  });
});

describe('queryOfItem', () => {
  it('should read the query back from an answer name', () => {
    expect(queryOfItem(answerFor('a #b', 1).results[0]?.name ?? '')).toBe('a #b');
  });
});
