import type { CSSProperties } from 'react';
import { homeAdvisorTheme, instaproTheme, rooflineTheme, type ChromeTheme, type SkinBrand } from './theme';

// The brand themes differ only in colours and fonts, so those are CSS custom properties: every style
// is written once against `themeVars` (a theme whose colours are `var(--rc-color-…)`), compiled once
// to a static class, and a brand (or your override) only sets the properties on the component's root.

type ColorKey = keyof ChromeTheme['colors'];
type FontKey = keyof ChromeTheme['fonts'];

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property of a theme colour, e.g. `--rc-color-primary-hover`. */
export const colorProperty = (key: ColorKey) => `--rc-color-${kebab(key)}`;
/** The custom property of a theme font, e.g. `--rc-font-body`. */
export const fontProperty = (key: FontKey) => `--rc-font-${kebab(key)}`;

const COLOR_KEYS = Object.keys(rooflineTheme.colors) as ColorKey[];
const FONT_KEYS = Object.keys(rooflineTheme.fonts) as FontKey[];

const map = <K extends string>(keys: readonly K[], value: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;

/**
 * The theme every skin style is evaluated with: colours and fonts are `var(--rc-…)` references; the
 * design tokens, media queries and stacking order are the same for every brand and stay literal.
 * (Pure: the built package's sheets are compiled already, and a page drops it.)
 */
export const themeVars: ChromeTheme = /* @__PURE__ */ (() => ({
  ...rooflineTheme,
  colors: map(COLOR_KEYS, (key) => `var(${colorProperty(key)})`) as ChromeTheme['colors'],
  fonts: map(FONT_KEYS, (key) => `var(${fontProperty(key)})`) as ChromeTheme['fonts'],
}))();

const BRAND_THEMES: Record<SkinBrand, ChromeTheme> = {
  ROOFLINE: rooflineTheme,
  HOME_ADVISOR: homeAdvisorTheme,
  INSTAPRO: instaproTheme,
};

/** The class that sets a brand's custom properties, e.g. `rc-theme-home-advisor`. */
export const themeClassName = (brand: SkinBrand) => `rc-theme-${brand.toLowerCase().replace(/_/g, '-')}`;

/**
 * The custom properties of `theme`'s colours and fonts that differ from `base`'s (all without a
 * base), as declarations: `--rc-color-primary:#0b5cad;`. A value that could end the rule or the
 * declaration (`{`, `}`, `;`, a trailing backslash) is left out: a theme override is data, not CSS.
 */
function declarations(theme: Pick<ChromeTheme, 'colors' | 'fonts'>, base?: Pick<ChromeTheme, 'colors' | 'fonts'>) {
  let out = '';
  const add = (property: string, value: unknown, baseValue: string | undefined) => {
    if (typeof value === 'string' && value !== baseValue && !/[{};]|\\$/.test(value)) out += `${property}:${value};`;
  };
  for (const key of COLOR_KEYS) add(colorProperty(key), theme.colors[key], base?.colors[key]);
  for (const key of FONT_KEYS) add(fontProperty(key), theme.fonts[key], base?.fonts[key]);
  return out;
}

/** The CSS of a brand's theme class: its colours and fonts as custom properties. */
export function brandThemeCss(brand: SkinBrand): string {
  return `.${themeClassName(brand)}{${declarations(BRAND_THEMES[brand])}}`;
}

/** The CSS of every brand's theme class: rendered with the components' sheets. */
export const themeCss = (Object.keys(BRAND_THEMES) as SkinBrand[]).map(brandThemeCss).join('');

export interface ThemeScope {
  /** The brand's theme class, and the class of your overrides when the theme has any. */
  className: string;
  /**
   * The overrides' rule (none for a brand theme as is): the custom properties your overrides change,
   * set by their class `rc-theme-x<hash>`.
   */
  overrides?: string | undefined;
}

const scopes = new WeakMap<ChromeTheme, ThemeScope>();

/** A short hash of a text (djb2, base 36): the same on the server and the client. */
function hash(text: string): string {
  let value = 5381;
  for (let i = 0; i < text.length; i++) value = (value * 33) ^ text.charCodeAt(i);
  return (value >>> 0).toString(36);
}

/**
 * What a skin component's root (and each of its portals) carries so that the styles inside it take
 * this theme: the brand's class and, when your overrides change colours or fonts, a class named after
 * them whose rule (`css`, rendered in a `<style>` with the page's nonce) sets those custom
 * properties. No inline `style`: a strict Content Security Policy (`style-src` without
 * `'unsafe-inline'`) drops style attributes of the server's HTML. Computed once per theme object.
 */
export function themeScope(theme: ChromeTheme): ThemeScope {
  let scope = scopes.get(theme);
  if (!scope) {
    const base = BRAND_THEMES[theme.brand] ?? rooflineTheme;
    const className = themeClassName(base.brand);
    const overrides = declarations(theme, base);
    const href = overrides && `rc-theme-x${hash(overrides)}`;
    // The class twice: it wins over the brand's class wherever the two rules land in the page.
    scope = href ? { className: `${className} ${href}`, overrides: `.${href}.${href}{${overrides}}` } : { className };
    scopes.set(theme, scope);
  }
  return scope;
}

/** Two inline styles merged (the second wins), or whichever is set. */
export function mergeStyles(first?: CSSProperties, second?: CSSProperties): CSSProperties | undefined {
  return first && second ? { ...first, ...second } : (first ?? second);
}
