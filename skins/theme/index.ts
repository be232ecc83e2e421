export { rooflineTheme, homeAdvisorTheme, instaproTheme } from './theme';
export type { ChromeTheme, SkinBrand } from './theme';
export { createThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { withBrandTheme } from './withBrandTheme';
export type { BrandComponent } from './withBrandTheme';
