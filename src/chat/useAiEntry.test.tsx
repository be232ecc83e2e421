import { fireEvent, render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider, type LocationLike } from '../config';
import { useAiEntry } from './useAiEntry';
import type { UseAiEntryOptions } from './useAiEntry.types';

const location =
  (search = '?utm_source=home'): (() => LocationLike) =>
  () => ({
    href: `https://www.roofline.com/kitchen${search}`,
    origin: 'https://www.roofline.com',
    pathname: '/kitchen',
    search,
  });

function FieldFixture(options: UseAiEntryOptions) {
  const ai = useAiEntry(options);
  return (
    <form {...ai.getFormProps({ 'aria-label': 'AI search' })}>
      <label {...ai.getLabelProps()}>Find pros with AI</label>
      <input {...ai.getInputProps()} />
      <button type="submit">Go</button>
    </form>
  );
}

function ButtonFixture(options: UseAiEntryOptions) {
  const ai = useAiEntry(options);
  return <button {...ai.getButtonProps()}>AI Pro Finder</button>;
}

describe('useAiEntry', () => {
  describe('given the text field variant', () => {
    it('should go, on Enter, to {origin}/ai with the current query string and initialText', async () => {
      const navigate = jest.fn();
      const user = userEvent.setup();
      render(
        <ChromeProvider config={{ navigate, location: location() }}>
          <FieldFixture />
        </ChromeProvider>,
      );
      await user.type(screen.getByLabelText('Find pros with AI'), 'replace water heater{Enter}');
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(
        'https://www.roofline.com/ai?utm_source=home&initialText=replace+water+heater',
      );
    });

    it('should go on submit by the button, to the given AI link', async () => {
      const navigate = jest.fn();
      const user = userEvent.setup();
      render(<FieldFixture navigate={navigate} location={location('')} aiLink="https://ai.roofline.com/start" />);
      await user.type(screen.getByLabelText('Find pros with AI'), 'deck');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('https://ai.roofline.com/start?initialText=deck');
    });

    it('given no text should go without initialText', async () => {
      const navigate = jest.fn();
      const user = userEvent.setup();
      render(<FieldFixture navigate={navigate} location={location()} />);
      await user.type(screen.getByLabelText('Find pros with AI'), '{Enter}');
      expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?utm_source=home');
    });

    it('given an unsafe AI link should go to {origin}/ai', async () => {
      expectConsole('warn', 'Dropped an unsafe link: "javascript:alert(1)"');
      const navigate = jest.fn();
      const warn = jest.spyOn(console, 'warn');
      const user = userEvent.setup();
      render(<FieldFixture navigate={navigate} location={location('')} aiLink="javascript:alert(1)" />);
      await user.type(screen.getByLabelText('Find pros with AI'), 'x{Enter}');
      expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?initialText=x');
      warn.mockRestore();
    });

    it('should not go on an Enter that commits IME text', () => {
      const navigate = jest.fn();
      render(<FieldFixture navigate={navigate} location={location('')} />);
      const input = screen.getByLabelText('Find pros with AI');
      fireEvent.change(input, { target: { value: '屋根' } });
      fireEvent.compositionStart(input);
      fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
      fireEvent.compositionEnd(input);
      fireEvent.keyUp(input, { key: 'Enter' });
      expect(navigate).not.toHaveBeenCalled();
      fireEvent.compositionStart(input);
      fireEvent.compositionEnd(input);
      fireEvent.keyDown(input, { key: 'Enter' }); // Safari: compositionend first
      expect(navigate).not.toHaveBeenCalled();
      fireEvent.keyUp(input, { key: 'Enter' });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?initialText=%E5%B1%8B%E6%A0%B9');
    });

    it('should call onNavigate with the address first', async () => {
      const order: string[] = [];
      const user = userEvent.setup();
      render(
        <FieldFixture
          navigate={(url) => order.push(`navigate ${url}`)}
          onNavigate={(url) => order.push(`onNavigate ${url}`)}
          location={location('')}
        />,
      );
      await user.type(screen.getByLabelText('Find pros with AI'), '{Enter}');
      expect(order).toEqual(['onNavigate https://www.roofline.com/ai', 'navigate https://www.roofline.com/ai']);
    });

    it('should have no axe violations', async () => {
      const { container } = render(<FieldFixture navigate={jest.fn()} location={location()} />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given the button variant', () => {
    it('should go to {origin}/ai carrying the current query string, with no initialText', async () => {
      const navigate = jest.fn();
      const user = userEvent.setup();
      render(<ButtonFixture navigate={navigate} location={location('?zip=10001')} />);
      const button = screen.getByRole('button', { name: 'AI Pro Finder' });
      expect(button).toHaveAttribute('type', 'button');
      await user.click(button);
      expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?zip=10001');
    });

    it('should read the location when clicked, not when rendered', async () => {
      const navigate = jest.fn();
      let search = '?step=1';
      const user = userEvent.setup();
      render(
        <ButtonFixture
          navigate={navigate}
          location={() => ({ href: '', origin: 'https://www.roofline.com', pathname: '/', search })}
        />,
      );
      search = '?step=2';
      await user.click(screen.getByRole('button', { name: 'AI Pro Finder' }));
      expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/ai?step=2');
    });
  });
});
