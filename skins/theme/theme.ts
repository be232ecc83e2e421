import { SHARED_LIMITS } from '../../src';
import { DESIGN_TOKENS, type DesignTokens } from './tokens';

/** The brand themes a skin can carry. */
export type SkinBrand = 'ROOFLINE' | 'HOME_ADVISOR' | 'INSTAPRO';

export interface ChromeTheme {
  brand: SkinBrand;
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    text: string;
    muted: string;
    background: string;
    surface: string;
    border: string;
    focus: string;
    error: string;
    success: string;
    footerBackground: string;
    footerText: string;
    overlay: string;
  };
  fonts: { body: string; heading: string };
  tokens: DesignTokens;
  /** Media queries: `desktop` from the 1024 px breakpoint, `mobile` below it. */
  media: { desktop: string; mobile: string; reducedMotion: string };
  zIndex: { header: number; overlay: number; dialog: number; dropdown: number };
  /**
   * How the skins' stylesheet reaches the page (docs/theming.md). Unset: each component renders it
   * as a hoisted `<style>` (React 19 puts one copy in `<head>`). `{ href }`: a hoisted
   * `<link rel="stylesheet">` to the copy of `@roofline/chrome/skins/<brand>.css` you serve.
   * `'external'`: nothing, you import or link that file yourself.
   */
  stylesheet?: ChromeStylesheet | undefined;
  /**
   * The Content Security Policy nonce of the skins' `<style>` and `<link>` elements. Client components
   * take the ChromeProvider's `nonce` (config) over it; set it yourself where no provider is read:
   * the theme of a `ServerFooter` (a React Server Component), `<ServerFooter theme={{ nonce }} />`.
   */
  nonce?: string | undefined;
}

/**
 * Every part of `T` optional, at any depth: what a theme override may leave out. Functions and
 * primitives are taken whole.
 */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * Overrides of a brand theme, as `ThemeProvider`'s `theme` takes them: any part of a `ChromeTheme`,
 * at any depth (`{ colors: { primary: '#005a9c' } }`); what is left out keeps the brand's value.
 * `stylesheet` is taken whole.
 */
export type ChromeThemeOverrides = Omit<DeepPartial<ChromeTheme>, 'stylesheet'> & Pick<ChromeTheme, 'stylesheet'>;

/** Where the skins' CSS comes from: inline (default), a link to a URL, or included by the page itself. */
export type ChromeStylesheet = 'inline' | 'external' | { href: string };

// No web fonts: the system stack renders at first paint with no network.
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const base = {
  fonts: { body: SYSTEM_FONTS, heading: SYSTEM_FONTS },
  tokens: DESIGN_TOKENS,
  media: {
    desktop: `@media (min-width: ${SHARED_LIMITS.mobileBreakpoint}px)`,
    mobile: `@media (max-width: ${SHARED_LIMITS.mobileBreakpoint - 0.02}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndex: { header: 100, overlay: 900, dialog: 1000, dropdown: 1100 },
} as const;

// Colours are chosen for WCAG AA contrast of text on their backgrounds.
export const rooflineTheme: ChromeTheme = {
  ...base,
  brand: 'ROOFLINE',
  colors: {
    primary: '#0b5cad',
    primaryHover: '#08457f',
    onPrimary: '#ffffff',
    text: '#1b2530',
    muted: '#4f5b66',
    background: '#ffffff',
    surface: '#f3f6f9',
    border: '#c9d2db',
    focus: '#0b5cad',
    error: '#b3261e',
    success: '#1e6b35',
    footerBackground: '#14212e',
    footerText: '#f3f6f9',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
};

export const homeAdvisorTheme: ChromeTheme = {
  ...base,
  brand: 'HOME_ADVISOR',
  colors: {
    primary: '#c2410c',
    primaryHover: '#9a3412',
    onPrimary: '#ffffff',
    text: '#222222',
    muted: '#555555',
    background: '#ffffff',
    surface: '#f6f4f1',
    border: '#d6d1ca',
    focus: '#1d4ed8',
    error: '#b3261e',
    success: '#1e6b35',
    footerBackground: '#2b2b2b',
    footerText: '#f5f5f5',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
};

export const instaproTheme: ChromeTheme = {
  ...base,
  brand: 'INSTAPRO',
  colors: {
    primary: '#0f6b5c',
    primaryHover: '#0b5045',
    onPrimary: '#ffffff',
    text: '#1a1f24',
    muted: '#4d5860',
    background: '#ffffff',
    surface: '#f1f5f4',
    border: '#c5d1ce',
    focus: '#0f6b5c',
    error: '#b3261e',
    success: '#1e6b35',
    footerBackground: '#0f2622',
    footerText: '#eef5f3',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
};
