'use client';

import { useAccessibilityTools, type UseAccessibilityWidgetOptions } from '../../../../src';

export interface AccessibilityToolsButtonProps {
  label: string;
  /** Serialisable options only (its `scriptUrl`...) when rendered from a Server Component. */
  accessibilityWidget?: UseAccessibilityWidgetOptions | undefined;
  className?: string | undefined;
}

/** The Accessibility Tools control of a server footer (a client island). */
export function AccessibilityToolsButton({ label, accessibilityWidget, className }: AccessibilityToolsButtonProps) {
  const tools = useAccessibilityTools(label, accessibilityWidget);
  return (
    <button type="button" className={className} {...tools.getAccessibilityToolsProps()}>
      {label}
    </button>
  );
}
