'use client';

import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import './emotion';
import { mergeTheme } from './mergeTheme';
import type { ChromeTheme, ChromeThemeOverrides } from './theme';

export interface ThemeProviderProps {
  /** Override parts of the brand theme, at any depth: `{ colors: { primary: '#005a9c' } }`. */
  theme?: ChromeThemeOverrides;
  children?: ReactNode;
}

/** Makes a ThemeProvider for a brand theme; each skin exports one as `ThemeProvider`. */
export function createThemeProvider(brandTheme: ChromeTheme) {
  function ThemeProvider({ theme, children }: ThemeProviderProps) {
    const merged = useMemo(() => mergeTheme(brandTheme, theme), [theme]);
    return <EmotionThemeProvider theme={merged}>{children}</EmotionThemeProvider>;
  }
  ThemeProvider.displayName = `ThemeProvider(${brandTheme.brand})`;
  return ThemeProvider;
}
