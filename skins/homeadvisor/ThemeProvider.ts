'use client';

import { createThemeProvider, homeAdvisorTheme } from '../theme';

/** Provides this skin's brand theme to every component below it. */
export const ThemeProvider = createThemeProvider(homeAdvisorTheme);
export { homeAdvisorTheme as theme };
