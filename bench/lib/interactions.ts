/**
 * Issue 29's interaction bench: how long the header's interactions take on a phone's CPU, against the
 * same interaction on the peers' menus and dialogs, in one run.
 *
 * - Ours: the gallery (examples/gallery) built with Vite into the bench's cache folder from today's
 *   sources (src/, skins/), served with its dev API as the e2e run does (e2e/servers.mjs), brand Roofline.
 * - Peers: the "combobox + dropdown menu + dialog" apps of bench/apps/suite (Radix Dialog + DropdownMenu,
 *   Headless UI, Ariakit, react-aria-components) and the search demos of bench/apps/search for typing,
 *   each bundled with esbuild on React's production build (no Profiler) and served by the bench server.
 * - Chromium with the CPU slowed 4x (DevTools `Emulation.setCPUThrottlingRate`), motion on
 *   (`reducedMotion: 'no-preference'`); at 375 px a phone (touch, mobile viewport) tapped, at 1280 px a
 *   mouse clicking. Each interaction family gets a fresh page, loaded and left to go quiet (no request
 *   in flight, an idle callback with no new request) before the first input; then the first time, the
 *   way back, and the second time.
 * - Two measures per interaction: the Event Timing duration (the longest entry of its interactionId,
 *   threshold 16 ms: the measure INP takes), and the time from the input's timestamp to the first frame
 *   in which its element is shown (or gone) and nothing animates any more (bench/page/interactions.ts).
 *
 * Alone: `npm run bench -- --only=interactions` (`--quick`: 2 runs instead of 5; `--ix=drawer,search`:
 * some families only, of drawer, search, navPanel, account, typing; `--gallery-from=<checkout>`: the
 * gallery of another checkout, e.g. a `git worktree` of an older commit; `--before-from=<checkout>`:
 * another checkout's gallery measured in the same run, interleaved with ours, as the "before" column;
 * `--save-before`: the run becomes bench/baselines/interactions-before.json, the "before" column;
 * `--write-docs`: the run's tables replace the interaction tables of docs/performance.md).
 * - The native floor (issue 33, bench/lib/nativeFloor.tsx): the header's own markup whose popups the
 *   browser opens with no script (`<dialog>`, `popover`, `commandfor`), measured in the same run.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { EventEntry, IxRecorder, SettleResult, TargetSpec } from '../page/interactions';
import { buildInitScript } from './bundle';
import { nativeFloorHtml } from './nativeFloor';
import { CONTENDERS } from './libraries';
import type { BenchServer } from './server';

type Table = { title: string; note?: string; head: string[]; rows: string[][] };

export const CPU_SLOWDOWN = 4;
const TYPED = 'roof leaks';
/** One key every 120 ms (down, 60 ms, up, 60 ms): a quick typist. */
const KEY_DOWN_MS = 60;
const KEY_GAP_MS = 60;
/** The dev API's and the bench server's autocomplete latency during the typing runs. */
const AUTOCOMPLETE_MS = 50;
const SETTLE_TIMEOUT_MS = 10_000;
const LOAD_TIMEOUT_MS = 60_000;

export const BASELINE_FILE = 'bench/baselines/interactions-before.json';

/** The rows of the table: one interaction of ours each, with the peers' nearest equivalent. */
export const ROWS = [
  { id: 'drawerOpen', label: 'tap the hamburger → drawer shown', viewport: 375, peer: 'dialogOpen' },
  { id: 'drawerClose', label: 'close the drawer (✕)', viewport: 375, peer: 'dialogClose' },
  { id: 'searchOpen', label: 'mobile search open', viewport: 375, peer: 'dialogOpen' },
  { id: 'searchClose', label: 'mobile search close (back arrow)', viewport: 375, peer: 'dialogClose' },
  { id: 'navPanelOpen', label: 'desktop nav panel open', viewport: 1280, peer: 'menuOpen' },
  { id: 'accountOpen', label: 'account menu open (signed in)', viewport: 1280, peer: 'menuOpen' },
  { id: 'typing', label: 'typing into the search, per key', viewport: 1280, peer: 'typing' },
] as const;
export type RowId = (typeof ROWS)[number]['id'];
type PeerMeasure = (typeof ROWS)[number]['peer'];

/** What each peer does for a row: its dialog opened and closed, its menu opened, its combobox typed in. */
const PEER_WHAT: Record<PeerMeasure, string> = {
  dialogOpen: 'its dialog opened (tap, 375 px)',
  dialogClose: "its dialog's Close tapped (375 px)",
  menuOpen: 'its dropdown menu opened (click, 1280 px)',
  typing: 'its combobox demo typed in (1280 px)',
};

/** The issue's own figures (another run: the Next example and the gallery, CPU 4x, median of 5). */
export const ISSUE_FIGURES: Record<RowId, string> = {
  drawerOpen: '120 ms / (could not be closed)',
  drawerClose: '(could not be closed)',
  searchOpen: '120–136 / 56–64 ms',
  searchClose: '72–96 / 56–72 ms',
  navPanelOpen: '32–56 / 16–40 ms',
  accountOpen: '80 / 48 ms',
  typing: '16 ms (Downshift 18, Algolia 19, Headless UI 18, React Aria hooks 27, React Aria Components 30)',
};

interface PeerApp {
  id: string;
  name: string;
  /** The module and export under bench/apps. */
  module: string;
  exportName: string;
  measures: PeerMeasure[];
  inputSelector?: string;
  /** A rule the page needs to be usable at all (added by the script before it mounts). */
  css?: string;
}

