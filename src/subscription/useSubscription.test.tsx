import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider, type ChromeConfig } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import {
  BASE_CONFIG,
  UUID_PATTERN,
  createFakeStorage,
  createFetch,
  deferred,
  fakeResponse,
  requestOf,
} from './__fixtures__/testUtils';
import { SIGNUP_RETRY_STORAGE_KEY } from './retryQueue';
import type { UseSubscriptionOptions } from './useSubscription.types';

const MEMBER_CREATE_URL = 'https://subscribe.example.com/gateway/member-management/v4/member/create';
const TRACKS_URL = 'https://events.example.com/v1/attribution/events/tracks';

function setup(config: ChromeConfig = {}, props: UseSubscriptionOptions = {}) {
  const storage = createFakeStorage();
  const fetch = createFetch({
    '/member/create': () => fakeResponse(200, { userId: 'u-42' }),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  const user = userEvent.setup();
  const fullConfig: ChromeConfig = { ...BASE_CONFIG, brand: 'HOME_ADVISOR', fetch, storage, ...config };
  const utils = render(
    <ChromeProvider config={fullConfig}>
      <BannerFixture task={40133} category={12} {...props} />
    </ChromeProvider>,
  );
  return { ...utils, user, fetch: (fullConfig.fetch ?? fetch) as jest.Mock, storage };
}

const email = () => screen.getByLabelText('Email address');
const zip = () => screen.getByLabelText('Zip code');
const submitButton = () => screen.getByRole('button', { name: 'Sign me up' });

describe('useSubscription', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe('given a valid email and a five-digit zip', () => {
    it('should send exactly the member-create request, then the attribution event, and show the thank-you', async () => {
      const { user, fetch } = setup();
      await user.type(email(), '  jane@example.com ');
      await user.type(zip(), '10001');
      await user.click(submitButton());

      expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(2);
      const create = requestOf(fetch, 0);
      expect(create.url).toBe(MEMBER_CREATE_URL);
      expect(create.method).toBe('POST');
      expect(create.headers).toEqual({
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Request-Id': expect.stringMatching(UUID_PATTERN),
        'X-Source-Application': 'cost-guides',
        'X-Application-Version': '1',
      });
      expect(JSON.parse(create.body!)).toEqual({
        email: 'jane@example.com',
        acceptMembershipAgreement: true,
        optInNotifications: true,
        optInNewsAndUpdatesEmailsFooter: true,
        source: 'EmailSubscriptionComposedComponent',
        address: { postalCode: '10001' },
      });

      const track = requestOf(fetch, 1);
      expect(track.url).toBe(TRACKS_URL);
      expect(track.method).toBe('POST');
      expect(track.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
      expect(JSON.parse(track.body!)).toEqual([
        {
          name: 'Lite Registration',
          brand: 'HOME_ADVISOR',
          applicationName: 'cost-guides',
          url: { location: 'https://www.roofline.com/cost/roofing' },
          user: { anonymousId: 'anon-123', homeadvisorAccountId: 'u-42' },
          track: {
            taskId: 40133,
            categoryId: 12,
            zipcode: '10001',
            pageName: 'roofing-cost',
            source: 'EmailSubscriptionComposedComponent',
          },
        },
      ]);
    });

    it('should leave the address out when the zip is not five digits', async () => {
      const { user, fetch } = setup();
      await user.type(email(), 'jane@example.com');
      await user.type(zip(), '100');
      await user.click(submitButton());

      await screen.findByText('Thanks for signing up!');
      expect(JSON.parse(requestOf(fetch, 0).body!)).not.toHaveProperty('address');
    });
  });

  describe('given an invalid email', () => {
    it.each([
      ['', 'Email address is required'],
      ['jane@', 'Please enter a valid email address'],
      ['jane@example', 'Please enter a valid email address'],
    ])('should make no call for %p and link the message %p to the field', async (typed, message) => {
      const { user, fetch } = setup();
      if (typed) await user.type(email(), typed);
      await user.click(submitButton());

      const error = await screen.findByText(message);
      expect(fetch).not.toHaveBeenCalled();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email().getAttribute('aria-describedby')).toContain(error.id);
      expect(error).toHaveAttribute('aria-live', 'polite');
      expect(email()).toHaveFocus();
    });

    it('should clear the error as soon as the email is edited', async () => {
      const { user } = setup();
      await user.type(email(), 'jane@');
      await user.click(submitButton());
      await screen.findByText('Please enter a valid email address');

      await user.type(email(), 'e');
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
      expect(email()).not.toHaveAttribute('aria-invalid');
    });

    it('should keep the error element rendered (empty) when there is no error', () => {
      setup();
      const describedBy = email().getAttribute('aria-describedby')!;
      const target = document.getElementById(describedBy);
      expect(target).toBeInTheDocument();
      expect(target).toBeEmptyDOMElement();
    });
  });

  describe('given the member-create call fails', () => {
    it.each([
      { name: 'a 500 status', answer: () => fakeResponse(500) },
      { name: 'a network error', answer: () => Promise.reject(new TypeError('Failed to fetch')) },
      { name: 'a 400 status', answer: () => fakeResponse(400) },
      { name: 'an empty body', answer: () => fakeResponse(200) },
      { name: 'a null body', answer: () => fakeResponse(200, null) },
      { name: 'a body that is not JSON', answer: () => fakeResponse(200, undefined, '<html>oops</html>') },
    ])('should show the send failure on $name, send no tracking and keep nothing to send later', async ({ answer }) => {
      expectConsole('warn', /Email sign-up: member-create (request failed|returned no content)/);
      const storage = createFakeStorage();
      const fetch = createFetch({ '/member/create': answer, '/attribution': () => fakeResponse(200, {}) });
      const { user } = setup({ fetch, storage });
      await user.type(email(), 'jane@example.com');
      await user.click(submitButton());

      expect(await screen.findByText("Sorry, we couldn't send the email.")).toHaveAttribute('role', 'status');
      expect(fetch).toHaveBeenCalledTimes(1);
      // The user was told it failed: the address is never sent later behind their back.
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    });

    it('should offer "Try again", which sends the same address again and thanks the visitor', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const answers = [fakeResponse(503), fakeResponse(200, { userId: 7 })];
      const fetch = createFetch({
        '/member/create': () => answers.shift()!,
        '/attribution': () => fakeResponse(200, {}),
      });
      const { user, storage } = setup({ fetch });
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      await user.type(email(), 'jane@example.com');
      await user.click(submitButton());
      const status = await screen.findByText("Sorry, we couldn't send the email.");
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);

      const tryAgain = screen.getByRole('button', { name: 'Try again' });
      expect(tryAgain).toHaveAttribute('type', 'button');
      expect(tryAgain).toHaveAttribute('aria-describedby', status.id);
      await user.click(tryAgain);
      await screen.findByText('Thanks for signing up!');
      expect(JSON.parse(requestOf(fetch, 1).body!).email).toBe('jane@example.com');
      expect(requestOf(fetch, 1).url).toBe(MEMBER_CREATE_URL);
    });

    it('should clear the failure when either field is edited, and send a new request id on the next try', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const answers = [fakeResponse(503), fakeResponse(200, { userId: 7 })];
      const fetch = createFetch({
        '/member/create': () => answers.shift()!,
        '/attribution': () => fakeResponse(200, {}),
      });
      const { user, storage } = setup({ fetch });
      await user.type(email(), 'jane@example.com');
      await user.click(submitButton());
      await screen.findByText("Sorry, we couldn't send the email.");

      await user.type(zip(), '1');
      expect(screen.queryByText("Sorry, we couldn't send the email.")).not.toBeInTheDocument();

      await user.click(submitButton());
      await screen.findByText('Thanks for signing up!');
      const first = requestOf(fetch, 0).headers['X-Request-Id'];
      const second = requestOf(fetch, 1).headers['X-Request-Id'];
      expect(second).toMatch(UUID_PATTERN);
      expect(second).not.toBe(first);
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    });
  });

  describe('given a pending submission', () => {
    it('should send one request for double clicks and repeated Enter', async () => {
      const pending = deferred<Response>();
      const fetch = createFetch({
        '/member/create': () => pending.promise,
        '/attribution': () => fakeResponse(200, {}),
      });
      const { user } = setup({ fetch });
      await user.type(email(), 'jane@example.com');
      await user.dblClick(submitButton());
      await user.type(email(), '{Enter}{Enter}');
      await user.click(submitButton());

      expect(fetch).toHaveBeenCalledTimes(1);
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      pending.resolve(fakeResponse(200, { userId: 1 }));
      await screen.findByText('Thanks for signing up!');
      expect(fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'))).toHaveLength(1);
    });
  });

  describe('given a custom subscription handler', () => {
    it.each([
      ['a truthy result', async () => ({ ok: true }), 'Thanks for signing up!'],
      ['a falsy result', async () => false, "Sorry, we couldn't send the email."],
      [
        'a throw',
        async () => {
          throw new Error('nope');
        },
        "Sorry, we couldn't send the email.",
      ],
    ])('should pass emailAddress and zipCode and treat %s as the outcome', async (_name, handler, shown) => {
      const onSubscribe = jest.fn(handler as () => Promise<unknown>);
      const { user, fetch, storage } = setup({}, { onSubscribe });
      await user.type(email(), 'jane@example.com');
      await user.type(zip(), '30301');
      await user.click(submitButton());

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(onSubscribe).toHaveBeenCalledWith({ emailAddress: 'jane@example.com', zipCode: '30301' });
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/member/create'))).toBe(false);
      expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(false);
    });
  });

  describe('given a detected zip', () => {
    it('should prefill the zip field, digits only', () => {
      setup({}, { cfPostalCode: '02139-1234' });
      expect(zip()).toHaveValue('02139');
    });

    it('should keep digits only as the user types and refuse -, +, e, E and .', async () => {
      const { user } = setup();
      await user.type(zip(), '1-2+e3E.4a56');
      expect(zip()).toHaveValue('12345');
      expect(zip()).toHaveAttribute('inputmode', 'numeric');
      expect(zip()).toHaveAttribute('maxlength', '5');
    });
  });

  it('should have no axe violations, before and after an error', async () => {
    const { container, user } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(submitButton());
    await screen.findByText('Email address is required');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should not touch the network without a subscription service (and fail)', async () => {
    expectConsole('warn', 'Email sign-up: no base URL configured (subscriptionServiceBaseUrl), nothing sent.');
    const { user, fetch } = setup({ subscriptionServiceBaseUrl: undefined });
    await user.type(email(), 'jane@example.com');
    await user.click(submitButton());
    await screen.findByText("Sorry, we couldn't send the email.");
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });

  // The form's engine (react-hook-form) starts on first use: events in the same task come before it.
  describe('given a submission in the same task as the typing, before the form engine has started', () => {
    it('should send what was typed', async () => {
      const { fetch } = setup();
      fireEvent.change(email(), { target: { value: 'jane@example.com' } });
      fireEvent.change(zip(), { target: { value: '10001' } });
      fireEvent.click(submitButton());

      expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
      expect(requestOf(fetch, 0).url).toBe(MEMBER_CREATE_URL);
      expect(JSON.parse(requestOf(fetch, 0).body!)).toMatchObject({
        email: 'jane@example.com',
        address: { postalCode: '10001' },
      });
    });

    it('should show the email error and send nothing when the email is invalid', async () => {
      const { fetch } = setup();
      fireEvent.change(email(), { target: { value: 'jane@' } });
      fireEvent.click(submitButton());

      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
