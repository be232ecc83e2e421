/**
 * Injected before the page's own scripts in the interaction bench (bench/lib/interactions.ts). Records:
 * - every Event Timing entry (PerformanceObserver type 'event', durationThreshold 16, buffered), the
 *   measure behind INP: an interaction's duration is the longest entry with its interactionId;
 * - the timestamp of every input event (pointerdown, touchstart, mousedown, keydown), captured on window
 *   before the page sees it;
 * - on request (`arm`), the first frame after the input in which the interaction's element is shown (or
 *   gone) and settled: no finite animation or transition running anywhere in the document. Checked in a
 *   requestAnimationFrame callback, so after the frame's input handlers and before its paint.
 * The runner reads and drives it through `window.__ix`.
 */

export interface TargetSpec {
  /** 'shown': some target is on screen; 'hidden': none is (gone from the DOM, hidden or off screen). */
  want: 'shown' | 'hidden';
  /** The first visible element matching this selector names its element with aria-controls. */
  controlsOf?: string;
  /** Targets besides the one aria-controls names. */
  selector?: string;
  /** Fail after this long without the element shown (or gone) and settled. */
  timeoutMs: number;
}

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

export interface SettleResult {
  /** The input's timestamp (event.timeStamp of the first input event after `arm`). */
  inputAt: number;
  /** ms from the input to the first frame with the element shown (or gone), animations aside. */
  shownMs: number;
  /** ms from the input to the first frame with the element shown (or gone) and nothing animating. */
  settledMs: number;
  /** Frames seen between the input and the settled frame. */
  frames: number;
  /** The longest finite animation that ran meanwhile (ms): the part of settledMs that is motion by design. */
  animationMs: number;
}

export interface IxRecorder {
  entries: EventEntry[];
  inputs: Array<{ type: string; at: number }>;
  arm: (spec: TargetSpec) => void;
  result: () => Promise<SettleResult>;
  /** Entries of the interactions that started at or after `since`, once reported (or after `waitMs`). */
  interactions: (since: number, expected: number, waitMs: number) => Promise<EventEntry[]>;
  describe: (spec: TargetSpec) => string;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

function targetsOf(spec: TargetSpec): Element[] {
  const found = new Set<Element>();
  if (spec.controlsOf) {
    const trigger = [...document.querySelectorAll(spec.controlsOf)].find(isVisible);
    const id = trigger?.getAttribute('aria-controls');
    const controlled = id ? document.getElementById(id) : null;
    if (controlled) found.add(controlled);
  }
  if (spec.selector) for (const element of document.querySelectorAll(spec.selector)) found.add(element);
  return [...found];
}

/** In the layout, painted, and at least partly inside the window. */
function isVisible(element: Element): boolean {
  if (!element.isConnected || element.closest('[hidden]')) return false;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  const box = element.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return false;
  return box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
}

function finiteRunning(): Animation[] {
  return document.getAnimations().filter((animation) => {
    if (animation.playState !== 'running') return false;
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end);
  });
}

function describeAnimation(animation: Animation): string {
  const target = (animation.effect as KeyframeEffect | null)?.target;
  const name =
    (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? animation.id;
  const where = target ? `${target.tagName.toLowerCase()}.${String(target.className).split(' ')[0] ?? ''}` : '?';
  return `${name} on ${where} (${animation.playState})`;
}

function install(): IxRecorder {
  const recorder: IxRecorder = {
    entries: [],
    inputs: [],
    arm: () => undefined,
    result: () => Promise.reject(new Error('not armed')),
    interactions: () => Promise.resolve([]),
    describe: () => '',
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      recorder.entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId ?? 0,
      });
    }
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const flush = () => {
    for (const entry of observer.takeRecords() as PerformanceEventTiming[]) {
      recorder.entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        interactionId: entry.interactionId ?? 0,
      });
    }
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown'])
    window.addEventListener(type, (event) => recorder.inputs.push({ type, at: event.timeStamp }), {
      capture: true,
      passive: true,
    });

  let pending: Promise<SettleResult> | null = null;
  recorder.arm = (spec) => {
    const armedAt = performance.now();
    const firstInput = () => recorder.inputs.find((input) => input.at >= armedAt - 1)?.at;
    pending = new Promise<SettleResult>((resolve, reject) => {
      let shownAt: number | null = null;
      let frames = 0;
      let animationMs = 0;
      const tick = (now: number) => {
        const inputAt = firstInput();
        if (inputAt !== undefined) {
          frames++;
          const visible = targetsOf(spec).some(isVisible);
          const reached = spec.want === 'shown' ? visible : !visible;
          const running = finiteRunning();
          for (const animation of running) {
            const end = animation.effect?.getComputedTiming().endTime;
            if (typeof end === 'number') animationMs = Math.max(animationMs, end);
          }
          if (reached && shownAt === null) shownAt = now;
          if (reached && running.length === 0) {
            resolve({ inputAt, shownMs: (shownAt ?? now) - inputAt, settledMs: now - inputAt, frames, animationMs });
            return;
          }
        }
        if (performance.now() - armedAt > spec.timeoutMs) {
          reject(
            new Error(
              inputAt === undefined
                ? `no input reached the page within ${spec.timeoutMs} ms`
                : `not ${spec.want} and settled ${spec.timeoutMs} ms after the input: ${recorder.describe(spec)}`,
            ),
          );
          return;
        }
        requestAnimationFrame(() => tick(performance.now()));
      };
      requestAnimationFrame(() => tick(performance.now()));
    });
    // The runner awaits it later; an early failure must not count as unhandled meanwhile.
    pending.catch(() => undefined);
  };
  recorder.result = () => pending ?? Promise.reject(new Error('not armed'));
  recorder.describe = (spec) => {
    const targets = targetsOf(spec);
    const shown = targets.map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}#${element.id}[role=${element.getAttribute('role')}] visible=${isVisible(element)} box=${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)}x${Math.round(box.height)}`;
    });
    const running = finiteRunning().map(describeAnimation);
    return `targets: ${shown.join('; ') || 'none'}; running animations: ${running.join('; ') || 'none'}`;
  };
  recorder.interactions = async (since, expected, waitMs) => {
    const started = performance.now();
    const ids = () => {
      flush();
      return new Set(
        recorder.entries
          .filter((entry) => entry.interactionId > 0 && entry.startTime >= since - 1)
          .map((entry) => entry.interactionId),
      );
    };
    // Entries are reported after the frame that follows them is presented: wait until `expected`
    // interactions have been, or `waitMs` passed (those under the 16 ms threshold are never reported).
    while (ids().size < expected && performance.now() - started < waitMs) await frame();
    const found = ids();
    return recorder.entries.filter((entry) => found.has(entry.interactionId));
  };
  return recorder;
}

(window as unknown as { __ix: IxRecorder }).__ix = install();