const SUITE_PEERS: PeerApp[] = [
  {
    id: 'radix',
    name: 'Radix',
    module: 'suite/radix',
    exportName: 'RadixMenuAndDialog',
    measures: ['dialogOpen', 'dialogClose', 'menuOpen'],
  },
  {
    id: 'headlessui',
    name: 'Headless UI',
    module: 'suite/headlessui',
    exportName: 'App',
    measures: ['dialogOpen', 'dialogClose', 'menuOpen'],
  },
  {
    id: 'ariakit',
    name: 'Ariakit',
    module: 'suite/ariakit',
    exportName: 'App',
    measures: ['dialogOpen', 'dialogClose', 'menuOpen'],
    // Unstyled, Ariakit's fixed backdrop covers its dialog and takes the tap meant for Close; any styled
    // Ariakit dialog sits above its backdrop, as this rule puts it.
    css: '[data-dialog][role="dialog"]{position:relative;z-index:1}',
  },
  {
    id: 'rac',
    name: 'React Aria Components',
    module: 'suite/reactAriaComponents',
    exportName: 'App',
    measures: ['dialogOpen', 'dialogClose', 'menuOpen'],
  },
];

/** The typing peers: every search demo but ours (the gallery's header search is ours). */
const TYPING_PEERS: PeerApp[] = CONTENDERS.filter((contender) => contender.id !== 'ours').map((contender) => ({
  id: contender.id,
  name:
    { downshift: 'Downshift', algolia: 'Algolia autocomplete', reactAria: 'React Aria hooks' }[contender.id] ??
    SUITE_PEERS.find((peer) => peer.id === contender.id)?.name ??
    contender.name,
  module: contender.search,
  exportName: 'App',
  measures: ['typing'],
  inputSelector: contender.inputSelector,
}));

/** Every peer column of the table, in order. */
export const PEER_COLUMNS = [
  ...SUITE_PEERS.map((peer) => ({ id: peer.id, name: peer.name })),
  ...TYPING_PEERS.filter((peer) => !SUITE_PEERS.some((suite) => suite.id === peer.id)).map((peer) => ({
    id: peer.id,
    name: peer.name,
  })),
];

/** One measured interaction: Event Timing duration (0: under the 16 ms threshold) and the frames. */
export interface Sample {
  etMs: number;
  shownMs: number | null;
  settledMs: number | null;
  animationMs: number;
}

/** Medians over the runs. */
export interface Summary {
  etMs: number;
  shownMs: number | null;
  settledMs: number | null;
  animationMs: number;
  samples: number;
}

export interface Pair {
  first: Summary;
  second: Summary;
}

export interface InteractionResults {
  runs: number;
  cpuSlowdown: number;
  date: string;
  commit: string;
  chromium: string;
  /** The sources the gallery was built from: a commit, and whether uncommitted changes were in. */
  source: string;
  /** 1-minute load average at the start and at the end. */
  load: [number, number];
  ours: Partial<Record<RowId, Pair>>;
  peers: Record<string, Partial<Record<PeerMeasure, Pair>>>;
  /** The native floor (the header's markup opened by the browser alone: bench/lib/nativeFloor.tsx). */
  native: Partial<Record<RowId, Pair>>;
  /** The "before" gallery measured in this run (`--before-from`), and its sources. */
  before?: Partial<Record<RowId, Pair>>;
  beforeSource?: string;
  /** Failures, as `who / what: message`; the table shows them. */
  errors: string[];
  seconds: number;
}

export interface InteractionOptions {
  browser: Browser;
  server: BenchServer;
  root: string;
  benchDir: string;
  cacheDir: string;
  runs: number;
  log: (message: string) => void;
  /** Families to run (drawer, search, navPanel, account, typing); all when absent. */
  families?: Set<string>;
  /** The checkout whose gallery (its src/, skins/, examples/) is built: `root` when absent. */
  galleryRoot?: string;
  /** Another checkout whose gallery is measured in the same run as the "before" column (`--before-from`). */
  beforeRoot?: string;
}

interface ServersModule {
  startDevApi: (port?: number) => Promise<{ api: { close: () => Promise<void> }; url: string }>;
  buildGallery: (apiUrl: string) => Promise<void>;
  serveGallery: (dir: string) => Promise<{ url: string; close: () => Promise<void> }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summarise(samples: Sample[]): Summary {
  const nullable = (values: Array<number | null>) => {
    const numbers = values.filter((value): value is number => value !== null);
    return numbers.length ? median(numbers) : null;
  };
  return {
    etMs: median(samples.map((sample) => sample.etMs)),
    shownMs: nullable(samples.map((sample) => sample.shownMs)),
    settledMs: nullable(samples.map((sample) => sample.settledMs)),
    animationMs: median(samples.map((sample) => sample.animationMs)),
    samples: samples.length,
  };
}

/** A production bundle (React's production build, no Profiler) of one bench app, mounted into #root. */
async function buildPeerScript(benchDir: string, peer: PeerApp): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        (peer.css && peer.measures.includes('dialogOpen')
          ? `const style = document.createElement('style'); style.textContent = ${JSON.stringify(peer.css)}; document.head.append(style);\n`
          : '') +
        `import { ${peer.exportName} as App } from './apps/${peer.module}'; import { mount } from './apps/shared'; mount(App);`,
      resolveDir: benchDir,
      loader: 'tsx',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** A page on its own context: the viewport's device, motion on, the recorder injected, the CPU slowed. */
class BenchPage {
  private inFlight = 0;
  private requests = 0;
  readonly errors: string[] = [];
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('request', () => {
      this.inFlight++;
      this.requests++;
    });
    const done = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  static async open(browser: Browser, viewport: 375 | 1280, script: string, url: string): Promise<BenchPage> {
    const context = await browser.newContext(
      viewport === 375
        ? { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, reducedMotion: 'no-preference' }
        : { viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' },
    );
    try {
      await context.addInitScript({ content: script });
      const page = await context.newPage();
      page.setDefaultTimeout(SETTLE_TIMEOUT_MS * 2);
      const benchPage = new BenchPage(context, page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      return benchPage;
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** Waits for `locator` to be visible; fails with the page's errors if it never is. */
  async visible(locator: Locator, what: string) {
    await locator.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS }).catch((error: Error) => {
      throw new Error(
        `${what} never showed: ${error.message.split('\n')[0]}; page errors: ${this.errors.join('; ') || 'none'}`,
      );
    });
  }

  /**
   * The page has gone quiet: no request in flight, and an idle callback (the main thread had nothing
   * to do) passed without a new request being made. Lazy chunks loaded at idle are in by then.
   */
  async quiet() {
    for (let round = 0; round < 40; round++) {
      const before = this.requests;
      await this.page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestIdleCallback(() => resolve(), { timeout: 5000 });
          }),
      );
      if (this.inFlight === 0 && this.requests === before) return;
      if (this.inFlight > 0) await this.page.waitForEvent('requestfinished', { timeout: 5000 }).catch(() => undefined);
    }
    throw new Error(`the page never went quiet (${this.inFlight} requests in flight)`);
  }

