import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import type * as ReactHookForm from 'react-hook-form';
import { ChromeProvider } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG } from './__fixtures__/testUtils';
import { isServerRender } from './serverRender';

// Records every call of react-hook-form's useForm (it still runs the real one).
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof ReactHookForm>('react-hook-form');
  return { ...actual, useForm: jest.fn(actual.useForm) };
});
// jsdom has a window: the server render is made a server render by hand.
jest.mock('./serverRender', () => ({ isServerRender: jest.fn(() => false) }));

const useFormCalls = useForm as jest.Mock;
const serverRender = isServerRender as jest.Mock;

function Page() {
  return (
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'HOME_ADVISOR', storage: null, fetch: jest.fn() }}>
      <BannerFixture cfPostalCode="10001" />
      <FooterFixture />
    </ChromeProvider>
  );
}

describe('given the server stand-in HTML hydrated by the react-hook-form implementation', () => {
  it('should hydrate with no mismatch, then validate with react-hook-form', async () => {
    serverRender.mockReturnValue(true);
    const html = renderToString(<Page />);
    serverRender.mockReturnValue(false);
    expect(useFormCalls).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    const served = container.innerHTML;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(useFormCalls).toHaveBeenCalled();
      expect(container.innerHTML).toBe(served);

      // The footer form validates on blur: react-hook-form took over the server's markup.
      const user = userEvent.setup();
      const [, footerEmail] = screen.getAllByLabelText('Email address');
      await user.type(footerEmail!, 'not-an-email');
      await user.tab();
      expect(footerEmail).toHaveAttribute('aria-invalid', 'true');
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
