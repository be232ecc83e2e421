'use client';

import { ThemeProvider as EmotionThemeProvider, useTheme } from '@emotion/react';
import type { ComponentType, ReactElement } from 'react';
import './emotion';
import type { ChromeTheme } from './theme';

/** A brand's component: a function component with exactly the shared component's props. */
export interface BrandComponent<P> {
  (props: P): ReactElement;
  displayName?: string;
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
    const outer = useTheme() as Partial<ChromeTheme>;
    const element = <Component {...props} />;
    return outer.colors ? element : <EmotionThemeProvider theme={brandTheme}>{element}</EmotionThemeProvider>;
  }
  Themed.displayName = `${brandTheme.brand}(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Themed;
}
