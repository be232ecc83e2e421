'use client';

import { createThemeProvider, rooflineTheme } from '../theme';

/** Provides this skin's brand theme to every component below it. */
export const ThemeProvider = createThemeProvider(rooflineTheme);
export { rooflineTheme as theme };
