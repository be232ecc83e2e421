import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { ChatFixture } from './__fixtures__/ChatFixture';

function setup(props: Parameters<typeof ChatFixture>[0] = {}) {
  const user = userEvent.setup();
  const onSubmit = props.onSubmit ?? jest.fn();
  const utils = render(<ChatFixture {...props} onSubmit={onSubmit} />);
  const textarea = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
  const sendButton = () => screen.queryByRole('button', { name: 'Send' });
  return { user, onSubmit, textarea, sendButton, ...utils };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useChatInput', () => {
  describe('given an empty chat input', () => {
    it('should wire the label to the textarea and start idle with one row', () => {
      const { textarea, sendButton } = setup();
      expect(textarea()).toHaveAttribute('rows', '1');
      expect(textarea()).toHaveAttribute('maxlength', '2000');
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveAttribute('aria-busy', 'false');
      expect(sendButton()).toHaveAttribute('aria-controls', textarea().id);
    });

    it('should have no axe violations', async () => {
      const { container } = setup();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('should never submit trimmed-empty text, by Enter or by the button', async () => {
      const { user, onSubmit, textarea, sendButton } = setup();
      await user.type(textarea(), '   {Enter}');
      await user.click(sendButton()!);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('after typing', () => {
    it('should become active and enable the send button', async () => {
      const { user, textarea, sendButton } = setup();
      await user.type(textarea(), 'Fix my roof');
      expect(screen.getByTestId('status')).toHaveTextContent('active');
      expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
      expect(sendButton()).toHaveAttribute('data-state', 'active');
    });

    it('should cap the text at 2000 characters', () => {
      const { textarea } = setup();
      fireEvent.change(textarea(), { target: { value: 'x'.repeat(2500) } });
      expect(textarea().value).toHaveLength(2000);
    });

    it('should grow one row per line from 1 up to 6', async () => {
      const { user, textarea } = setup();
      await user.type(textarea(), 'a{Shift>}{Enter}{/Shift}b');
      expect(textarea()).toHaveAttribute('rows', '2');
      await user.type(textarea(), '{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}z');
      expect(textarea().value.split('\n')).toHaveLength(8);
      expect(textarea()).toHaveAttribute('rows', '6');
    });

    it('given a browser layout should grow with wrapped lines measured from scrollHeight / lineHeight', () => {
      const scrollHeight = jest.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(0);
      try {
        render(<ChatFixture />);
        const textarea = screen.getByLabelText('Message') as HTMLTextAreaElement;
        textarea.style.lineHeight = '20px';
        textarea.style.paddingTop = '5px';
        textarea.style.paddingBottom = '5px';
        scrollHeight.mockReturnValue(3 * 20 + 10);
        fireEvent.change(textarea, { target: { value: 'a long line that wraps three times in a narrow field' } });
        expect(textarea).toHaveAttribute('rows', '3');
        scrollHeight.mockReturnValue(20 * 20 + 10);
        fireEvent.change(textarea, { target: { value: 'a much longer line '.repeat(30) } });
        expect(textarea).toHaveAttribute('rows', '6');
      } finally {
        scrollHeight.mockRestore();
      }
    });
  });

  describe('when pressing Enter', () => {
    it('should submit the trimmed text and clear the field', async () => {
      const { user, onSubmit, textarea } = setup();
      await user.type(textarea(), '  Need a plumber  {Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith('Need a plumber');
      expect(textarea()).toHaveValue('');
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
    });

    it('given Shift should add a new line instead of submitting', async () => {
      const { user, onSubmit, textarea } = setup();
      await user.type(textarea(), 'line one{Shift>}{Enter}{/Shift}line two');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(textarea()).toHaveValue('line one\nline two');
    });

    it('given keepSubmittedText should keep the text after submitting', async () => {
      const { user, onSubmit, textarea } = setup({ keepSubmittedText: true });
      await user.type(textarea(), 'Keep me{Enter}');
      expect(onSubmit).toHaveBeenCalledWith('Keep me');
      expect(textarea()).toHaveValue('Keep me');
    });

    it("given the user's onKeyDown prevents default should not submit, and run the user's handler first", async () => {
      const calls: string[] = [];
      const onSubmit = jest.fn(() => {
        calls.push('submit');
      });
      const onKeyDown = jest.fn((event: React.KeyboardEvent<HTMLTextAreaElement>) => {
        calls.push('user');
        if (event.currentTarget.value === 'stop') event.preventDefault();
      });
      const user = userEvent.setup();
      render(<ChatFixture onSubmit={onSubmit} textareaProps={{ onKeyDown }} />);
      const textarea = screen.getByLabelText('Message');
      await user.type(textarea, 'stop{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(textarea);
      calls.length = 0;
      await user.type(textarea, 'go{Enter}');
      expect(calls.slice(-2)).toEqual(['user', 'submit']);
    });
  });

  describe('given an input method is composing', () => {
    it('should ignore Enter flagged isComposing (Chrome, Firefox), then submit on a later Enter', () => {
      const { onSubmit, textarea } = setup();
      fireEvent.change(textarea(), { target: { value: 'にほんご' } });
      fireEvent.compositionStart(textarea());
      fireEvent.keyDown(textarea(), { key: 'Enter', isComposing: true });
      fireEvent.compositionEnd(textarea());
      fireEvent.keyUp(textarea(), { key: 'Enter' });
      expect(onSubmit).not.toHaveBeenCalled();
      fireEvent.keyDown(textarea(), { key: 'Enter' });
      expect(onSubmit).toHaveBeenCalledWith('にほんご');
    });

    it('should ignore Enter with keyCode 229', () => {
      const { onSubmit, textarea } = setup();
      fireEvent.change(textarea(), { target: { value: '한국어' } });
      fireEvent.keyDown(textarea(), { key: 'Enter', keyCode: 229 });
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('should ignore the Enter that Safari sends after compositionend, but not the next one', () => {
      const { onSubmit, textarea } = setup();
      fireEvent.change(textarea(), { target: { value: '中文' } });
      fireEvent.compositionStart(textarea());
      fireEvent.compositionEnd(textarea());
      fireEvent.keyDown(textarea(), { key: 'Enter' });
      fireEvent.keyUp(textarea(), { key: 'Enter' });
      expect(onSubmit).not.toHaveBeenCalled();
      expect(textarea()).toHaveValue('中文');
      fireEvent.keyDown(textarea(), { key: 'Enter' });
      expect(onSubmit).toHaveBeenCalledWith('中文');
    });

    it('given the composition ended by leaving the field should submit on the next Enter', () => {
      const { onSubmit, textarea } = setup();
      fireEvent.change(textarea(), { target: { value: '中文' } });
      fireEvent.compositionStart(textarea());
      fireEvent.compositionEnd(textarea());
      fireEvent.blur(textarea());
      fireEvent.keyDown(textarea(), { key: 'Enter' });
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given onSubmit returns a Promise', () => {
    it('should show loading while pending, block a second submission, then clear', async () => {
      const pending = deferred();
      const onSubmit = jest.fn(() => pending.promise);
      const { user, textarea, sendButton } = setup({ onSubmit });
      expect(screen.getByTestId('submit-status')).toHaveTextContent('idle');
      await user.type(textarea(), 'Quote please{Enter}');
      expect(screen.getByTestId('status')).toHaveTextContent('loading');
      expect(screen.getByTestId('submit-status')).toHaveTextContent('pending');
      expect(sendButton()).toHaveAttribute('aria-busy', 'true');
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(textarea().closest('form')).toHaveAttribute('aria-busy', 'true');
      await user.type(textarea(), '{Enter}');
      await user.click(sendButton()!);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await act(async () => pending.resolve());
      expect(textarea()).toHaveValue('');
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(screen.getByTestId('submit-status')).toHaveTextContent('success');
      expect(sendButton()).toHaveAttribute('aria-busy', 'false');
    });

    it('should keep text typed while pending', async () => {
      const pending = deferred();
      const { user, textarea } = setup({ onSubmit: () => pending.promise });
      await user.type(textarea(), 'first{Enter}');
      await user.type(textarea(), ' and more');
      await act(async () => pending.resolve());
      expect(textarea()).toHaveValue('first and more');
    });

    it('given the Promise rejects should keep the text and report the error', async () => {
      const pending = deferred();
      const { user, textarea } = setup({ onSubmit: () => pending.promise });
      await user.type(textarea(), 'will fail{Enter}');
      await act(async () => pending.reject(new Error('offline')));
      expect(textarea()).toHaveValue('will fail');
      expect(screen.getByTestId('status')).toHaveTextContent('active');
      expect(screen.getByTestId('error')).toHaveTextContent('offline');
      expect(screen.getByTestId('submit-status')).toHaveTextContent('error');
    });
  });

  it('given onSubmit throws should keep the text and report the error, not crash', async () => {
    const { user, textarea } = setup({
      onSubmit: () => {
        throw new Error('boom');
      },
    });
    await user.type(textarea(), 'oops{Enter}');
    expect(textarea()).toHaveValue('oops');
    expect(screen.getByTestId('error')).toHaveTextContent('boom');
  });

  it('given the loading option should show the loading look and not submit', async () => {
    const { user, onSubmit, textarea, sendButton } = setup({ loading: true, initialText: 'hello' });
    expect(sendButton()).toHaveAttribute('data-state', 'loading');
    await user.type(textarea(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit when the send button is clicked', async () => {
    const { user, onSubmit, textarea, sendButton } = setup();
    await user.type(textarea(), 'By click');
    await user.click(sendButton()!);
    expect(onSubmit).toHaveBeenCalledWith('By click');
    expect(textarea()).toHaveValue('');
  });

  describe('given the sparkle style', () => {
    it('should show send only when focused or when the text differs from the initial text', async () => {
      const { user, textarea, sendButton } = setup({ sendButtonStyle: 'sparkle', initialText: 'Ask AI' });
      expect(sendButton()).toBeNull();
      await user.click(textarea());
      expect(sendButton()).toBeInTheDocument();
      await user.tab(); // focus moves to the send button: still within the composer
      expect(sendButton()).toHaveFocus();
      await user.tab();
      expect(sendButton()).toBeNull();
      await user.click(textarea());
      await user.type(textarea(), '!');
      await user.click(document.body);
      expect(sendButton()).toBeInTheDocument();
    });

    it('should send on click without the button vanishing on mouse down', async () => {
      const { user, onSubmit, textarea, sendButton } = setup({ sendButtonStyle: 'sparkle', keepSubmittedText: true });
      await user.click(textarea());
      await user.keyboard('hi');
      await user.click(sendButton()!);
      expect(onSubmit).toHaveBeenCalledWith('hi');
    });
  });

  it('given a controlled value should show it and report changes', async () => {
    const onValueChange = jest.fn();
    const onSubmit = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('start');
      return (
        <ChatFixture
          value={value}
          onSubmit={onSubmit}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveValue('start');
    await user.type(textarea, '!{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('start!');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(textarea).toHaveValue('');
  });

  it('given disabled should disable the field and the button', () => {
    const { textarea, sendButton } = setup({ disabled: true, initialText: 'x' });
    expect(textarea()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });
});