  /**
   * One interaction: arms the recorder for `spec`, performs `input`, and returns its Event Timing
   * duration and the time to the element shown (or gone) and settled. Fails if it never is.
   */
  async measure(spec: Omit<TargetSpec, 'timeoutMs'>, input: () => Promise<void>, what: string): Promise<Sample> {
    const full: TargetSpec = { ...spec, timeoutMs: SETTLE_TIMEOUT_MS };
    await this.page.evaluate((target) => (window as unknown as { __ix: IxRecorder }).__ix.arm(target), full);
    await input().catch((error: Error) => {
      throw new Error(`${what}: the input failed: ${error.message.split('\n')[0]}`);
    });
    let settled: SettleResult;
    try {
      settled = await this.page.evaluate(() => (window as unknown as { __ix: IxRecorder }).__ix.result());
    } catch (error) {
      throw new Error(
        `${what}: ${(error as Error).message.split('\n')[0]}; page errors: ${this.errors.join('; ') || 'none'}`,
      );
    }
    const entries = await this.page.evaluate(
      ({ since }) => (window as unknown as { __ix: IxRecorder }).__ix.interactions(since, 1, 800),
      { since: settled.inputAt },
    );
    return {
      etMs: Math.max(0, ...entries.map((entry) => entry.duration)),
      shownMs: settled.shownMs,
      settledMs: settled.settledMs,
      animationMs: settled.animationMs,
    };
  }

  /**
   * Types `text` into the focused field at one key every KEY_DOWN_MS + KEY_GAP_MS, and returns each
   * key's Event Timing duration (its keydown and keyup: one interaction; 0 under the threshold).
   */
  async typePerKey(text: string): Promise<number[]> {
    const since = await this.page.evaluate(() => performance.now());
    for (const char of text) {
      await this.page.keyboard.down(char);
      await sleep(KEY_DOWN_MS);
      await this.page.keyboard.up(char);
      await sleep(KEY_GAP_MS);
    }
    const { entries, keys } = await this.page.evaluate(
      async ({ since: from, count }) => {
        const ix = (window as unknown as { __ix: IxRecorder }).__ix;
        const found = await ix.interactions(from, count, 2000);
        return { entries: found, keys: ix.inputs.filter((input) => input.type === 'keydown' && input.at >= from) };
      },
      { since, count: text.length },
    );
    if (keys.length !== text.length)
      throw new Error(`typing: the page saw ${keys.length} keydowns for ${text.length} keys`);
    const byId = new Map<number, EventEntry[]>();
    for (const entry of entries) byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
    const perKey = keys.map(() => 0);
    for (const group of byId.values()) {
      const start = Math.min(...group.map((entry) => entry.startTime));
      // The key whose keydown is this interaction's start (the last keydown at or before it).
      let index = -1;
      keys.forEach((key, at) => {
        if (key.at <= start + 1) index = at;
      });
      if (index >= 0) perKey[index] = Math.max(perKey[index] ?? 0, ...group.map((entry) => entry.duration));
    }
    return perKey;
  }

  async close() {
    await this.context.close().catch(() => undefined);
  }
}

/**
 * The gallery's header is its first <header> (the specimens' come later, below the window): each trigger
 * is the first visible match, by its role and accessible name rather than the markup around it.
 */
const HEADER = 'header';
/** A dialog, whether an element with the role or a native <dialog> shown. */
const DIALOG = '[role="dialog"], dialog[open]';

/** The header's triggers and what closes their popups: the benchmark's rows and bench/profile.ts read them here. */
export const HEADER_TARGETS = {
  drawer: `${HEADER} button[aria-label="Open menu"]`,
  search: `${HEADER} button[aria-label="Search"]`,
  navPanel: `${HEADER} nav button[aria-controls]`,
  account: `${HEADER} button[aria-haspopup="menu"], ${HEADER} button[aria-label="Account menu"]`,
  combobox: `${HEADER} input[role="combobox"]`,
  dialog: DIALOG,
  menu: '[role="menu"]',
  /** The accessible name of the drawer's close button, and of the mobile search's. */
  drawerClose: /close/i,
  searchClose: /back|close/i,
} as const;
const visibleIn = (page: Page, selector: string) => page.locator(selector).locator('visible=true').first();

