import { assertNever } from '../shared';
import type { AccessibilityWidgetState } from './useAccessibilityWidget.types';

/** Where a change came from. */
export type AccessibilityWidgetAction =
  | { type: 'triggerClick' }
  | { type: 'mountRemembered' }
  | { type: 'scriptFailure' }
  | { type: 'pollTriggerFound' }
  | { type: 'pollExhausted' }
  | { type: 'pollTriggerLost' };

/**
 * The widget's state machine: idle -> loading (trigger click or remembered choice on mount);
 * loading -> ready (trigger found) or failed (script error, polls exhausted); failed -> loading
 * (another click retries); ready -> loading (the trigger vanished, poll again).
 */
export function accessibilityWidgetReducer(
  state: AccessibilityWidgetState,
  action: AccessibilityWidgetAction,
): AccessibilityWidgetState {
  switch (action.type) {
    case 'triggerClick':
      return state === 'ready' ? 'ready' : 'loading';
    case 'mountRemembered':
      return state === 'idle' ? 'loading' : state;
    case 'scriptFailure':
    case 'pollExhausted':
      return 'failed';
    case 'pollTriggerFound':
      return 'ready';
    case 'pollTriggerLost':
      return 'loading';
    default:
      return assertNever(action);
  }
}
