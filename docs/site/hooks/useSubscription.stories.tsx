import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomBanner } from '../../examples/subscriptionBanner';
import { controlsFor, type StoryArgs } from '../lib/sites';

// useSubscription behind a banner of plain elements (docs/examples/subscriptionBanner.tsx).
const meta = {
  title: 'Hooks/useSubscription',
  render: (args) => <CustomBanner cfPostalCode={args.cfPostalCode} />,
  args: { cfPostalCode: '10001' },
  argTypes: { cfPostalCode: { control: 'text', description: "The visitor's detected postal code." } },
  parameters: controlsFor(['cfPostalCode'], ['site', 'locale'], ['memberCreate', 'profileAttributes', 'tracks']),
} satisfies Meta<StoryArgs<{ cfPostalCode?: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomBannerForm: Story = {};

export const WhileMemberCreateFails: Story = { args: { memberCreate: 'fail-503' } };
