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

function declarations(theme: Pick<ChromeTheme, 'colors' | 'fonts'>, base?: Pick<ChromeTheme, 'colors' | 'fonts'>) {
  const out: Record<string, string> = {};
  for (const key of COLOR_KEYS)
    if (theme.colors[key] !== base?.colors[key]) out[colorProperty(key)] = theme.colors[key];
  for (const key of FONT_KEYS) if (theme.fonts[key] !== base?.fonts[key]) out[fontProperty(key)] = theme.fonts[key];
  return out;
}

/** The CSS of a brand's theme class: its colours and fonts as custom properties. */
export function brandThemeCss(brand: SkinBrand): string {
  const body = Object.entries(declarations(BRAND_THEMES[brand]))
    .map(([property, value]) => `${property}:${value};`)
    .join('');
  return `.${themeClassName(brand)}{${body}}`;
}

/** The CSS of every brand's theme class: rendered with the components' sheets. */
export const themeCss = (Object.keys(BRAND_THEMES) as SkinBrand[]).map(brandThemeCss).join('');

export interface ThemeScope {
  /** The brand's theme class. */
  className: string;
  /** The custom properties your overrides change (none for a brand theme as is). */
  style?: CSSProperties;
}

const scopes = new WeakMap<ChromeTheme, ThemeScope>();

/**
 * What a skin component's root (and each of its portals) carries so that the styles inside it take
 * this theme: the brand's class, and inline custom properties for the colours and fonts that differ
 * from the brand's. Computed once per theme object.
 */
export function themeScope(theme: ChromeTheme): ThemeScope {
  let scope = scopes.get(theme);
  if (!scope) {
    const base = BRAND_THEMES[theme.brand] ?? rooflineTheme;
    const overrides = declarations(theme, base);
    scope = {
      className: themeClassName(base.brand),
      style: Object.keys(overrides).length ? (overrides as CSSProperties) : undefined,
    };
    scopes.set(theme, scope);
  }
  return scope;
}

/** Two inline styles merged (the second wins), or whichever is set. */
export function mergeStyles(first?: CSSProperties, second?: CSSProperties): CSSProperties | undefined {
  return first && second ? { ...first, ...second } : (first ?? second);
}
