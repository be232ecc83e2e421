export {
  useAccessibilityWidget,
  ACCESSIBILITY_WIDGET_STORED_VALUE,
  DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR,
  DEFAULT_ACCESSIBILITY_MAX_POLLS,
} from './useAccessibilityWidget';
export { appendScript } from './loadScript';
export { accessibilityWidgetReducer, initialAccessibilityWidgetState } from './accessibilityWidgetReducer';
export type { AccessibilityWidgetAction, AccessibilityWidgetReducerState } from './accessibilityWidgetReducer';
export type {
  AccessibilityWidgetState,
  AccessibilityWidgetStatus,
  LoadScriptFn,
  UseAccessibilityWidgetOptions,
  UseAccessibilityWidgetResult,
  AccessibilityTriggerUserProps,
  GetAccessibilityTriggerPropsReturn,
} from './useAccessibilityWidget.types';
export { ACCESSIBILITY_WIDGET_STORAGE_KEY } from './limits';
