'use client';

import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import './emotion';
import type { ChromeTheme } from './theme';

export interface ThemeScopeProps {
  /** The (serialisable) theme. */
  theme: ChromeTheme;
  children?: ReactNode;
}

/**
 * Gives Emotion-styled client islands (the footer sign-up form, the reviews widget...) their theme
 * under a Server Component, where no ThemeProvider can sit above them: the theme is plain data, so
 * the server passes it as a prop.
 */
export function ThemeScope({ theme, children }: ThemeScopeProps) {
  return <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>;
}
