import type { Preview } from '@storybook/react-vite';
import { withSiteChrome } from '../docs/site/lib/decorator';
import { SITE_ARGS, siteArgTypes } from '../docs/site/lib/sites';
import '../docs/site/lib/site.css';
import { theme } from './theme';

const preview: Preview = {
  decorators: [withSiteChrome],
  args: SITE_ARGS,
  argTypes: siteArgTypes(),
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    docs: { theme },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guides',
          ['Getting started', 'Architecture'],
          'Hooks',
          'Skins',
          [
            'Skins and theming',
            'The skins at a glance',
            'The Header',
            'Footers',
            'Roofline',
            'HomeAdvisor',
            'Instapro',
          ],
          'Reference',
        ],
      },
    },
  },
};

export default preview;
