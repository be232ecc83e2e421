import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import type * as ReactHookForm from 'react-hook-form';
import { BothSignupForms as Page } from './__fixtures__/BothSignupForms';

// Records every form engine react-hook-form builds (it still builds the real one).
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof ReactHookForm>('react-hook-form');
  return { ...actual, createFormControl: jest.fn(actual.createFormControl) };
});

const engines = createFormControl as jest.Mock;

async function hydrateServedPage() {
  const html = renderToString(<Page />);
  const container = document.createElement('div');
  container.innerHTML = html;
  const served = container.innerHTML;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error');
  const recoverable = jest.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });
  const cleanup = () => {
    act(() => root.unmount());
    errors.mockRestore();
    container.remove();
  };
  return { container, served, errors, recoverable, cleanup };
}

describe('given the server HTML of both sign-up forms, hydrated', () => {
  beforeEach(() => engines.mockClear());

  it('should hydrate with no mismatch and no engine, then validate once the user uses the form', async () => {
    const page = await hydrateServedPage();
    try {
      expect(page.recoverable).not.toHaveBeenCalled();
      expect(page.errors).not.toHaveBeenCalled();
      expect(page.container.innerHTML).toBe(page.served);
      expect(engines).not.toHaveBeenCalled();

      // The footer form validates on blur: its engine started on focus and took over the server's markup.
      const user = userEvent.setup();
      const [, footerEmail] = screen.getAllByLabelText('Email address');
      await user.type(footerEmail!, 'not-an-email');
      await user.tab();
      expect(footerEmail).toHaveAttribute('aria-invalid', 'true');
      expect(engines).toHaveBeenCalledTimes(1);
    } finally {
      page.cleanup();
    }
  });

  it('should hand what was typed and left before the engine ran over to it', async () => {
    const page = await hydrateServedPage();
    try {
      const [, footerEmail] = screen.getAllByLabelText('Email address');
      // All in one task: the engine's code has not come back yet.
      fireEvent.focus(footerEmail!);
      fireEvent.change(footerEmail!, { target: { value: 'still-not-an-email' } });
      fireEvent.blur(footerEmail!);
      expect(footerEmail).not.toHaveAttribute('aria-invalid');

      await waitFor(() => expect(footerEmail).toHaveAttribute('aria-invalid', 'true'));
      expect(footerEmail).toHaveValue('still-not-an-email');
      expect(engines).toHaveBeenCalledTimes(1);
    } finally {
      page.cleanup();
    }
  });
});
