import { screen, waitFor } from '@testing-library/react';
import { memberCreates, renderSignupForm } from './__fixtures__/renderSignupForm';
import { BASE_CONFIG } from './__fixtures__/testUtils';
import { readSignupQueue, SIGNUP_RETRY_STORAGE_KEY } from './retryQueue';

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

  describe('without the sign-up calls', () => {
    beforeAll(() => {
      mockEngineFails = false;
      mockDeliveryFails = true;
    });

    it('footer (HomeAdvisor): the form-encoded sign-up is kept in the retry queue', async () => {
      mockDeliveryFails = true;
      const { user, storage } = setup('footer', { subscriptionServiceBaseUrl: 'https://ha.example.com' });
      await user.type(screen.getByLabelText('Email address'), 'ha@example.com');
      await user.type(screen.getByLabelText('Zip code'), '80202');
      await user.click(screen.getByRole('button', { name: 'Sign me up' }));
      await waitFor(() => expect(readSignupQueue(storage)).toHaveLength(1));
      expect(readSignupQueue(storage)[0]!.request).toEqual({
        kind: 'homeAdvisorSignup',
        baseUrl: 'https://ha.example.com',
        fields: { email: 'ha@example.com', zip: '80202', marketingOptIn: true, bypassWelcomeEmail: false },
      });
    });

    it('footer (member-create): says "You\'re all set!" and keeps the sign-up in the retry queue, sent on the next load', async () => {
      const first = setup('footer', { brand: 'ROOFLINE' });
      await first.user.type(screen.getByLabelText('Email address'), 'kept@example.com');
      await first.user.type(screen.getByLabelText('Zip code'), '10001');
      await first.user.click(screen.getByRole('button', { name: 'Sign me up' }));
      expect(await screen.findByText("You're all set!")).toBeInTheDocument();
      await waitFor(() => expect(readSignupQueue(first.storage)).toHaveLength(1));
      expect(readSignupQueue(first.storage)[0]).toMatchObject({
        attempts: 0,
        request: {
          kind: 'memberCreate',
          baseUrl: BASE_CONFIG.subscriptionServiceBaseUrl,
          body: { email: 'kept@example.com', source: 'Footer', address: { postalCode: '10001' } },
        },
      });
      expect(first.fetch).not.toHaveBeenCalled();
      first.unmount();

      // The next load, the code back: the kept sign-up goes out.
      mockDeliveryFails = false;
      const { fetch } = setup('footer', { brand: 'ROOFLINE', storage: first.storage });
      await waitFor(() => expect(first.storage.getItem(SIGNUP_RETRY_STORAGE_KEY)).toBeNull());
      expect(JSON.parse(memberCreates(fetch)[0]!.body!)).toMatchObject({ email: 'kept@example.com' });
    });
  });
});
