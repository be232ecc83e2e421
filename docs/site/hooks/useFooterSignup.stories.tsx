import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomSignup } from '../../../examples/custom-ui/CustomSignup';
import { CustomFooterSignup } from '../../examples/subscriptionFooter';
import { controlsFor, type StoryArgs } from '../lib/sites';
import '../../../examples/custom-ui/custom-ui.css';

// useFooterSignup behind footer forms of plain elements (docs/examples/subscriptionFooter.tsx, and the
// custom UI page's). The site picks the flow: Roofline's member create, HomeAdvisor's own sign-up.
const meta = {
  title: 'Hooks/useFooterSignup',
  render: (args) => <CustomFooterSignup calculatedZip={args.calculatedZip} />,
  args: { calculatedZip: '80202' },
  argTypes: { calculatedZip: { control: 'text', description: "The visitor's detected ZIP code." } },
  parameters: controlsFor(
    ['calculatedZip'],
    ['site', 'locale'],
    ['memberCreate', 'homeAdvisorSignup', 'profileAttributes', 'tracks'],
  ),
} satisfies Meta<StoryArgs<{ calculatedZip?: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomFooterForm: Story = {};

export const HomeAdvisorFlow: Story = { args: { site: 'homeadvisor' } };

export const WhileTheServiceFails: Story = { args: { memberCreate: 'fail-503', homeAdvisorSignup: 'fail-503' } };

export const CustomUiPageSignup: Story = { render: () => <CustomSignup anonymousId="docs-visitor" /> };
