import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsFor, type StoryArgs } from '../lib/sites';
import { AccessibilityToolsButton } from './AccessibilityWidgetExample';

// useAccessibilityWidget behind the 'Accessibility Tools' button (./AccessibilityWidgetExample.tsx,
// after docs/examples/chatAccessibilityWidget.tsx): click it to load the stand-in vendor widget.
const meta = {
  title: 'Hooks/useAccessibilityWidget',
  render: () => <AccessibilityToolsButton />,
  parameters: controlsFor([], [], []),
} satisfies Meta<StoryArgs>;
export default meta;

export const AccessibilityToolsOnTheHook: StoryObj<typeof meta> = {};
