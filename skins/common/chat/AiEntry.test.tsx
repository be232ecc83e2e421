import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../../src';
import { ThemeProvider } from '../../roofline/ThemeProvider';
import { AiEntryField } from './AiEntryField';
import { AiProFinderButton } from './AiProFinderButton';

const location = () => ({
  href: 'https://www.roofline.com/?utm_campaign=spring',
  origin: 'https://www.roofline.com',
  pathname: '/',
  search: '?utm_campaign=spring',
});

function renderWithWorld(ui: React.ReactNode) {
  const navigate = jest.fn();
  const user = userEvent.setup();
  const utils = render(
    <ChromeProvider config={{ navigate, location }}>
      <ThemeProvider>{ui}</ThemeProvider>
    </ChromeProvider>,
  );
  return { navigate, user, ...utils };
}

describe('AiEntryField', () => {
  it("should label the field 'Find pros with AI' and go with the typed text on Enter", async () => {
    const { navigate, user, container } = renderWithWorld(<AiEntryField />);
    const field = screen.getByRole('textbox', { name: 'Find pros with AI' });
    expect(field).toHaveAttribute('placeholder', 'Find pros with AI');
    await user.type(field, 'gutter cleaning{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      'https://www.roofline.com/ai?utm_campaign=spring&initialText=gutter+cleaning',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should go once by the button, to the AI link from the navigation data', async () => {
    const { navigate, user } = renderWithWorld(<AiEntryField aiLink="https://www.roofline.com/ai-chat" />);
    await user.type(screen.getByRole('textbox', { name: 'Find pros with AI' }), 'fence');
    await user.click(screen.getByRole('button', { name: 'Find pros with AI' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai-chat?utm_campaign=spring&initialText=fence');
  });
});

describe('AiProFinderButton', () => {
  it('should go to {origin}/ai with the current query string', async () => {
    const { navigate, user, container } = renderWithWorld(<AiProFinderButton />);
    await user.click(screen.getByRole('button', { name: 'AI Pro Finder' }));
    expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?utm_campaign=spring');
    expect(await axe(container)).toHaveNoViolations();
  });
});
