import type { Ref, RefCallback, SyntheticEvent } from 'react';

/** Calls the user's handler first, then ours unless the user called `event.preventDefault()`. */
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