interface Recorded {
  ours: Partial<Record<RowId, { first: Sample[]; second: Sample[] }>>;
  native: Partial<Record<RowId, { first: Sample[]; second: Sample[] }>>;
  before: Partial<Record<RowId, { first: Sample[]; second: Sample[] }>>;
  peers: Record<string, Partial<Record<PeerMeasure, { first: Sample[]; second: Sample[] }>>>;
}

function push(into: { first: Sample[]; second: Sample[] } | undefined, first: Sample, second: Sample) {
  const target = into ?? { first: [], second: [] };
  target.first.push(first);
  target.second.push(second);
  return target;
}

/** A family of ours: one fresh gallery page, the interaction twice (and the way back). */
interface OurFamily {
  id: string;
  viewport: 375 | 1280;
  params: Record<string, string>;
  run: (page: BenchPage) => Promise<Partial<Record<RowId, [Sample, Sample]>>>;
}

const tapOrClick = (viewport: 375 | 1280, locator: Locator) => () =>
  viewport === 375 ? locator.tap() : locator.click();

/** Opens with `trigger`, closes with `closer` (a locator, or a key), twice; returns [open, close] pairs. */
async function openClose(
  page: BenchPage,
  viewport: 375 | 1280,
  trigger: () => Locator,
  target: Omit<TargetSpec, 'want' | 'timeoutMs'>,
  closer: (() => Locator) | string,
  what: string,
): Promise<{ open: [Sample, Sample]; close: [Sample, Sample] }> {
  const opens: Sample[] = [];
  const closes: Sample[] = [];
  for (let time = 1; time <= 2; time++) {
    const button = trigger();
    await page.visible(button, `${what}: its trigger`);
    await page.quiet();
    opens.push(await page.measure({ ...target, want: 'shown' }, tapOrClick(viewport, button), `${what} open #${time}`));
    await page.quiet();
    const close =
      typeof closer === 'string' ? () => page.page.keyboard.press(closer) : tapOrClick(viewport, (() => closer())());
    closes.push(await page.measure({ ...target, want: 'hidden' }, close, `${what} close #${time}`));
    if (viewport === 1280) await page.page.mouse.move(4, 880);
  }
  return {
    open: [opens[0] as Sample, opens[1] as Sample],
    close: [closes[0] as Sample, closes[1] as Sample],
  };
}

const OUR_FAMILIES: OurFamily[] = [
  {
    id: 'drawer',
    viewport: 375,
    params: { user: 'signed-out', variant: 'standard' },
    async run(page) {
      const trigger = HEADER_TARGETS.drawer;
      const result = await openClose(
        page,
        375,
        () => visibleIn(page.page, trigger),
        { controlsOf: trigger, selector: DIALOG },
        () =>
          page.page
            .locator(DIALOG)
            .locator('visible=true')
            .first()
            .getByRole('button', { name: HEADER_TARGETS.drawerClose })
            .first(),
        'drawer',
      );
      return { drawerOpen: result.open, drawerClose: result.close };
    },
  },
  {
    id: 'search',
    viewport: 375,
    params: { user: 'signed-out', variant: 'standard' },
    async run(page) {
      const trigger = HEADER_TARGETS.search;
      const result = await openClose(
        page,
        375,
        () => visibleIn(page.page, trigger),
        { controlsOf: trigger, selector: DIALOG },
        () =>
          page.page
            .locator(DIALOG)
            .locator('visible=true')
            .first()
            .getByRole('button', { name: HEADER_TARGETS.searchClose })
            .first(),
        'mobile search',
      );
      return { searchOpen: result.open, searchClose: result.close };
    },
  },
  {
    id: 'navPanel',
    viewport: 1280,
    params: { user: 'signed-out', variant: 'standard' },
    async run(page) {
      const trigger = HEADER_TARGETS.navPanel;
      const result = await openClose(
        page,
        1280,
        () => visibleIn(page.page, trigger),
        { controlsOf: trigger },
        'Escape',
        'desktop nav panel',
      );
      return { navPanelOpen: result.open };
    },
  },
  {
    id: 'account',
    viewport: 1280,
    params: { user: 'signed-in', variant: 'standard' },
    async run(page) {
      const trigger = HEADER_TARGETS.account;
      const result = await openClose(
        page,
        1280,
        () => visibleIn(page.page, trigger),
        { controlsOf: trigger, selector: HEADER_TARGETS.menu },
        'Escape',
        'account menu',
      );
      return { accountOpen: result.open };
    },
  },
  {
    id: 'typing',
    viewport: 1280,
    params: { user: 'signed-out', variant: 'standardWithSearch' },
    async run(page) {
      return {
        typing: await typeInto(page, visibleIn(page.page, HEADER_TARGETS.combobox), 'header search'),
      };
    },
  },
];

/** Focuses the field (a click), lets the page go quiet, types TYPED: [first key, median of the others]. */
async function typeInto(page: BenchPage, input: Locator, what: string): Promise<[Sample, Sample]> {
  await page.visible(input, `${what}: its input`);
  await page.quiet();
  await input.click();
  await page.quiet();
  const perKey = await page.typePerKey(TYPED);
  const sample = (etMs: number): Sample => ({ etMs, shownMs: null, settledMs: null, animationMs: 0 });
  return [sample(perKey[0] ?? NaN), sample(median(perKey.slice(1)))];
}

