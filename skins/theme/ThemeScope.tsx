'use client';

import type { ReactNode } from 'react';
import type { ChromeTheme } from './theme';
import { SkinThemeContext } from './themeContext';

export interface ThemeScopeProps {
  /** The (serialisable) theme. */
  theme: ChromeTheme;
  children?: ReactNode | undefined;
}

/**
 * Gives client islands (the header's root, the footer sign-up form, the reviews widget...) their theme
 * under a Server Component, where no ThemeProvider can sit above them: the theme is plain data, so
 * the server passes it as a prop. The skins' own theme context (`SkinThemeContext`), not Emotion's: no
 * Emotion runtime comes with an island.
 */
export function ThemeScope({ theme, children }: ThemeScopeProps) {
  return <SkinThemeContext.Provider value={theme}>{children}</SkinThemeContext.Provider>;
}
