/** The fields of a keydown event the IME guard reads (a React or a DOM KeyboardEvent fits). */
export interface ImeKeyEventLike {
  key: string;
  keyCode?: number;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean; keyCode?: number };
}

/** The legacy keyCode browsers report for a key press that an input method is handling. */
export const IME_PROCESS_KEY_CODE = 229;

/**
 * True when a keydown belongs to an input method editor (IME) composition and must not submit:
 * `isComposing` (standard), `keyCode` 229 (older browsers and Safari), or `compositionJustEnded`
 * (Safari fires `compositionend` before the Enter keydown that commits the text).
 */
export function isComposingKeyEvent(event: ImeKeyEventLike, compositionJustEnded = false): boolean {
  if (compositionJustEnded) return true;
  if (event.isComposing === true || event.nativeEvent?.isComposing === true) return true;
  return event.keyCode === IME_PROCESS_KEY_CODE || event.nativeEvent?.keyCode === IME_PROCESS_KEY_CODE;
}
