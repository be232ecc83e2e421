import { useTheme } from '@emotion/react';
import './emotion';
import { rooflineTheme, type ChromeTheme } from './theme';
import { themeScope, type ThemeScope } from './vars';

/** The theme of the surrounding ThemeProvider (a skin's own when there is none above it). */
export function useSkinTheme(): ChromeTheme {
  const theme = useTheme() as Partial<ChromeTheme>;
  return theme.colors ? (theme as ChromeTheme) : rooflineTheme;
}

/**
 * The theme class and override properties of the surrounding theme, for content that leaves its
 * component's root: the Radix portals (drawers, the mobile search) render under `<body>`.
 */
export function useThemeScope(): ThemeScope {
  return themeScope(useSkinTheme());
}
