import { useTheme } from '@emotion/react';
import './emotion';
import { rooflineTheme, type ChromeTheme } from './theme';
import { skinRoot, type SkinRoot, type SkinSheet } from './sheet';

/** The theme of the surrounding ThemeProvider (a skin's own when there is none above it). */
export function useSkinTheme(): ChromeTheme {
  const theme = useTheme() as Partial<ChromeTheme>;
  return theme.colors ? (theme as ChromeTheme) : rooflineTheme;
}

/**
 * `skinRoot` with the surrounding theme: the root's (or a portal's) class and style, and the
 * elements that bring `sheets` to the page.
 */
export function useSkinRoot(sheets?: readonly SkinSheet[]): SkinRoot {
  return skinRoot(useSkinTheme(), sheets);
}