const FAMILY_OF_MEASURE: Record<PeerMeasure, string[]> = {
  dialogOpen: ['drawer', 'search'],
  dialogClose: ['drawer', 'search'],
  menuOpen: ['navPanel', 'account'],
  typing: ['typing'],
};

function commitOf(root: string) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The gallery's sources: the checkout's commit, and whether src/, skins/ or the examples had changes on top. */
function sourceOf(root: string) {
  try {
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'src', 'skins', 'examples'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return `${commitOf(root)}${changed ? ` + uncommitted changes (${changed.split('\n').length} files)` : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * The gallery of `galleryRoot`'s sources, built with Vite into a folder of this process under the bench
 * cache and served beside its dev API (e2e/servers.mjs), the autocomplete answering in AUTOCOMPLETE_MS.
 */
async function startGallery(galleryRoot: string, cacheDir: string, log: (message: string) => void, name = 'gallery') {
  const servers = (await import(pathToFileURL(join(galleryRoot, 'e2e/servers.mjs')).href)) as ServersModule;
  const { api, url: apiUrl } = await servers.startDevApi();
  // One folder per process and gallery: two runs at once, or a before and an after, do not build over each other.
  const galleryDir = join(cacheDir, `${name}-${process.pid}`);
  let served: { url: string; close: () => Promise<void> } | undefined;
  const close = async () => {
    await served?.close();
    await api.close();
    rmSync(galleryDir, { recursive: true, force: true });
  };
  const source = sourceOf(galleryRoot);
  try {
    mkdirSync(galleryDir, { recursive: true });
    process.env.GALLERY_DIST = galleryDir;
    log(`interactions: building the gallery (${galleryRoot}, ${source}) into ${galleryDir}`);
    await servers.buildGallery(apiUrl);
    served = await servers.serveGallery(galleryDir);
    const control = await fetch(`${apiUrl}/__control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'autocomplete', delayMs: AUTOCOMPLETE_MS }),
    });
    if (!control.ok) throw new Error(`the dev API refused the autocomplete delay (${control.status})`);
  } catch (error) {
    await close();
    throw error;
  }
  return { apiUrl, url: served.url, source, close };
}

