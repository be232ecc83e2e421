import type { Ref, RefCallback } from 'react';

type Handler = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => void;

/** Calls the user's handler first, then ours unless the user called `event.preventDefault()`. */
export function composeEventHandlers<E extends { defaultPrevented?: boolean }>(
  userHandler: ((event: E) => void) | undefined,
  ourHandler: (event: E) => void,
): (event: E) => void {
  return (event: E) => {
    userHandler?.(event);
    if (!event.defaultPrevented) ourHandler(event);
  };
}

/** One ref callback that feeds every given ref (object or callback). */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/** Our props overridden by the user's, with user props last. */
export type Merged<Ours, User> = Omit<Ours, keyof User> & User;

/**
 * Merges a prop getter's props with the user's: event handlers (`onX`) compose (user first, honouring
 * `preventDefault`), refs merge, and every other user prop wins.
 */
export function mergeProps<Ours extends object, User extends object>(ours: Ours, user?: User): Merged<Ours, User> {
  if (!user) return ours as unknown as Merged<Ours, User>;
  const own = ours as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(user)) {
    const mine = own[key];
    if (key === 'ref') {
      out.ref = mine === undefined ? value : mergeRefs(value as Ref<unknown>, mine as Ref<unknown>);
    } else if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function') {
      out[key] = composeEventHandlers(value as Handler, mine as Handler);
    } else if (value !== undefined) {
      out[key] = value;
    }
  }
  return out as unknown as Merged<Ours, User>;
}
