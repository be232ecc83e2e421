import type { ChromeTheme } from './theme';

/** A brand theme with overrides (colours merged key by key), as the skins' ThemeProvider merges them. */
export function mergeTheme(brandTheme: ChromeTheme, overrides?: Partial<ChromeTheme>): ChromeTheme {
  return overrides
    ? { ...brandTheme, ...overrides, colors: { ...brandTheme.colors, ...overrides.colors } }
    : brandTheme;
}
