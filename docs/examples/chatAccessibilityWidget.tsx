// useAccessibilityWidget: the footer's 'Accessibility Tools' link.
import { useAccessibilityWidget } from '../../src';

export function AccessibilityToolsButton() {
  const widget = useAccessibilityWidget({
    scriptUrl: 'https://cdn.accessibility-vendor.example/widget.js',
    // The vendor's floating button, which the script adds to the page:
    triggerSelector: '#vendor-accessibility-button',
  });
  return (
    <button type="button" {...widget.getTriggerProps()}>
      Accessibility Tools
    </button>
  );
}

/** As a link in a legal bar (its navigation is prevented), with a vendor API to open the widget. */
export function AccessibilityToolsLink({ openVendorMenu }: { openVendorMenu: () => void }) {
  const widget = useAccessibilityWidget({
    scriptUrl: 'https://cdn.accessibility-vendor.example/widget.js',
    findTrigger: () => document.getElementById('vendor-accessibility-button'),
    open: () => openVendorMenu(),
  });
  return (
    <a href="#accessibility-tools" {...widget.getTriggerProps()}>
      Accessibility Tools
    </a>
  );
}

// The remembered choice lives under the `storageKey` option's key (default 'accessibilityWidget'), with
// the value 'yes':
export const storageKey = 'accessibilityWidget';
