import type { SheetClasses, SkinSheet } from './sheet';

/**
 * A sheet whose CSS was compiled at build time: what `defineStyles` calls become in the built
 * package (scripts/precompile-sheets.mjs), so a page runs no style compiler (no @emotion/serialize,
 * no stylis for the skins) and hydration compiles nothing. Same href, class names and CSS as
 * `defineStyles` gives for the same rules.
 */
export function staticSheet<K extends string>(area: string, ruleNames: readonly K[], css: string): SkinSheet<K> {
  const href = `rc-${area}`;
  const classes = Object.fromEntries(ruleNames.map((name) => [name, ruleClassName(href, name)])) as SheetClasses<K>;
  return { href, classes, css };
}

/** `rc-<area>-<rule>`: the rule's name in kebab case, without a trailing `Style`. */
export function ruleClassName(href: string, rule: string): string {
  const kebab = rule
    .replace(/Style$/, '')
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replace(/^-/, '');
  return `${href}-${kebab}`;
}
