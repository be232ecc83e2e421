import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SignUpForm } from '../../examples/validationForm';
import { ProjectForm } from '../../examples/validationUseValidator';
import { controlsFor, type StoryArgs } from '../lib/sites';

function Sent({ children }: { children: (send: (values: unknown) => void) => React.ReactNode }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      {children((values) => setSent(JSON.stringify(values)))}
      <p role="status">{sent ? `Sent: ${sent}` : ''}</p>
    </>
  );
}

// useValidator on a form of plain elements (docs/examples/validationUseValidator.tsx), and its
// react-hook-form resolver (docs/examples/validationForm.tsx). Messages follow the locale.
const meta = {
  title: 'Hooks/useValidator',
  render: () => <Sent>{(send) => <ProjectForm onSend={send} />}</Sent>,
  parameters: controlsFor([], ['site', 'locale'], []),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectFormWithUseValidator: Story = {};

export const SignUpFormWithTheResolver: Story = {
  render: () => <Sent>{(send) => <SignUpForm onSignUp={async (values) => send(values)} />}</Sent>,
};
