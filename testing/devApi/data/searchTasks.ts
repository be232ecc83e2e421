import { CATEGORY_KEYWORDS, TASKS, type Task } from './tasks';

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
}

interface Indexed {
  task: Task;
  lowerName: string;
  nameWords: string[];
  keywordWords: string[];
}

const INDEX: readonly Indexed[] = TASKS.map((task) => ({
  task,
  lowerName: task.name.toLowerCase(),
  nameWords: words(task.name),
  keywordWords: [...words(task.category), ...(CATEGORY_KEYWORDS.get(task.category) ?? []).flatMap(words)],
}));

/**
 * Tasks matching a typed query, best first: names starting with the query, then names with a word
 * starting with it, then names whose words start with every typed word, then tasks found through
 * their category's name and words ("roofing", "plumber", "maid"). Empty queries match nothing.
 */
export function searchTasks(query: string, limit: number): Task[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  const phrase = typed.join(' ');
  const scored: Array<{ task: Task; score: number }> = [];
  for (const entry of INDEX) {
    const score = scoreEntry(entry, typed, phrase);
    if (score !== null) scored.push({ task: entry.task, score });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.task.name.length - b.task.name.length || a.task.name.localeCompare(b.task.name),
  );
  return scored.slice(0, limit).map((s) => s.task);
}

function scoreEntry(entry: Indexed, typed: string[], phrase: string): number | null {
  if (entry.lowerName.startsWith(phrase)) return 0;
  if (entry.nameWords.some((w) => w.startsWith(phrase))) return 1;
  const inName = (t: string) => entry.nameWords.some((w) => w.startsWith(t));
  if (typed.every(inName)) return 2;
  const inEither = (t: string) => inName(t) || entry.keywordWords.some((w) => w.startsWith(t));
  if (typed.every(inEither)) return 3;
  return null;
}
