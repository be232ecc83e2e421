import { chromium } from 'playwright-core';

/** Debian's chromium; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags the machine needs: no sandbox (root), no GPU, and nothing that reaches out to Google's
 * hosts (the network is closed, and those attempts slow every start).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Launches headless chromium. Playwright starts it with a new, empty user-data dir of its own
 * (removed on close), and each scenario gets its own isolated context on top of that.
 */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
};