export async function runInteractions(options: InteractionOptions): Promise<InteractionResults> {
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const { browser, server, root, benchDir, cacheDir, runs, log } = options;
  const wanted = (family: string) => !options.families || options.families.has(family);
  const recorded: Recorded = { ours: {}, native: {}, before: {}, peers: {} };
  const errors: string[] = [];
  const script = await buildInitScript(join(benchDir, 'page/interactions.ts'));

  const gallery = await startGallery(options.galleryRoot ?? root, cacheDir, log);
  const { source } = gallery;
  const beforeGallery = options.beforeRoot
    ? await startGallery(options.beforeRoot, cacheDir, log, 'gallery-before').catch(async (error: Error) => {
        await gallery.close();
        throw error;
      })
    : undefined;
  for (const user of ['signed-in', 'signed-out'])
    server.setApp(`ix-native-${user}`, '', nativeFloorHtml(user === 'signed-in'));
  server.setLatency(() => AUTOCOMPLETE_MS);

  const peerUrl = (peer: PeerApp, kind: 'search' | 'suite') => `${server.origin}/app/ix-${kind}-${peer.id}`;

  const attempt = async <T>(what: string, body: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await body();
    } catch (error) {
      const message = `${what}: ${(error as Error).message.split('\n')[0]}`;
      errors.push(message);
      log(`  FAILED ${message}`);
      return undefined;
    }
  };

  /** One family on a page of `who`: ours (the gallery), the "before" gallery, or the native floor. */
  const ourFamily = async (family: OurFamily, who: 'ours' | 'before' | 'native' = 'ours') => {
    const on = who === 'before' ? beforeGallery : gallery;
    if (!on) return;
    const query = new URLSearchParams({ brand: 'roofline', ...family.params, api: on.apiUrl }).toString();
    const url = who === 'native' ? `${server.origin}/app/ix-native-${family.params.user}` : `${on.url}/?${query}`;
    await attempt(`${who} / ${family.id}`, async () => {
      const page = await BenchPage.open(browser, family.viewport, script, url);
      try {
        const result = await family.run(page);
        for (const [row, pair] of Object.entries(result) as Array<[RowId, [Sample, Sample]]>)
          recorded[who][row] = push(recorded[who][row], pair[0], pair[1]);
      } finally {
        await page.close();
      }
    });
  };
  /** Ours, the "before" gallery and the native floor, one after the other (a busy spell hits all three). */
  const allOf = async (family: OurFamily) => {
    await ourFamily(family);
    if (beforeGallery) await ourFamily(family, 'before');
    if (family.id !== 'typing') await ourFamily(family, 'native');
  };

  const peerDialog = async (peer: PeerApp) =>
    attempt(`${peer.name} / dialog`, async () => {
      const page = await BenchPage.open(browser, 375, script, peerUrl(peer, 'suite'));
      try {
        const result = await openClose(
          page,
          375,
          () => page.page.getByRole('button', { name: 'How it works', exact: true }).first(),
          { selector: DIALOG },
          () => page.page.locator(DIALOG).getByRole('button', { name: 'Close', exact: true }).first(),
          `${peer.name} dialog`,
        );
        const into = (recorded.peers[peer.id] ??= {});
        into.dialogOpen = push(into.dialogOpen, ...result.open);
        into.dialogClose = push(into.dialogClose, ...result.close);
      } finally {
        await page.close();
      }
    });

  const peerMenu = async (peer: PeerApp) =>
    attempt(`${peer.name} / menu`, async () => {
      const page = await BenchPage.open(browser, 1280, script, peerUrl(peer, 'suite'));
      try {
        const result = await openClose(
          page,
          1280,
          () => page.page.getByRole('button', { name: 'Account', exact: true }).first(),
          { selector: '[role="menu"]' },
          'Escape',
          `${peer.name} menu`,
        );
        const into = (recorded.peers[peer.id] ??= {});
        into.menuOpen = push(into.menuOpen, ...result.open);
      } finally {
        await page.close();
      }
    });

  const peerTyping = async (peer: PeerApp) =>
    attempt(`${peer.name} / typing`, async () => {
      const page = await BenchPage.open(browser, 1280, script, peerUrl(peer, 'search'));
      try {
        const pair = await typeInto(
          page,
          page.page.locator(peer.inputSelector ?? 'input').first(),
          `${peer.name} search`,
        );
        const into = (recorded.peers[peer.id] ??= {});
        into.typing = push(into.typing, ...pair);
      } finally {
        await page.close();
      }
    });

  try {
    const peers = [...SUITE_PEERS, ...TYPING_PEERS].filter((peer) =>
      peer.measures.some((measure) => FAMILY_OF_MEASURE[measure].some(wanted)),
    );
    for (const peer of peers) {
      const id = `ix-${peer.measures.includes('typing') ? 'search' : 'suite'}-${peer.id}`;
      server.setApp(id, await buildPeerScript(benchDir, peer));
    }
    for (let run = 0; run < runs; run++) {
      log(`interactions: run ${run + 1} of ${runs} (CPU ${CPU_SLOWDOWN}x, motion on)`);
      // Ours and the peers interleaved, family by family, so a busy spell on the machine hits both.
      for (const family of OUR_FAMILIES.filter((item) => item.id !== 'typing' && item.viewport === 375))
        if (wanted(family.id)) await allOf(family);
      if (wanted('drawer') || wanted('search')) for (const peer of SUITE_PEERS) await peerDialog(peer);
      for (const family of OUR_FAMILIES.filter((item) => item.id !== 'typing' && item.viewport === 1280))
        if (wanted(family.id)) await allOf(family);
      if (wanted('navPanel') || wanted('account')) for (const peer of SUITE_PEERS) await peerMenu(peer);
      if (wanted('typing')) {
        await allOf(OUR_FAMILIES.find((item) => item.id === 'typing') as OurFamily);
        for (const peer of TYPING_PEERS) await peerTyping(peer);
      }
    }
  } finally {
    await gallery.close();
    await beforeGallery?.close();
  }

  const pairOf = (samples: { first: Sample[]; second: Sample[] }): Pair => ({
    first: summarise(samples.first),
    second: summarise(samples.second),
  });
  const pairsOf = (rows: Recorded['ours']) =>
    Object.fromEntries(Object.entries(rows).map(([row, samples]) => [row, pairOf(samples)]));
  return {
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    date: new Date().toISOString(),
    commit: commitOf(root),
    source,
    chromium: browser.version(),
    load: [loadAtStart, loadavg()[0] ?? 0],
    ours: pairsOf(recorded.ours),
    native: pairsOf(recorded.native),
    ...(beforeGallery ? { before: pairsOf(recorded.before), beforeSource: beforeGallery.source } : {}),
    peers: Object.fromEntries(
      Object.entries(recorded.peers).map(([peer, measures]) => [
        peer,
        Object.fromEntries(Object.entries(measures).map(([measure, samples]) => [measure, pairOf(samples)])),
      ]),
    ),
    errors,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

// ---------------------------------------------------------------------------------------------------
// The tables

export interface Baseline {
  /** What the baseline is: the code it ran on. */
  what: string;
  results: InteractionResults;
}

/** The committed baseline, found from this file (bench/lib → bench/baselines). */
const baselinePath = () => fileURLToPath(new URL('../baselines/interactions-before.json', import.meta.url));

export function readBaseline(): Baseline | null {
  const file = baselinePath();
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline;
}

export function writeBaseline(results: InteractionResults) {
  const file = baselinePath();
  mkdirSync(join(file, '..'), { recursive: true });
  const baseline: Baseline = {
    what: `the gallery of ${results.source} (before issue 29's changes), measured by npm run bench -- --only=interactions --save-before`,
    results,
  };
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

const msOf = (value: number | null | undefined) => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return value < 16 ? '<16' : `${Math.round(value)}`;
};
const plainMs = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)}`;

/** Event Timing duration, first / second, in ms. */
const etPair = (pair: Pair | undefined) => (pair ? `${msOf(pair.first.etMs)} / ${msOf(pair.second.etMs)} ms` : 'n/a');
const settledPair = (pair: Pair | undefined) =>
  pair ? `${plainMs(pair.first.settledMs)} / ${plainMs(pair.second.settledMs)} ms` : 'n/a';

/** The figure a row compares: under the threshold counts as 16 (Event Timing reports nothing below). */
const etValue = (summary: Summary | undefined) =>
  summary === undefined || !Number.isFinite(summary.etMs) ? NaN : Math.max(16, summary.etMs);

function peerPair(results: InteractionResults, peerId: string, row: (typeof ROWS)[number]): Pair | undefined {
  return results.peers[peerId]?.[row.peer];
}

/** The fastest peer for `which` (first or second) by `value`: its name and figure. */
function fastest(
  results: InteractionResults,
  row: (typeof ROWS)[number],
  which: 'first' | 'second',
  value: (summary: Summary | undefined) => number,
) {
  let best: { name: string; value: number } | null = null;
  for (const column of PEER_COLUMNS) {
    const figure = value(peerPair(results, column.id, row)?.[which]);
    if (Number.isFinite(figure) && (best === null || figure < best.value)) best = { name: column.name, value: figure };
  }
  return best;
}

const ratio = (ours: number, theirs: number) =>
  Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? `${(ours / theirs).toFixed(2)}x` : 'n/a';

const TARGET_MS = 48;

/**
 * The "before" cell: the baseline's figures, and their ratio to the fastest peer of the baseline's own
 * run (the machine's load differs between runs; the ratio does not depend on it as much).
 */
function beforeCell(
  before: Baseline | null,
  row: (typeof ROWS)[number],
  value: (summary: Summary | undefined) => number,
  pair: (pair: Pair | undefined) => string,
) {
  const ours = before?.results.ours[row.id];
  if (!before || !ours) return 'n/a';
  const first = fastest(before.results, row, 'first', value);
  const second = fastest(before.results, row, 'second', value);
  return `${pair(ours)} (${ratio(value(ours.first), first?.value ?? NaN)} / ${ratio(value(ours.second), second?.value ?? NaN)})`;
}

/** The native floor's figures for a row, and ours ÷ them. */
function nativeCell(
  results: InteractionResults,
  row: (typeof ROWS)[number],
  value: (summary: Summary | undefined) => number,
  pair: (pair: Pair | undefined) => string,
) {
  const native = results.native?.[row.id];
  const ours = results.ours[row.id];
  if (!native) return row.id === 'typing' ? '' : 'n/a';
  return `${pair(native)} (${ratio(value(ours?.first), value(native.first))} / ${ratio(value(ours?.second), value(native.second))})`;
}

export function interactionTables(results: InteractionResults | undefined, baseline: Baseline | null): Table[] {
  if (!results) return [];
  // A "before" measured in this run (--before-from) wins over the committed baseline.
  const before: Baseline | null = results.before
    ? {
        what: `the gallery of ${results.beforeSource}, measured in this run`,
        results: { ...results, ours: results.before },
      }
    : baseline;
  const head = (extra: string[]) => [
    'interaction',
    'viewport',
    'before: ours first / second (÷ fastest peer then)',
    'ours first / second',
    'fastest peer, first / second (ours ÷ it)',
    'native floor, first / second (ours ÷ it)',
    ...PEER_COLUMNS.map((column) => column.name),
    ...extra,
  ];
  const etRows = ROWS.map((row) => {
    const ours = results.ours[row.id];
    const first = fastest(results, row, 'first', etValue);
    const second = fastest(results, row, 'second', etValue);
    const oursFirst = etValue(ours?.first);
    const oursSecond = etValue(ours?.second);
    const withinFrames = oursFirst <= TARGET_MS && oursSecond <= TARGET_MS;
    const notSlower = (first === null || oursFirst <= first.value) && (second === null || oursSecond <= second.value);
    return [
      row.label,
      `${row.viewport} px`,
      beforeCell(before, row, etValue, etPair),
      etPair(ours),
      first && second
        ? `${first.name} ${msOf(first.value)} / ${second.name} ${msOf(second.value)} ms (${ratio(oursFirst, first.value)} / ${ratio(oursSecond, second.value)})`
        : 'n/a',
      nativeCell(results, row, etValue, etPair),
      ...PEER_COLUMNS.map((column) =>
        peerPair(results, column.id, row) ? etPair(peerPair(results, column.id, row)) : '',
      ),
      ISSUE_FIGURES[row.id],
      ours
        ? `${withinFrames ? 'met' : 'not met'} (≤ ${TARGET_MS} ms); ${notSlower ? 'met' : 'not met'} (≤ fastest peer)`
        : 'not measured',
    ];
  });
  const settledValue = (summary: Summary | undefined) => summary?.settledMs ?? NaN;
  const settledRows = ROWS.filter((row) => row.id !== 'typing').map((row) => {
    const ours = results.ours[row.id];
    const first = fastest(results, row, 'first', settledValue);
    const second = fastest(results, row, 'second', settledValue);
    const isOpen = row.id.endsWith('Open');
    return [
      row.label,
      `${row.viewport} px`,
      beforeCell(before, row, settledValue, settledPair),
      settledPair(ours),
      first && second
        ? `${first.name} ${plainMs(first.value)} / ${second.name} ${plainMs(second.value)} ms (${ratio(settledValue(ours?.first), first.value)} / ${ratio(settledValue(ours?.second), second.value)})`
        : 'n/a',
      nativeCell(results, row, settledValue, settledPair),
      ...PEER_COLUMNS.map((column) =>
        peerPair(results, column.id, row) ? settledPair(peerPair(results, column.id, row)) : '',
      ),
      ours
        ? `${isOpen ? `first on screen ${plainMs(ours.first.shownMs)} / ${plainMs(ours.second.shownMs)} ms; ` : ''}longest animation ${plainMs(ours.first.animationMs)} ms`
        : '',
    ];
  });
  const runsNote =
    `Chromium ${results.chromium} with the CPU slowed ${results.cpuSlowdown}x, motion on, median of ${results.runs} ` +
    `run${results.runs > 1 ? 's' : ''}, each on a fresh page left to go quiet first (load average ` +
    `${results.load[0].toFixed(1)} at the start, ${results.load[1].toFixed(1)} at the end; the machine is shared, so ` +
    'read the ratios to the peers of the same run beside the ms). "First / second": the first and the second time ' +
    'on that page (typing: the first key / the median of the other nine). 375 px: a phone (touch, mobile viewport), ' +
    'tapped; 1280 px: a mouse, clicked. Peers: their dialog for the drawer and the search, their dropdown menu for ' +
    `the nav panel and the account menu, their combobox demo for typing (${Object.entries(PEER_WHAT)
      .map(([key, text]) => `${key}: ${text}`)
      .join('; ')}).` +
    (before
      ? ` "Before": ${before.what}, ${before.results.date.slice(0, 16).replace('T', ' ')} UTC, ${before.results.runs} runs, load ${before.results.load[0].toFixed(1)}.`
      : ' No "before" baseline yet (bench/baselines/interactions-before.json).') +
    (results.errors.length ? ` FAILED: ${results.errors.join(' | ')}` : '');
  return [
    {
      title: `Interactions (CPU ${results.cpuSlowdown}×, motion on, median of ${results.runs}): Event Timing duration`,
      note:
        `${runsNote} Event Timing: the longest entry of the interaction's interactionId (PerformanceObserver type ` +
        '\'event\', durationThreshold 16): input to the next paint, the measure INP takes; 8 ms granularity, "<16" ' +
        `when nothing was reported. Target (issue 29): at most ${TARGET_MS} ms (3 frames), first time included, and ` +
        "never slower than the fastest peer's same interaction in the same run (ratios: ours ÷ the fastest peer). " +
        'Native floor (issue 33): the same header markup (the Roofline Header rendered to HTML) whose drawer and ' +
        'mobile search are native <dialog>s and whose panels and account menu are popovers, opened by ' +
        '<button commandfor command> with no script: ours ÷ it, aim at most 1.5x.',
      head: head(["issue's figures (another run)", 'target']),
      rows: etRows,
    },
    {
      title: `Interactions (CPU ${results.cpuSlowdown}×, motion on, median of ${results.runs}): input to shown and settled`,
      note:
        "From the input event's timestamp to the first frame (a requestAnimationFrame callback) in which the element " +
        'is on screen (or, for a close, gone) and no finite animation or transition runs anywhere in the document. ' +
        "Ours includes its motion by design (the drawers' slide, the panels' drop-in); the peers' demos are unstyled " +
        '(no animation), so this column compares more than code: the last column gives our first frame on screen ' +
        'and the longest animation that ran.',
      head: head(['ours: first on screen, motion']),
      rows: settledRows,
    },
  ];
}

