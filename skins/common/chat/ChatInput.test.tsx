import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider as HomeAdvisorTheme } from '../../homeadvisor/ThemeProvider';
import { ThemeProvider as InstaproTheme } from '../../instapro/ThemeProvider';
import { ThemeProvider as RooflineTheme } from '../../roofline/ThemeProvider';
import { ChatInput as HomeAdvisorChatInput } from '../../homeadvisor/chat';
import { ChatInput as InstaproChatInput } from '../../instapro/chat';
import { ChatInput as RooflineChatInput } from '../../roofline/chat';
import { ChatInput } from './ChatInput';

describe('ChatInput skin', () => {
  it.each([
    ['roofline', RooflineTheme, RooflineChatInput],
    ['homeadvisor', HomeAdvisorTheme, HomeAdvisorChatInput],
    ['instapro', InstaproTheme, InstaproChatInput],
  ])('given the %s skin should render a labelled composer with no axe violations', async (_brand, Theme, Chat) => {
    const { container } = render(
      <Theme>
        <Chat label="Ask about your project" placeholder="Describe your project" />
      </Theme>,
    );
    expect(screen.getByRole('textbox', { name: 'Ask about your project' })).toHaveAttribute('rows', '1');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should send on Enter, show the loading look while the answer is pending, then clear', async () => {
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <RooflineTheme>
        <ChatInput onSubmit={onSubmit} />
      </RooflineTheme>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'Roof leaks{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Roof leaks');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('data-state', 'loading');
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(send.querySelector('[data-spinner]')).not.toBeNull();
    await act(async () => finish());
    expect(textarea).toHaveValue('');
    expect(send).toHaveAttribute('data-state', 'idle');
  });

  it('given the sparkle style should show send only when focused or changed', async () => {
    const user = userEvent.setup();
    render(
      <RooflineTheme>
        <ChatInput sendButtonStyle="sparkle" initialText="Find a roofer" />
      </RooflineTheme>,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
