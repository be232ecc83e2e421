import type { Ref, RefCallback, SyntheticEvent } from 'react';

/**
 * Calls the user's handler first, then ours unless the user called `event.preventDefault()`.
 * Used by every prop getter of the chat and accessibility hooks.
 */
export function composeEventHandlers<E extends SyntheticEvent>(
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

/** A space-separated id list without empty entries, or undefined when empty (for aria-describedby and the like). */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A prop getter's result: our props, then the caller's remaining props on top (the caller wins,
 * as in Downshift). Handlers and refs are composed before this, so only plain attributes override.
 */
export function withUserProps<Ours extends object, Theirs extends object>(ours: Ours, theirs: Theirs): Ours & Theirs {
  return Object.assign(ours, theirs);
}
