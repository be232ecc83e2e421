import type { Ref, RefCallback, SyntheticEvent } from 'react';

type Handler<E> = ((event: E) => void) | undefined;

/**
 * Runs the user's handler first, then ours unless the user's handler called `event.preventDefault()`
 * (Radix's composeEventHandlers contract). When it did, Downshift's own handler is skipped too.
 * An event already prevented before it reached us (e.g. by a dialog's Escape listener on the
 * document) still runs ours: only the user's own handler opts out.
 */
export function composeHandlers<E extends SyntheticEvent>(user: Handler<E>, ours: (event: E) => void) {
  return (event: E) => {
    const preventedBefore = event.defaultPrevented;
    user?.(event);
    if (!preventedBefore && event.defaultPrevented) {
      preventDownshiftDefault(event);
      return;
    }
    ours(event);
  };
}

/** Tells Downshift to skip its handler for this event (its documented escape hatch). */
export function preventDownshiftDefault(event: SyntheticEvent): void {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/** Joins space-separated id lists, dropping empties; undefined when nothing is left. */
export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** A callback ref that forwards the node to any kind of ref (object or callback). */
export function toCallbackRef<E>(ref: Ref<E> | undefined): RefCallback<E> {
  return (node: E | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
}