export function printInteractionTables(results: InteractionResults, before: Baseline | null) {
  for (const table of interactionTables(results, before)) {
    const widths = table.head.map((cell, column) =>
      Math.max(cell.length, ...table.rows.map((row) => (row[column] ?? '').length)),
    );
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    console.log(`\n${table.title}\n${'-'.repeat(table.title.length)}\n${line(table.head)}`);
    for (const row of table.rows) console.log(line(row));
    if (table.note) console.log(`\n${table.note}`);
  }
}

/**
 * `--write-docs`: the interaction tables of docs/performance.md replaced by this run's (the rest of the
 * page, written by a full run, stays), for a run of this bench alone.
 */
function writeInteractionDocs(file: string, results: InteractionResults, baseline: Baseline | null) {
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf('### Interactions (');
  if (start === -1) throw new Error(`${file} has no interaction tables to replace`);
  let end = start;
  while (doc.startsWith('### Interactions (', end)) {
    const next = doc.indexOf('\n### ', end + 1);
    end = next === -1 ? doc.length : next + 1;
  }
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const row = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  const sections = interactionTables(results, baseline).map(
    (table) =>
      `### ${table.title}\n\n${table.note ? `${table.note}\n\n` : ''}` +
      [row(table.head), row(table.head.map(() => '---')), ...table.rows.map(row)].join('\n') +
      '\n',
  );
  writeFileSync(file, `${doc.slice(0, start)}${sections.join('\n')}\n${doc.slice(end)}`);
}

