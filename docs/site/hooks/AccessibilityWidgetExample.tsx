import { useAccessibilityWidget } from '../../../src';

/**
 * docs/examples/chatAccessibilityWidget.tsx's button, with the site's stand-in vendor script
 * (.storybook/main.ts writes it beside the site): a click loads it, waits for the vendor's own button
 * and opens its menu; later visits load it on mount (the choice is in the story's storage).
 */
export function AccessibilityToolsButton() {
  const widget = useAccessibilityWidget({
    scriptUrl: `${window.location.origin}/assets/accessibility-widget.js`,
    triggerSelector: '#vendor-accessibility-button',
  });
  return (
    <p>
      <button type="button" {...widget.getTriggerProps()}>
        Accessibility Tools
      </button>{' '}
      <span role="status">{widget.status === 'idle' ? '' : widget.status}</span>
    </p>
  );
}
