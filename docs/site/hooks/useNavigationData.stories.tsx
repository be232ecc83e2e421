import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomNav } from '../../../examples/custom-ui/CustomNav';
import { controlsFor, type StoryArgs } from '../lib/sites';
import '../../../examples/custom-ui/custom-ui.css';

// useNavigationData fetching the navigation with a bearer token (the token, then the navigation
// endpoint), behind the custom UI page's navigation bar (examples/custom-ui/CustomNav.tsx).
const meta = {
  title: 'Hooks/useNavigationData',
  render: () => (
    <header className="cu-header">
      <a className="cu-logo" href="#main">
        Acme Home Pros
      </a>
      <CustomNav />
    </header>
  ),
  parameters: controlsFor([], [], ['token', 'navigation']),
} satisfies Meta<StoryArgs<object>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FetchedNavigation: Story = {};

export const SlowNavigation: Story = { args: { navigation: 'slow' } };

export const WhileNavigationFails: Story = { args: { navigation: 'fail-503' } };
