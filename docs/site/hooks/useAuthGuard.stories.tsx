import type { Meta, StoryObj } from '@storybook/react-vite';
import { Protected } from '../../examples/authGuard';
import { controlsFor, type StoryArgs } from '../lib/sites';

type Own = { isAuthenticated: 'unknown yet' | 'signed in' | 'signed out' };
const AUTH = { 'unknown yet': undefined, 'signed in': true, 'signed out': false } as const;

// useAuthGuard around a protected page (docs/examples/authGuard.tsx): nothing while the session is
// unknown, the page when signed in, and a redirect to /login?redirect=… (shown below) when signed out.
const meta = {
  title: 'Hooks/useAuthGuard',
  args: { isAuthenticated: 'signed in' },
  argTypes: {
    isAuthenticated: {
      options: Object.keys(AUTH),
      control: { type: 'radio' },
      description: "The page's auth state, as your session code knows it.",
    },
  },
  render: ({ isAuthenticated }) => (
    <Protected isAuthenticated={AUTH[isAuthenticated]}>
      <h2>Your projects</h2>
      <p>Only a signed-in visitor sees this.</p>
    </Protected>
  ),
  parameters: controlsFor(['isAuthenticated'], [], []),
} satisfies Meta<StoryArgs<Own>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProtectedPage: Story = {};

export const SignedOutRedirects: Story = { args: { isAuthenticated: 'signed out' } };
