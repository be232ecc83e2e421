import type { Meta, StoryObj } from '@storybook/react-vite';
import { AiButton, AiField } from '../../examples/chatAiEntry';
import { controlsFor, type StoryArgs } from '../lib/sites';

type Own = { aiLink: string };

// useAiEntry behind the 'Find pros with AI' field and the AI Pro Finder button
// (docs/examples/chatAiEntry.tsx): submitting shows the AI page's address below instead of leaving.
const meta = {
  title: 'Hooks/useAiEntry',
  args: { aiLink: '' },
  argTypes: { aiLink: { control: 'text', description: "The CMS's AI link (empty: the site's /ai page)." } },
  render: ({ aiLink }) => <AiField {...(aiLink ? { aiLink } : {})} />,
  parameters: controlsFor(['aiLink'], ['site', 'locale'], []),
} satisfies Meta<StoryArgs<Own>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AiFieldOnTheHook: Story = {};

export const AiButtonOnTheHook: Story = { render: ({ aiLink }) => <AiButton {...(aiLink ? { aiLink } : {})} /> };
