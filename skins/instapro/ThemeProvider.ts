'use client';

import { createThemeProvider, instaproTheme } from '../theme';

/** Provides this skin's brand theme to every component below it. */
export const ThemeProvider = createThemeProvider(instaproTheme);
export { instaproTheme as theme };
