// Whitespace, control characters and the code points Unicode says to render as nothing (zero-width
// space, joiner and non-joiner, word joiner, byte order mark, soft hyphen, bidirectional marks,
// variation selectors, Hangul fillers...), plus the blank Braille pattern.
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * True when the text has at least one character that shows: a name made only of whitespace and
 * invisible characters (`'\u200B'`, `' \u00AD\u2060 '`) renders as nothing and names nothing, so it
 * counts as missing, as an empty one does.
 *
 * @example hasVisibleText('Roofing') // true
 * @example hasVisibleText('\u200B\u200D') // false
 */
export function hasVisibleText(text: string): boolean {
  return !INVISIBLE_ONLY.test(text);
}
