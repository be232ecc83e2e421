import { assertNever } from '../shared';
import type { AccessibilityWidgetStatus } from './useAccessibilityWidget.types';

/** The accessibility widget's whole state: its status plus what the next effects must do. */
export interface AccessibilityWidgetReducerState {
  /** `idle` (not loaded), `loading` (script loading or its trigger not found yet), `ready`, `failed`. */
  status: AccessibilityWidgetStatus;
  /** While `loading`: the script has run and the trigger is being polled for. */
  isScriptLoaded: boolean;
  /** A click asked for the widget: it opens as soon as its trigger is found. */
  isOpenRequested: boolean;
  /** Storage holds the choice (read after mount). */
  isRemembered: boolean;
}

/** Where a change came from. */
export type AccessibilityWidgetAction =
  /** The 'Accessibility Tools' control (or `activate()`); `remembered` is null when storage failed. */
  | { type: 'triggerClick'; remembered: boolean | null }
  /** `forget()`. */
  | { type: 'functionForget' }
  /** Storage remembered the choice on mount. */
  | { type: 'mountRemembered' }
  | { type: 'scriptLoad' }
  | { type: 'scriptFailure' }
  | { type: 'pollTriggerFound' }
  | { type: 'pollExhausted' }
  /** The widget was ready but its trigger has gone: poll again. */
  | { type: 'pollTriggerLost' }
  /** The widget was opened on request. */
  | { type: 'widgetOpen' };

export const initialAccessibilityWidgetState: AccessibilityWidgetReducerState = {
  status: 'idle',
  isScriptLoaded: false,
  isOpenRequested: false,
  isRemembered: false,
};

const loadScript = { status: 'loading', isScriptLoaded: false } as const;

/**
 * The widget's state machine (pure): idle -> loading (trigger click, or a remembered choice on
 * mount, which does not open it); loading -> ready (trigger found) or failed (script error, polls
 * exhausted); failed -> loading (another click retries); ready -> loading (the trigger vanished,
 * poll again without reloading). A click while loading is kept in `isOpenRequested`.
 */
export function accessibilityWidgetReducer(
  state: AccessibilityWidgetReducerState,
  action: AccessibilityWidgetAction,
): AccessibilityWidgetReducerState {
  switch (action.type) {
    case 'triggerClick': {
      const isRemembered = action.remembered ?? state.isRemembered;
      const reload = state.status === 'idle' || state.status === 'failed' ? loadScript : null;
      return { ...state, ...reload, isOpenRequested: true, isRemembered };
    }
    case 'functionForget':
      return state.isRemembered ? { ...state, isRemembered: false } : state;
    case 'mountRemembered':
      return { ...state, ...(state.status === 'idle' ? loadScript : null), isRemembered: true };
    case 'scriptLoad':
      return state.status === 'loading' ? { ...state, isScriptLoaded: true } : state;
    case 'scriptFailure':
    case 'pollExhausted':
      return { ...state, status: 'failed', isOpenRequested: false };
    case 'pollTriggerFound':
      return { ...state, status: 'ready' };
    case 'pollTriggerLost':
      return { ...state, status: 'loading', isScriptLoaded: true };
    case 'widgetOpen':
      return { ...state, isOpenRequested: false };
    default:
      return assertNever(action);
  }
}
