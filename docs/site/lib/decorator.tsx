import type { Decorator } from '@storybook/react-vite';
import { SiteChrome } from './SiteChrome';
import type { SiteArgs } from './sites';

/** Every story inside the mocked site: ChromeProvider with the in-browser services, the site's skin theme. */
export const withSiteChrome: Decorator = (Story, context) => (
  <SiteChrome args={context.args as Partial<SiteArgs>} storyId={context.id} plain={context.title.startsWith('Hooks/')}>
    <Story />
  </SiteChrome>
);
