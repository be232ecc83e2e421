export { ThemeProvider, theme } from './ThemeProvider';
export type { ThemeProviderProps, ChromeTheme, BrandComponent } from '../theme';
export * from './search';
export * from './subscription';
export * from './header';
export * from './chat';
export * from './footer';
export * from './widgets';
