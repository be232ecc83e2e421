'use client';

import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { useContext, type ComponentType, type ReactElement } from 'react';
import './emotion';
import type { ChromeTheme } from './theme';
import { SkinThemeContext } from './themeContext';

/** A brand's component: a function component with exactly the shared component's props. */
export interface BrandComponent<P> {
  (props: P): ReactElement;
  displayName?: string | undefined;
}

/**
 * Wraps a shared skin component so it renders with the brand's theme when no ThemeProvider is above
 * it: a skin component works on its own, and an outer ThemeProvider (with overrides) still wins.
 * Side-effect free: annotate each call `@__PURE__` so a bundler drops the exports nobody imports.
 */
export function withBrandTheme<P extends object>(
  Component: ComponentType<P>,
  brandTheme: ChromeTheme,
): BrandComponent<P> {
  function Themed(props: P) {
    const outer = useContext(SkinThemeContext);
    const element = <Component {...props} />;
    return outer ? (
      element
    ) : (
      <EmotionThemeProvider theme={brandTheme}>
        <SkinThemeContext.Provider value={brandTheme}>{element}</SkinThemeContext.Provider>
      </EmotionThemeProvider>
    );
  }
  Themed.displayName = `${brandTheme.brand}(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Themed;
}
