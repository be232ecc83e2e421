'use client';

import { sharedContext } from '../../src/shared/sharedContext';
import type { ChromeTheme } from './theme';

/**
 * The skins' theme, as the skin components read it (`useSkinTheme`): set by the skins'
 * `ThemeProvider` and brand components, and by `ThemeScope` for the client islands of a Server
 * Component. A React context of the library's own, not Emotion's: an island reads its theme without
 * bringing Emotion's runtime (its cache, the stylis compiler) to the page. The skins' `ThemeProvider`
 * still puts the theme in Emotion's context too, for your own Emotion components. One context for
 * the ESM and the CommonJS build (see `sharedContext`).
 */
export const SkinThemeContext = /* @__PURE__ */ sharedContext<ChromeTheme | null>('SkinThemeContext', null);
