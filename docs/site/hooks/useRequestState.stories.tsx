import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsFor, type StoryArgs } from '../lib/sites';
import { ProfileLoader } from './RequestStateExample';

// useRequestState's stages around a call to the mock services (./RequestStateExample.tsx): set the
// profileAttributes endpoint to slow or failing to see loading and error.
const meta = {
  title: 'Hooks/useRequestState',
  render: () => <ProfileLoader />,
  parameters: controlsFor([], ['locale'], ['profileAttributes']),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingSuccessAndError: Story = {};

export const SlowCall: Story = { args: { profileAttributes: 'slow' } };

export const FailingCall: Story = { args: { profileAttributes: 'fail-503' } };
