/**
 * Highlighting as data (issue 36): a suggestion's name split into the parts that match what was typed
 * and the parts that do not, case- and accent-insensitively in every locale ("Dachrinne" matches
 * "dachrin", "élagage" matches "elag"). Skins render the matched parts in `<mark>`, as text: nothing
 * from an answer ever becomes markup.
 */

/** One run of a suggestion's name: matched by the typed text or not. */
export interface HighlightPart {
  text: string;
  matched: boolean;
}

/** Letters whose base letter Unicode decomposition does not reveal. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};

const MARKS = /\p{M}/gu;
const MARK = /^\p{M}$/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

function foldChar(char: string): string {
  return FOLDS[char] ?? char.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/**
 * The text as compared: lower case, without accents, spaces collapsed and trimmed. Two searches with
 * the same folded text are the same search (recent searches keep one of them).
 *
 * @example foldSearchText('  Élagage  des ARBRES ') // 'elagage des arbres'
 */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded.replace(/\s+/g, ' ').trim();
}

/** The folded text with, for each of its UTF-16 units, where its character starts and ends in `text`. */
function foldWithMap(text: string) {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let k = 0; k < f.length; k++) {
      starts.push(at);
      ends.push(at + char.length);
    }
    folded += f;
    at += char.length;
  }
  return { folded, starts, ends };
}

/**
 * `text` split into matched and unmatched parts for `query`: each word of the query is marked where
 * a word of the text starts with it ("roof" in "Asphalt Shingle Roof"), else at its first occurrence
 * inside a word ("rinne" in "Dachrinne"). Comparison ignores case and accents; the parts keep the
 * text exactly as given (joined, they are `text`). An empty query gives one unmatched part.
 *
 * @example getHighlightParts('Élagage des arbres', 'elag')
 * // [{ text: 'Élag', matched: true }, { text: 'age des arbres', matched: false }]
 */
export function getHighlightParts(text: string, query: string): HighlightPart[] {
  const words = [...new Set(foldSearchText(query).split(' ').filter(Boolean))];
  if (words.length === 0 || text === '') return [{ text, matched: false }];
  const { folded, starts, ends } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    let first = -1;
    let atWordStart = false;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      if (first < 0) first = at;
      if (at === 0 || !WORD_CHAR.test(folded[at - 1] ?? '')) {
        ranges.push([at, at + word.length]);
        atWordStart = true;
      }
    }
    if (!atWordStart && first >= 0) ranges.push([first, first + word.length]);
  }
  if (ranges.length === 0) return [{ text, matched: false }];
  // To the text's own positions: a match ends after the combining marks of its last letter.
  const spans = ranges
    .map(([from, to]): [number, number] => {
      let end = ends[to - 1] ?? text.length;
      while (end < text.length) {
        const next = String.fromCodePoint(text.codePointAt(end) ?? 0);
        if (!MARK.test(next)) break;
        end += next.length;
      }
      return [starts[from] ?? 0, end];
    })
    .sort((a, b) => a[0] - b[0]);
  const parts: HighlightPart[] = [];
  let at = 0;
  let open: [number, number] | null = null;
  const flush = () => {
    if (!open) return;
    if (open[0] > at) parts.push({ text: text.slice(at, open[0]), matched: false });
    parts.push({ text: text.slice(open[0], open[1]), matched: true });
    at = open[1];
  };
  for (const span of spans) {
    if (open && span[0] <= open[1]) open[1] = Math.max(open[1], span[1]);
    else {
      flush();
      open = [span[0], span[1]];
    }
  }
  flush();
  if (at < text.length) parts.push({ text: text.slice(at), matched: false });
  return parts;
}

/**
 * A search text of the catalogue with its `{query}` filled in (the no-results line, a remove button's
 * name), as plain text.
 *
 * @example formatSearchText('Search for “{query}”', 'gutter cleaning') // 'Search for “gutter cleaning”'
 */
export function formatSearchText(text: string, query: string): string {
  return text.split('{query}').join(query);
}
