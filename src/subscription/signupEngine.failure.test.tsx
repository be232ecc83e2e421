import { screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { memberCreates, renderSignupForm } from './__fixtures__/renderSignupForm';

// The sign-up forms' two lazily loaded chunks, failing while their flag is set (offline, or a deploy
// that removed the old chunks): the form engine (react-hook-form) and the sign-up calls. Once a chunk
// has loaded it stays loaded for the file: the tests run in order.
let mockEngineFails = false;
let mockDeliveryFails = false;
jest.mock('./signupFormEngine', () => {
  if (mockEngineFails) throw new Error('Failed to fetch dynamically imported module: signupFormEngine');
  return jest.requireActual('./signupFormEngine');
});
jest.mock('./signupDelivery', () => {
  if (mockDeliveryFails) throw new Error('Failed to fetch dynamically imported module: signupDelivery');
  return jest.requireActual('./signupDelivery');
});

const setup = renderSignupForm;

describe('the sign-up forms when a chunk cannot load', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe('without the form engine', () => {
    beforeAll(() => {
      mockEngineFails = true;
      mockDeliveryFails = false;
    });

    it('banner: submit still validates (the message, focus on the field) and makes no call', async () => {
      expectConsole('warn', 'Email sign-up: the form could not load.');
      const { user, fetch } = setup('banner');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText('Email address is required')).toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).toHaveFocus();
      await user.type(screen.getByLabelText('Email address'), 'not-an-email');
      // Editing clears the field's message.
      expect(screen.queryByText('Email address is required')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('banner: a valid submission is sent and ends in the thank-you', async () => {
      expectConsole('warn', 'Email sign-up: the form could not load.');
      const { user, fetch } = setup('banner');
      await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
      expect(JSON.parse(memberCreates(fetch)[0]!.body!)).toMatchObject({ email: 'jane@example.com' });
    });

    it('footer: a valid submission shows the success view and is sent', async () => {
      expectConsole('warn', 'Email sign-up: the form could not load.');
      const { user, fetch } = setup('footer', { brand: 'ROOFLINE' });
      await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
      await user.type(screen.getByLabelText('Zip code'), '10001');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText("You're all set!")).toBeInTheDocument();
      await waitFor(() => expect(memberCreates(fetch)).toHaveLength(1));
      expect(JSON.parse(memberCreates(fetch)[0]!.body!)).toMatchObject({
        email: 'sam@example.com',
        address: { postalCode: '10001' },
      });
    });
  });
});
