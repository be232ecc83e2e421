import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../src';
import { AccessibilityToolsButton } from './chatAccessibilityWidget';
import { AiButton, AiField, exampleUrl } from './chatAiEntry';
import { CustomComposer, SkinnedComposer } from './chatInput';

const location = () => ({ href: '', origin: 'https://www.roofline.com', pathname: '/', search: '?ref=docs' });

describe('the chat docs examples', () => {
  it('CustomComposer should send the trimmed text on Enter', async () => {
    const ask = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const { container } = render(<CustomComposer ask={ask} />);
    await user.type(screen.getByLabelText('Ask about your project'), ' plumbing leak {Enter}');
    expect(ask).toHaveBeenCalledWith('plumbing leak');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('SkinnedComposer should render the skin composer', () => {
    render(<SkinnedComposer />);
    expect(screen.getByRole('textbox', { name: 'Ask about your project' })).toBeInTheDocument();
  });

  it('AiField and AiButton should navigate through the provider', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    render(
      <ChromeProvider config={{ navigate, location }}>
        <AiField />
        <AiButton aiLink="/ai-chat" />
      </ChromeProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Find pros with AI' }), 'tile{Enter}');
    await user.click(screen.getByRole('button', { name: 'AI Pro Finder' }));
    expect(navigate.mock.calls).toEqual([
      ['https://www.roofline.com/ai?ref=docs&initialText=tile'],
      ['/ai-chat?ref=docs'],
    ]);
  });

  it('the documented URL should be what the builder gives', () => {
    expect(exampleUrl).toBe('https://www.roofline.com/ai?utm_source=mail&initialText=replace+my+roof');
  });

  it('AccessibilityToolsButton should render an idle trigger', () => {
    render(
      <ChromeProvider config={{ storage: null }}>
        <AccessibilityToolsButton />
      </ChromeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Accessibility Tools' })).toHaveAttribute('data-state', 'idle');
  });
});
