/**
 * Injected into every bench page before its scripts (playwright `addInitScript`). Records:
 * - the time of every keydown;
 * - every change of the visible suggestion list (`[role="option"]`), with the input's value then;
 * - when the list for `target` first shows: the time after the next frame is painted;
 * - React commits, through a DevTools-style hook: for each commit, which components rendered,
 *   split into inside and outside the search box (components named `*Search*` and below);
 * - with `logCommits` (the hydration pages): for every commit, how many DOM changes it made under
 *   #root, and the components that started it (rendered while no component above them did), with the
 *   state hooks whose value changed (index in the component's hook list, old and new value).
 * The runner reads it all from `window.__bench`.
 */

interface FiberLike {
  tag: number;
  type: unknown;
  flags: number;
  child: FiberLike | null;
  sibling: FiberLike | null;
  return: FiberLike | null;
  alternate: FiberLike | null;
  memoizedState: unknown;
  memoizedProps: unknown;
}

interface HookLike {
  memoizedState: unknown;
  queue: { getSnapshot?: unknown; dispatch?: unknown } | null;
  next: HookLike | null;
}

/** A component that rendered in a commit while no component above it did: where the update started. */
export interface UpdateRoot {
  name: string;
  /** The nearest component ancestors, innermost first. */
  owners: string[];
  /** State hooks (useState, useReducer, useSyncExternalStore) whose value changed: `#index old -> new`. */
  changedHooks: string[];
  /** Props changed from the previous render (by identity). */
  changedProps: string[];
}

export interface CommitLog {
  /** performance.now() when the commit was reported. */
  at: number;
  /** Components that rendered in this commit. */
  rendered: number;
  /** DOM changes under #root since the previous commit (0: the commit changed nothing in the DOM). */
  mutations: number;
  /** Attributes or texts set to the value they already had. */
  noopMutations: number;
  /** The first few changes, described. */
  changes: string[];
  /** The changes by kind: an attribute's name, 'text' or 'nodes'. */
  kinds: Record<string, number>;
  roots: UpdateRoot[];
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
  /** Set by the hydration pages before React loads: log every commit in `commitLog`. */
  logCommits: boolean;
  commitLog: CommitLog[];
  /** Errors React recovered from while hydrating (a mismatch makes it render the root on the client). */
  recoverableErrors: string[];
  /** Called by the page just before hydrateRoot: drops the DOM changes made so far. */
  resetMutations: () => void;
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
  logCommits: false,
  commitLog: [],
  recoverableErrors: [],
  resetMutations: () => {
    mutationObserver.takeRecords();
    pendingFirst = new Map();
    pendingMutations = 0;
    pendingNoops = 0;
    pendingKinds = {};
    pendingSamples = [];
  },
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

// DOM changes under #root, counted per commit (records are taken synchronously when a commit is
// reported). An attribute or text set to the value it had is a no-op, counted apart.
let pendingMutations = 0;
let pendingNoops = 0;
let pendingKinds: Record<string, number> = {};
const kind = (name: string) => {
  pendingKinds[name] = (pendingKinds[name] ?? 0) + 1;
};
let pendingSamples: string[] = [];
const inRoot = (node: Node) => {
  const root = document.getElementById('root');
  return root !== null && root.contains(node);
};
const label = (node: Node) => {
  if (!(node instanceof Element)) return node.nodeName.toLowerCase();
  const id = node.id ? `#${node.id}` : '';
  const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
  return `${node.tagName.toLowerCase()}${id}${cls}`;
};
const short = (text: string | null) =>
  text === null ? 'null' : JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}...` : text);
// Net effect per commit: an attribute or text compared from its value before the commit's first
// change to its value now (React detaches and sets back an input's name, for example).
let pendingFirst = new Map<Node, Map<string, string | null>>();
const countRecords = (records: MutationRecord[]) => {
  for (const record of records) {
    if (!inRoot(record.target)) continue;
    if (record.type === 'childList') {
      pendingMutations++;
      kind('nodes');
      if (pendingSamples.length < 12)
        pendingSamples.push(
          `${label(record.target)}: ${record.addedNodes.length} node(s) added, ${record.removedNodes.length} removed`,
        );
      continue;
    }
    const key = record.type === 'attributes' ? `@${record.attributeName ?? ''}` : '#text';
    const seen = pendingFirst.get(record.target) ?? new Map<string, string | null>();
    pendingFirst.set(record.target, seen);
    if (!seen.has(key)) seen.set(key, record.oldValue);
  }
};
/** Settles the attribute and text changes noted since the last commit into the counts. */
const settle = () => {
  for (const [target, keys] of pendingFirst) {
    for (const [key, before] of keys) {
      const now = key === '#text' ? target.nodeValue : (target as Element).getAttribute(key.slice(1));
      if (now === before) {
        pendingNoops++;
        continue;
      }
      pendingMutations++;
      kind(key === '#text' ? 'text' : key.slice(1));
      if (pendingSamples.length < 12)
        pendingSamples.push(
          key === '#text'
            ? `text in ${label(target.parentNode ?? target)}: ${short(before)} -> ${short(now)}`
            : `${label(target)} [${key.slice(1)}] ${short(before)} -> ${short(now)}`,
        );
    }
  }
  pendingFirst = new Map();
};
const mutationObserver = new MutationObserver(countRecords);
mutationObserver.observe(document, {
  subtree: true,
  childList: true,
  characterData: true,
  characterDataOldValue: true,
  attributes: true,
  attributeOldValue: true,
});

const describe = (value: unknown): string => {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number')
    return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return `array(${value.length})`;
  const keys = Object.keys(value as object);
  return `{${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', ...' : ''}}`;
};

function changedHooks(fiber: FiberLike): string[] {
  const changes: string[] = [];
  if (fiber.tag === 1 || fiber.alternate === null) return changes;
  let hook = fiber.memoizedState as HookLike | null;
  let previous = fiber.alternate.memoizedState as HookLike | null;
  for (let index = 0; hook && previous && index < 200; index++) {
    if (
      hook.queue !== null &&
      typeof hook.queue === 'object' &&
      !Object.is(hook.memoizedState, previous.memoizedState)
    ) {
      // For a useState/useReducer/useSyncExternalStore hook, memoizedState is the value.
      const kind = 'getSnapshot' in hook.queue ? 'store' : 'state';
      if (
        typeof hook.memoizedState !== 'object' ||
        kind === 'store' ||
        Array.isArray(hook.memoizedState) ||
        hook.memoizedState === null
      )
        changes.push(`${kind} #${index}: ${describe(previous.memoizedState)} -> ${describe(hook.memoizedState)}`);
      else {
        const before = previous.memoizedState as Record<string, unknown> | null;
        const after = hook.memoizedState as Record<string, unknown>;
        const keys = Object.keys(after).filter((key) => !before || !Object.is(before[key], after[key]));
        changes.push(
          `${kind} #${index}: ${keys.length ? keys.map((key) => `${key}: ${describe(before?.[key])} -> ${describe(after[key])}`).join(', ') : 'new object, same fields'}`,
        );
      }
    }
    hook = hook.next;
    previous = previous.next;
  }
  return changes;
}

