import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CustomComposer, SkinnedComposer } from '../../examples/chatInput';
import { controlsFor, type StoryArgs } from '../lib/sites';

function Conversation() {
  const [asked, setAsked] = useState<string[]>([]);
  return (
    <>
      <CustomComposer
        ask={async (text) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          setAsked((previous) => [...previous, text]);
        }}
      />
      <ul aria-label="Asked">
        {asked.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </>
  );
}

// useChatInput behind a composer of plain elements (docs/examples/chatInput.tsx): Enter sends,
// Shift+Enter adds a line, at most 2000 characters; and the skin's ChatInput on the same hook.
const meta = {
  title: 'Hooks/useChatInput',
  render: () => <Conversation />,
  parameters: controlsFor([], ['locale'], []),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomComposerOnTheHook: Story = {};

export const SkinnedComposerStreaming: Story = { render: () => <SkinnedComposer /> };
