/**
 * Injected into every bench page before its scripts (playwright `addInitScript`). Records:
 * - the time of every keydown;
 * - every change of the visible suggestion list (`[role="option"]`), with the input's value then;
 * - when the list for `target` first shows: the time after the next frame is painted;
 * - React commits, through a DevTools-style hook: for each commit, which components rendered,
 *   split into inside and outside the search box (components named `*Search*` and below).
 * The runner reads it all from `window.__bench`.
 */

interface FiberLike {
  tag: number;
  type: unknown;
  flags: number;
  child: FiberLike | null;
  sibling: FiberLike | null;
  alternate: FiberLike | null;
}

interface Snapshot {
  t: number;
  input: string;
  items: string[];
}

export interface BenchRecorder {
  keys: number[];
  snapshots: Snapshot[];
  commits: number;
  commitTimes: number[];
  target: string;
  inputSelector: string;
  paintedAt: number | null;
  trackFibers: boolean;
  rendersInside: number;
  rendersOutside: number;
  outsideNames: Record<string, number>;
}

const PERFORMED_WORK = 1;
// FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const SEARCH_NAME = /Search/;

const bench: BenchRecorder = {
  keys: [],
  snapshots: [],
  commits: 0,
  commitTimes: [],
  target: '',
  inputSelector: 'input',
  paintedAt: null,
  trackFibers: false,
  rendersInside: 0,
  rendersOutside: 0,
  outsideNames: {},
};
(window as unknown as { __bench: BenchRecorder }).__bench = bench;

function nameOf(fiber: FiberLike): string {
  let type = fiber.type as { displayName?: string; name?: string; render?: unknown; type?: unknown } | null;
  if (type && fiber.tag === 11 && type.render) type = type.render as typeof type;
  if (type && fiber.tag === 14 && type.type) type = type.type as typeof type;
  return (type && (type.displayName || type.name)) || 'Anonymous';
}

/** Walks the committed tree like React DevTools does: a subtree whose child list is unchanged did not render. */
function walk(fiber: FiberLike, insideSearch: boolean) {
  let inside = insideSearch;
  if (COMPONENT_TAGS.has(fiber.tag)) {
    const name = nameOf(fiber);
    if (SEARCH_NAME.test(name)) inside = true;
    const rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
    if (rendered) {
      if (inside) bench.rendersInside++;
      else {
        bench.rendersOutside++;
        bench.outsideNames[name] = (bench.outsideNames[name] ?? 0) + 1;
      }
    }
  }
  if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
  for (let child = fiber.child; child !== null; child = child.sibling) walk(child, inside);
}

(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  isDisabled: false,
  supportsFiber: true,
  renderers: new Map(),
  inject(this: { renderers: Map<number, unknown> }, internals: unknown) {
    const id = this.renderers.size + 1;
    this.renderers.set(id, internals);
    return id;
  },
  onCommitFiberRoot(_id: number, root: { current: FiberLike }) {
    if (!bench.trackFibers) return;
    const current = root.current;
    if (current.alternate !== null && current.child === current.alternate.child) return;
    for (let child = current.child; child !== null; child = child.sibling) walk(child, false);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  onScheduleFiberRoot() {},
  checkDCE() {},
};

document.addEventListener('keydown', () => bench.keys.push(performance.now()), true);

const queryOf = (text: string) => {
  const at = text.lastIndexOf(' #');
  return at === -1 ? text : text.slice(0, at);
};

function visibleOptions(): string[] {
  const options = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
  return options
    .filter((element) => (element.checkVisibility ? element.checkVisibility() : element.offsetParent !== null))
    .map((element) => (element.textContent ?? '').trim());
}

function record() {
  const items = visibleOptions();
  const last = bench.snapshots[bench.snapshots.length - 1];
  if (last && last.items.length === items.length && last.items.every((item, index) => item === items[index])) return;
  const input = document.querySelector<HTMLInputElement>(bench.inputSelector);
  bench.snapshots.push({ t: performance.now(), input: input ? input.value : '', items });
  if (bench.target !== '' && bench.paintedAt === null && items.length > 0) {
    if (items.every((item) => queryOf(item) === bench.target)) {
      bench.paintedAt = -1;
      // After the DOM update: the next frame, then a task after it (the frame has been painted).
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          bench.paintedAt = performance.now();
        };
        channel.port2.postMessage(0);
      });
    }
  }
}

new MutationObserver(record).observe(document, {
  subtree: true,
  childList: true,
  characterData: true,
  attributes: true,
  attributeFilter: ['hidden', 'style', 'class', 'aria-hidden', 'data-open', 'data-state'],
});