function changedProps(fiber: FiberLike): string[] {
  const now = fiber.memoizedProps as Record<string, unknown> | null;
  const before = fiber.alternate?.memoizedProps as Record<string, unknown> | null | undefined;
  if (!now || !before || now === before) return [];
  return [...new Set([...Object.keys(now), ...Object.keys(before)])].filter((key) => !Object.is(now[key], before[key]));
}

function owners(fiber: FiberLike): string[] {
  const names: string[] = [];
  for (let parent = fiber.return; parent !== null && names.length < 4; parent = parent.return)
    if (COMPONENT_TAGS.has(parent.tag)) names.push(nameOf(parent));
  return names;
}

/** Like `walk`, for the commit log: counts what rendered and notes where each update started. */
function logWalk(fiber: FiberLike, aboveRendered: boolean, entry: CommitLog) {
  let rendered = aboveRendered;
  if (COMPONENT_TAGS.has(fiber.tag)) {
    rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
    if (rendered) {
      entry.rendered++;
      if (!aboveRendered && fiber.alternate !== null && entry.roots.length < 20)
        entry.roots.push({
          name: nameOf(fiber),
          owners: owners(fiber),
          changedHooks: changedHooks(fiber),
          changedProps: changedProps(fiber),
        });
    }
  }
  if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
  for (let child = fiber.child; child !== null; child = child.sibling) logWalk(child, rendered, entry);
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
    if (bench.logCommits) {
      countRecords(mutationObserver.takeRecords());
      settle();
      const entry: CommitLog = {
        at: performance.now(),
        rendered: 0,
        mutations: pendingMutations,
        noopMutations: pendingNoops,
        kinds: pendingKinds,
        changes: pendingSamples,
        roots: [],
      };
      pendingMutations = 0;
      pendingNoops = 0;
      pendingKinds = {};
      pendingSamples = [];
      const top = root.current;
      if (!(top.alternate !== null && top.child === top.alternate.child))
        for (let child = top.child; child !== null; child = child.sibling) logWalk(child, false, entry);
      bench.commitLog.push(entry);
    }
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
