import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationFor } from '../../../testing/devApi/data/navigation';
import { CustomHeader } from '../../examples/headerCustomUi';
import { PAT } from '../lib/SiteChrome';
import { controlsFor, findSite, type StoryArgs } from '../lib/sites';

// useNavMenus behind a header of plain elements (docs/examples/headerCustomUi.tsx), fed the mock CMS's
// navigation data of the site: panels, the mobile menu and its group cards, the login link.
const meta = {
  title: 'Hooks/useNavMenus',
  render: (args) => {
    const site = findSite(args.site);
    return (
      <>
        <CustomHeader
          navigationData={navigationFor(site.domain, `${window.location.origin}/assets`)}
          user={args.signedIn ? PAT : undefined}
        />
        <main id="main" tabIndex={-1} />
      </>
    );
  },
  parameters: controlsFor([], ['site', 'locale', 'signedIn'], []),
} satisfies Meta<StoryArgs>;
export default meta;

export const CustomHeaderMenus: StoryObj<typeof meta> = {};

export const SignedIn: StoryObj<typeof meta> = { args: { signedIn: true } };
