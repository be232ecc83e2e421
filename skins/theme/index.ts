export { rooflineTheme, homeAdvisorTheme, instaproTheme } from './theme';
export { DESIGN_TOKENS } from './tokens';
export type { DesignTokens } from './tokens';
export type { ChromeTheme, ChromeThemeOverrides, DeepPartial, SkinBrand } from './theme';
export { createThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { withBrandTheme } from './withBrandTheme';
export type { BrandComponent } from './withBrandTheme';
