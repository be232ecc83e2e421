/** Typing runs in headless Chromium (Debian's, through playwright-core) against the bench server. */
import { chromium, type Browser } from 'playwright-core';
import type { BenchRecorder } from '../page/instrument';
import type { BenchServer } from './server';
import { analyseSnapshots } from './snapshots';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserHandle {
  browser: Browser;
  version: string;
  close: () => Promise<void>;
}

export async function launchChromium(executablePath: string): Promise<BrowserHandle> {
  // playwright starts Chromium on a fresh, empty temporary profile and removes it on close.
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  return {
    browser,
    version: browser.version(),
    close: async () => {
      await browser.close().catch(() => undefined);
    },
  };
}

export interface TypingPlan {
  /** Page id served at /app/<id>. */
  app: string;
  inputSelector: string;
  /** Typed in parts, `keyDelayMs` between keys, `pauseMs` between parts. */
  parts: string[];
  keyDelayMs: number;
  pauseMs: number;
  /** How long to keep watching after the last key once the final list has shown (and at most). */
  settleMs: number;
  maxWaitMs: number;
}

export interface TypingResult {
  requests: string[];
  keys: number;
  /** ms from the last keydown to the frame after the final query's list was in the DOM; null if it never showed. */
  paintMs: number | null;
  commits: number;
  /** Longest gap between two keydowns (ms): the typing really was at 50 ms a key when it stays under 100. */
  maxKeyGapMs: number;
  /** Debugging: commit and key times relative to the first key. */
  timeline: { keys: number[]; commits: number[] };
  /** An older answer replaced a newer one, a list mixed answers, or the final list is not the final query's. */
  stale: boolean;
  staleDetail: string;
  finalShown: boolean;
  rendersInside: number;
  rendersOutside: number;
  outsideNames: Record<string, number>;
}

/** keyDown (with the text, so it types) and keyUp events of one printable character. */
function keyEvents(char: string) {
  const code = char === ' ' ? 'Space' : `Key${char.toUpperCase()}`;
  const keyCode = char === ' ' ? 32 : char.toUpperCase().charCodeAt(0);
  const base = { key: char, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
  return [
    { type: 'keyDown' as const, text: char, unmodifiedText: char, ...base },
    { type: 'keyUp' as const, ...base },
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runTyping(
  handle: BrowserHandle,
  server: BenchServer,
  initScript: string,
  plan: TypingPlan,
  trackFibers = false,
): Promise<TypingResult> {
  const finalText = plan.parts.join('');
  const context = await handle.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: initScript });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.origin}/app/${plan.app}`, { waitUntil: 'load' });
    const input = page.locator(plan.inputSelector).first();
    await input.waitFor({ state: 'visible' }).catch((error: Error) => {
      throw new Error(`${plan.app}: ${error.message.split('\n')[0]}; page errors: ${pageErrors.join('; ') || 'none'}`);
    });
    await input.click();
    await sleep(150);
    await page.evaluate(
      ({ selector, target, fibers }) => {
        const bench = (window as unknown as { __bench: BenchRecorder }).__bench;
        bench.inputSelector = selector;
        bench.target = target;
        bench.keys = [];
        bench.snapshots = [];
        bench.commits = 0;
        bench.commitTimes = [];
        bench.paintedAt = null;
        bench.rendersInside = 0;
        bench.rendersOutside = 0;
        bench.outsideNames = {};
        bench.trackFibers = fibers;
      },
      { selector: plan.inputSelector, target: finalText, fibers: trackFibers },
    );
    server.takeRequests();
    // Keys go out on a fixed schedule (not one after the other's round trip), straight through the
    // DevTools protocol, so a slow page cannot stretch the 50 ms between them on the sending side.
    const cdp = await context.newCDPSession(page);
    const sent: Array<Promise<unknown>> = [];
    const start = Date.now();
    let slot = 0;
    for (const [index, part] of plan.parts.entries()) {
      let at = slot * plan.keyDelayMs + index * plan.pauseMs;
      for (const char of part) {
        await sleep(Math.max(0, start + at - Date.now()));
        sent.push(...keyEvents(char).map((event) => cdp.send('Input.dispatchKeyEvent', event)));
        at += plan.keyDelayMs;
        slot++;
      }
    }
    await Promise.all(sent);
    // Watch until the final list has been painted and nothing changed for settleMs, or maxWaitMs.
    const started = Date.now();
    let quietSince = Date.now();
    let lastCount = -1;
    while (Date.now() - started < plan.maxWaitMs) {
      await sleep(50);
      const state = await page.evaluate(() => {
        const bench = (window as unknown as { __bench: BenchRecorder }).__bench;
        return { painted: bench.paintedAt !== null && bench.paintedAt > 0, count: bench.snapshots.length };
      });
      if (state.count !== lastCount) {
        lastCount = state.count;
        quietSince = Date.now();
      }
      if (state.painted && Date.now() - quietSince >= plan.settleMs) break;
    }
    const recorded = await page.evaluate(() => (window as unknown as { __bench: BenchRecorder }).__bench);
    const requests = server.takeRequests().map((request) => request.query);
    const lastKey = recorded.keys[recorded.keys.length - 1];
    const paintMs =
      recorded.paintedAt !== null && recorded.paintedAt > 0 && lastKey !== undefined
        ? recorded.paintedAt - lastKey
        : null;
    const analysis = analyseSnapshots(recorded.snapshots, finalText);
    return {
      requests,
      keys: recorded.keys.length,
      paintMs,
      commits: recorded.commits,
      maxKeyGapMs: Math.max(0, ...recorded.keys.slice(1).map((key, index) => key - (recorded.keys[index] ?? key))),
      timeline: {
        keys: recorded.keys.map((key) => Math.round(key - (recorded.keys[0] ?? 0))),
        commits: recorded.commitTimes.map((time) => Math.round(time - (recorded.keys[0] ?? 0))),
      },
      stale: analysis.stale,
      staleDetail: analysis.detail,
      finalShown: analysis.finalShown,
      rendersInside: recorded.rendersInside,
      rendersOutside: recorded.rendersOutside,
      outsideNames: recorded.outsideNames,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