/**
 * `npm run bench -- --only=interactions`: this bench alone, printed; the run kept in the bench cache
 * (interactions.json) and, with --save-before, as the committed "before" baseline. docs/performance.md
 * is only written by a full run. Exits non-zero when an interaction failed.
 */
export async function runInteractionsOnly(
  options: Omit<InteractionOptions, 'families'> & { args: string[] },
): Promise<void> {
  const families = options.args.find((arg) => arg.startsWith('--ix='))?.slice('--ix='.length);
  const galleryRoot = options.args.find((arg) => arg.startsWith('--gallery-from='))?.slice('--gallery-from='.length);
  const beforeRoot = options.args.find((arg) => arg.startsWith('--before-from='))?.slice('--before-from='.length);
  const results = await runInteractions({
    ...options,
    ...(families ? { families: new Set(families.split(',')) } : {}),
    ...(galleryRoot ? { galleryRoot } : {}),
    ...(beforeRoot ? { beforeRoot } : {}),
  });
  mkdirSync(options.cacheDir, { recursive: true });
  writeFileSync(join(options.cacheDir, 'interactions.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (options.args.includes('--save-before')) {
    writeBaseline(results);
    options.log(`wrote ${BASELINE_FILE}`);
  }
  printInteractionTables(results, readBaseline());
  if (options.args.includes('--write-docs')) {
    writeInteractionDocs(join(options.root, 'docs/performance.md'), results, readBaseline());
    options.log('wrote the interaction tables of docs/performance.md');
  }
  console.log(`\nInteractions took ${results.seconds} s.`);
  if (results.errors.length) {
    console.error(`\n${results.errors.length} interaction(s) FAILED:\n${results.errors.join('\n')}`);
    process.exitCode = 1;
  }
}
