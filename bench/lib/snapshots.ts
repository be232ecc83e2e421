/** Pure reading of the suggestion lists a page showed while typing: was a stale answer ever shown? */
import type { BenchRecorder } from '../page/instrument';
import { queryOfItem } from './server';

/** Reads the recorded lists: which query each answered, in the order they showed. */
export function analyseSnapshots(snapshots: BenchRecorder['snapshots'], finalText: string) {
  let newest = -1;
  const problems: string[] = [];
  let last: string | null = null;
  for (const snapshot of snapshots) {
    if (snapshot.items.length === 0) continue;
    const queries = new Set(snapshot.items.map((item) => queryOfItem(item).trim()));
    if (queries.size > 1) problems.push(`a list mixed answers for ${[...queries].map((q) => `"${q}"`).join(', ')}`);
    const query = [...queries][0] ?? '';
    if (query.length < newest) problems.push(`"${query}" shown after a newer answer (input "${snapshot.input}")`);
    newest = Math.max(newest, query.length);
    last = query;
  }
  const finalShown = last === finalText.trim();
  if (last !== null && !finalShown) problems.push(`ended on the answer for "${last}", not "${finalText.trim()}"`);
  return { stale: problems.length > 0, detail: problems.slice(0, 2).join('; '), finalShown };
}
