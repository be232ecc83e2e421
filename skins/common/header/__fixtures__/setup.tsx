import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ChromeProvider, type ChromeConfig } from '../../../../src';
import { makeRawNavigationData } from '../../../../src/navigation/__fixtures__/navigationData';
import { ThemeProvider } from '../../../roofline';

export { makeRawNavigationData };
export { mockViewport } from '../../../../src/navigation/__fixtures__/viewport';

/** jsdom lacks ResizeObserver (Radix's popper measures with it). */
export function stubResizeObserver() {
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}

export const TEST_LOCATION = () => ({
  href: 'https://www.roofline.com/cost/roofing?zip=10001#top',
  origin: 'https://www.roofline.com',
  pathname: '/cost/roofing',
  search: '?zip=10001',
  hash: '#top',
});

export interface RenderOptions {
  config?: ChromeConfig;
  advanceTimers?: (ms: number) => void;
}

/** Renders inside ChromeProvider + the Roofline ThemeProvider, with a user-event instance. */
export function renderWithChrome(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
} {
  stubResizeObserver();
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const result = render(
    <ChromeProvider config={{ location: TEST_LOCATION, navigate: jest.fn(), ...options.config }}>
      <ThemeProvider>{ui}</ThemeProvider>
    </ChromeProvider>,
  );
  return { ...result, user };
}
