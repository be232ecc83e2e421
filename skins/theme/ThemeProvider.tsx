'use client';

import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import './emotion';
import { mergeTheme } from './mergeTheme';
import type { ChromeTheme, ChromeThemeOverrides } from './theme';
import { SkinThemeContext } from './themeContext';

export interface ThemeProviderProps {
  /** Override parts of the brand theme, at any depth: `{ colors: { primary: '#005a9c' } }`. */
  theme?: ChromeThemeOverrides | undefined;
  children?: ReactNode | undefined;
}

/** Makes a ThemeProvider for a brand theme; each skin exports one as `ThemeProvider`. */
export function createThemeProvider(brandTheme: ChromeTheme) {
  function ThemeProvider({ theme, children }: ThemeProviderProps) {
    const merged = useMemo(() => mergeTheme(brandTheme, theme), [theme]);
    // The skins read the library's context; Emotion's is for your own Emotion components (useTheme).
    return (
      <EmotionThemeProvider theme={merged}>
        <SkinThemeContext.Provider value={merged}>{children}</SkinThemeContext.Provider>
      </EmotionThemeProvider>
    );
  }
  ThemeProvider.displayName = `ThemeProvider(${brandTheme.brand})`;
  return ThemeProvider;
}
