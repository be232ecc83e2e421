import { accessibilityWidgetReducer, type AccessibilityWidgetAction } from './accessibilityWidgetReducer';
import type { AccessibilityWidgetState } from './useAccessibilityWidget.types';

describe('accessibilityWidgetReducer', () => {
  it.each<[AccessibilityWidgetState, AccessibilityWidgetAction['type'], AccessibilityWidgetState]>([
    ['idle', 'triggerClick', 'loading'],
    ['failed', 'triggerClick', 'loading'],
    ['ready', 'triggerClick', 'ready'],
    ['loading', 'triggerClick', 'loading'],
    ['idle', 'mountRemembered', 'loading'],
    ['ready', 'mountRemembered', 'ready'],
    ['loading', 'scriptFailure', 'failed'],
    ['loading', 'pollExhausted', 'failed'],
    ['loading', 'pollTriggerFound', 'ready'],
    ['ready', 'pollTriggerLost', 'loading'],
  ])('given %s and %s should give %s', (state, type, expected) => {
    expect(accessibilityWidgetReducer(state, { type } as AccessibilityWidgetAction)).toBe(expected);
  });
});
