'use client';

import { useCallback } from 'react';
import {
  useAccessibilityWidget,
  type UseAccessibilityWidgetOptions,
  type UseAccessibilityWidgetResult,
} from '../accessibility';
import { analyticsAttributes } from '../analytics';
import { mergeProps } from '../shared/propGetters';

export interface AccessibilityToolsGetters {
  /**
   * Props for the Accessibility Tools `<button type="button">`: a click loads and opens the widget
   * (spec 2.2) and is tracked as 'Item Clicked'.
   */
  getAccessibilityToolsProps: UseAccessibilityWidgetResult['getTriggerProps'];
  /** The accessibility widget's status: 'idle' | 'loading' | 'ready' | 'failed' (its `status`). */
  accessibilityWidgetState: UseAccessibilityWidgetResult['status'];
}

/** A footer's Accessibility Tools control, on `useAccessibilityWidget`. */
export function useAccessibilityTools(
  label: string,
  options?: UseAccessibilityWidgetOptions,
): AccessibilityToolsGetters {
  const widget = useAccessibilityWidget(options);
  const { getTriggerProps } = widget;
  const getAccessibilityToolsProps = useCallback<UseAccessibilityWidgetResult['getTriggerProps']>(
    (userProps) =>
      getTriggerProps(
        mergeProps(
          analyticsAttributes({ label, element_id: 'accessibility-tools', element_key: 'accessibility-tools' }),
          userProps,
        ),
      ),
    [getTriggerProps, label],
  );
  return { getAccessibilityToolsProps, accessibilityWidgetState: widget.status };
}
