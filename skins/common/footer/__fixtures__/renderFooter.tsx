import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ChromeProvider, type AnalyticsAdapter, type ChromeConfig } from '../../../../src';
import { ThemeProvider as HomeAdvisorTheme } from '../../../homeadvisor/ThemeProvider';
import { ThemeProvider as InstaproTheme } from '../../../instapro/ThemeProvider';
import { ThemeProvider as RooflineTheme } from '../../../roofline/ThemeProvider';

/** 1 June 2026, so the copyright ranges end in 2026 (regional ones still end in 2025). */
export const NOW = Date.UTC(2026, 5, 1);

const THEMES = { roofline: RooflineTheme, homeadvisor: HomeAdvisorTheme, instapro: InstaproTheme };

export function makeAnalytics() {
  return { track: jest.fn(), page: jest.fn(), identify: jest.fn() } satisfies AnalyticsAdapter;
}

/** Renders a footer inside ChromeProvider (injected analytics, now, no storage, no network) and a brand theme. */
export function renderFooter(
  ui: ReactElement,
  { skin = 'roofline', config = {} }: { skin?: keyof typeof THEMES; config?: ChromeConfig } = {},
) {
  const analytics = makeAnalytics();
  const Theme = THEMES[skin];
  const fetch = jest.fn(() => Promise.reject(new Error('no network in tests')));
  const utils = render(
    <ChromeProvider config={{ analytics, now: () => NOW, storage: null, fetch, ...config }}>
      <Theme>{ui}</Theme>
    </ChromeProvider>,
  );
  // Fake timers (see `withFakeTimersInEachTest`) keep the 300 ms animation timer from firing mid-test.
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...utils, analytics, fetch, user };
}

/** The panel a column heading's toggle controls. */
export function panelOf(headingText: string): HTMLElement {
  const button = screen.getByRole('button', { name: headingText });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`No panel for ${headingText}`);
  return panel;
}

/** [text, href] of every link in an element. */
export function linkRows(element: HTMLElement): Array<[string, string | null]> {
  return within(element)
    .getAllByRole('link')
    .map((a) => [a.textContent ?? '', a.getAttribute('href')]);
}

/** Stops jsdom from trying to navigate on link clicks (the click and its tracking still happen). */
export function preventNavigation() {
  const stop = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
  };
  beforeAll(() => document.addEventListener('click', stop, true));
  afterAll(() => document.removeEventListener('click', stop, true));
}

/**
 * Fake timers in every test of the file, so the footer's 300 ms animation timer only fires when a
 * test advances time. Switch to real timers (`jest.useRealTimers()`) before running axe.
 */
export function withFakeTimersInEachTest() {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
}
