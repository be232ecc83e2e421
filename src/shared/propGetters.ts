import type { Ref, RefCallback } from 'react';

/**
 * Helpers every prop getter uses (house style 9): the caller's handler runs first and may opt out of
 * ours, refs are merged, and the caller's other props are spread last. React-free apart from types.
 */

/** The fields of an event these helpers read: a React synthetic event, a DOM event or a test stub fits. */
export interface EventLike {
  defaultPrevented?: boolean | undefined;
}

/** What the helpers read and write on an event: Downshift's escape hatch lives on the native event. */
interface Markable {
  defaultPrevented?: boolean | undefined;
  preventDownshiftDefault?: boolean | undefined;
  nativeEvent?: Markable | undefined;
}

const isDownshiftMarked = (event: Markable) =>
  event.preventDownshiftDefault === true || event.nativeEvent?.preventDownshiftDefault === true;

/** Tells Downshift (and {@link composeEventHandlers}) to skip the handlers that come after this one. */
export function preventDownshiftDefault(event: object): void {
  const markable: Markable = event;
  (markable.nativeEvent ?? markable).preventDownshiftDefault = true;
}

/**
 * Runs the caller's handler first, then ours, unless the caller's handler opted out by calling
 * `event.preventDefault()` or by setting Downshift's `preventDownshiftDefault`. An opt-out also marks
 * the event for Downshift, so a Downshift handler composed after ours is skipped too. An event that was
 * already prevented before it reached us (a dialog's Escape listener on the document, say) still runs
 * ours: only the caller's own handler opts out.
 */
export function composeEventHandlers<E extends EventLike>(
  userHandler: ((event: E) => void) | undefined,
  ourHandler: (event: E) => void,
): (event: E) => void {
  return (event: E) => {
    const markable: Markable = event;
    const preventedBefore = markable.defaultPrevented;
    const markedBefore = isDownshiftMarked(markable);
    userHandler?.(event);
    if (!preventedBefore && markable.defaultPrevented) preventDownshiftDefault(markable);
    else if (markedBefore || !isDownshiftMarked(markable)) ourHandler(event);
  };
}

/** One ref callback that feeds every given ref (object or callback); `undefined` and `null` are skipped. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * A space-separated id list (for `aria-describedby` and the like) without empty or repeated entries;
 * each part may itself be a list. `undefined` when nothing is left, so the attribute is left out.
 */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const unique = new Set<string>();
  for (const part of ids) {
    if (!part) continue;
    for (const id of part.split(/\s+/)) if (id !== '') unique.add(id);
  }
  return unique.size === 0 ? undefined : [...unique].join(' ');
}

/**
 * Our props merged with the user's. Typed as ours plus the user's other props: a prop both give keeps
 * our type (a getter's declared return type names what it sets), though at runtime a defined user
 * value wins.
 */
export type Merged<Ours, User> = Ours & Omit<User, keyof Ours>;

type AnyHandler = (event: EventLike) => void;

/**
 * Merges a prop getter's props with the user's in one step: event handlers (`onX`) compose (user first,
 * see {@link composeEventHandlers}), refs merge, and every other user prop that is not `undefined` wins.
 */
export function mergeProps<Ours extends object, User extends object>(ours: Ours, user?: User): Merged<Ours, User> {
  if (!user) return ours as unknown as Merged<Ours, User>;
  const own = ours as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(user)) {
    const mine = own[key];
    if (key === 'ref') {
      out.ref = mine === undefined ? value : mergeRefs(value as Ref<unknown>, mine as Ref<unknown>);
    } else if (typeof value === 'function' && typeof mine === 'function' && /^on[A-Z]/.test(key)) {
      out[key] = composeEventHandlers(value as AnyHandler, mine as AnyHandler);
    } else if (value !== undefined) {
      out[key] = value;
    }
  }
  return out as unknown as Merged<Ours, User>;
}
