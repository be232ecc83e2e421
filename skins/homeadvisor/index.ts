import type { SkinCheck, SkinContractBreaches } from '../contract';
import type * as entry from './index';
export { ThemeProvider, theme } from './ThemeProvider';
export type { ThemeProviderProps, ChromeTheme, ChromeThemeOverrides, BrandComponent, DesignTokens } from '../theme';
export { DESIGN_TOKENS } from '../theme/tokens';
export * from './search';
export * from './subscription';
export * from './header';
export * from './chat';
export * from './footer';
export * from './widgets';

// Compile-time: this entry exports every name of the skin contract (skins/contract.ts), each
// component with exactly its props; a breach names the export in the error.
type _Contract = SkinCheck<SkinContractBreaches<typeof entry>>;
