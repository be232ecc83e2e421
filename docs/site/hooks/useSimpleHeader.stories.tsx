import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationFor } from '../../../testing/devApi/data/navigation';
import { CheckoutLogoBar } from '../../examples/simpleHeaderCustomUi';
import { controlsFor, findSite, type StoryArgs } from '../lib/sites';

// useSimpleHeader behind a checkout page's logo bar (docs/examples/simpleHeaderCustomUi.tsx): with the
// site's navigation data (its logo), or without (the brand's name).
const meta = {
  title: 'Hooks/useSimpleHeader',
  args: { withNavigationData: true },
  argTypes: { withNavigationData: { control: 'boolean', description: "Pass the site's navigation data." } },
  render: ({ site, withNavigationData }) => {
    const domain = findSite(site).domain;
    return (
      <CheckoutLogoBar
        domain={domain}
        {...(withNavigationData ? { navigationData: navigationFor(domain, `${window.location.origin}/assets`) } : {})}
      />
    );
  },
  parameters: controlsFor(['withNavigationData'], ['site', 'locale'], []),
} satisfies Meta<StoryArgs<{ withNavigationData?: boolean }>>;
export default meta;

export const CheckoutLogo: StoryObj<typeof meta> = {};
