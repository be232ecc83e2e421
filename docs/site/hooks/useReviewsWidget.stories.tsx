import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrustRating } from '../../examples/reviewsWidgetCustomUi';
import { controlsFor, findSite, type StoryArgs } from '../lib/sites';

// useReviewsWidget behind a trust-rating block of its own (docs/examples/reviewsWidgetCustomUi.tsx):
// the stand-in vendor script of the mock services renders the badge; the US brands have none.
const meta = {
  title: 'Hooks/useReviewsWidget',
  args: { site: 'netherlands' },
  render: ({ site }) => {
    const found = findSite(site);
    return <TrustRating domain={found.domain} locale={found.locale ?? found.lang} />;
  },
  parameters: controlsFor([], ['site'], []),
} satisfies Meta<StoryArgs>;
export default meta;

export const TrustRatingBlock: StoryObj<typeof meta> = {};
