import { render, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider, type ChromeConfig } from '../config';
import { FooterFixture } from './__fixtures__/FooterFixture';
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
import type { UseFooterSignupOptions } from './useFooterSignup.types';

const HA_HTML = (id: string) =>
  `<!doctype html><html><body><form><input type="hidden" name="entityId" value="${id}"></form></body></html>`;

function setup(config: ChromeConfig = {}, props: UseFooterSignupOptions = {}) {
  const storage = createFakeStorage();
  const fetch = createFetch({
    '/member/create': () => fakeResponse(200, { userId: 'u-9' }),
    '/sm/emailprefs/signup': () => fakeResponse(200, undefined, HA_HTML('8675309')),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  const fullConfig: ChromeConfig = { ...BASE_CONFIG, brand: 'ROOFLINE', fetch, storage, ...config };
  const user = userEvent.setup();
  const utils = render(
    <ChromeProvider config={fullConfig}>
      <FooterFixture
        appName="footer-app"
        task="40133"
        category="7"
        activityLocation="Denver, CO"
        calculatedZip="80202"
        cfPostalCode="80203"
        {...props}
      />
    </ChromeProvider>,
  );
  return {
    ...utils,
    user,
    fetch: fullConfig.fetch as jest.Mock,
    storage: (fullConfig.storage ?? storage) as typeof storage,
  };
}

const email = () => screen.getByLabelText('Email address');
const zip = () => screen.getByLabelText('Zip code');
const submitButton = () => screen.getByRole('button', { name: 'Sign me up' });
const trackBody = (fetch: jest.Mock) => {
  const index = fetch.mock.calls.findIndex(([url]) => String(url).includes('/attribution/'));
  return index < 0 ? undefined : JSON.parse(requestOf(fetch, index).body!)[0];
};

describe('useFooterSignup', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  describe('given the ROOFLINE brand', () => {
    it('should send exactly the footer member-create request and the footer attribution event', async () => {
      const { user, fetch } = setup();
      await user.type(email(), 'sam@example.com');
      await user.type(zip(), '10001');
      await user.click(submitButton());

      expect(await screen.findByText("You're all set!")).toBeInTheDocument();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      const create = requestOf(fetch, 0);
      expect(create.url).toBe('https://subscribe.example.com/gateway/member-management/v4/member/create');
      expect(create.method).toBe('POST');
      expect(create.headers).toEqual({
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Request-Id': expect.stringMatching(UUID_PATTERN),
        'X-Source-Application': 'cost-guides',
        'X-Application-Version': '1',
      });
      expect(JSON.parse(create.body!)).toEqual({
        email: 'sam@example.com',
        acceptMembershipAgreement: false,
        optInNotifications: false,
        optInNewsAndUpdatesEmailsFooter: true,
        appName: 'footer-app',
        source: 'Footer',
        address: { postalCode: '10001' },
      });
      expect(trackBody(fetch)).toEqual({
        name: 'Lite Registration',
        brand: 'ROOFLINE',
        applicationName: 'cost-guides',
        url: { location: 'https://www.roofline.com/cost/roofing' },
        user: { anonymousId: 'anon-123', homeadvisorAccountId: 'u-9' },
        track: { taskId: '40133', categoryId: '7', activityLocation: 'Denver, CO', zipcode: '10001', source: 'Footer' },
      });
    });

    it('should show the success view while the call is still pending, and keep it when the call fails', async () => {
      expectConsole('warn', 'Email sign-up: member-create request failed.');
      const pending = deferred<Response>();
      const fetch = createFetch({ '/member/create': () => pending.promise });
      const { user } = setup({ fetch });
      await user.type(email(), 'sam@example.com');
      await user.click(submitButton());

      expect(screen.getByRole('status')).toHaveTextContent("You're all set!");
      expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
      pending.resolve(fakeResponse(502));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('status')).toHaveTextContent("You're all set!");
    });
  });

  describe('the ZIP fallback chain', () => {
    it.each([
      { name: 'the typed ZIP wins', typed: '30301', props: {}, sent: '30301' },
      { name: 'calculatedZip when it is 5 digits', typed: '', props: {}, sent: '80202' },
      {
        name: 'cfPostalCode when calculatedZip is not 5 digits',
        typed: '',
        props: { calculatedZip: '8020' },
        sent: '80203',
      },
      {
        name: 'cfPostalCode when there is no calculatedZip',
        typed: '',
        props: { calculatedZip: undefined },
        sent: '80203',
      },
      {
        name: 'an empty postal code when nothing is known',
        typed: '',
        props: { calculatedZip: undefined, cfPostalCode: undefined },
        sent: '',
      },
    ])('should send $name', async ({ typed, props, sent }) => {
      const { user, fetch } = setup({}, props);
      await user.type(email(), 'sam@example.com');
      if (typed) await user.type(zip(), typed);
      await user.click(submitButton());
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(JSON.parse(requestOf(fetch, 0).body!).address).toEqual({ postalCode: sent });
    });
  });

  describe('given the HOME_ADVISOR brand', () => {
    it('should post the form-encoded sign-up, read entityId, then send the footer attribution event', async () => {
      const { user, fetch } = setup({ brand: 'HOME_ADVISOR' });
      await user.type(email(), 'sam+ha@example.com');
      await user.click(submitButton());

      expect(await screen.findByText("You're all set!")).toBeInTheDocument();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      const signup = requestOf(fetch, 0);
      expect(signup.url).toBe('https://subscribe.example.com/sm/emailprefs/signup');
      expect(signup.method).toBe('POST');
      expect(signup.headers).toEqual({
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      });
      expect(signup.body).toBe('email=sam%2Bha%40example.com&zip=80202&marketingOptIn=true&bypassWelcomeEmail=false');
      expect(trackBody(fetch)).toEqual({
        name: 'Lite Registration',
        brand: 'HOME_ADVISOR',
        applicationName: 'cost-guides',
        url: { location: 'https://www.roofline.com/cost/roofing' },
        user: { anonymousId: 'anon-123', homeadvisorAccountId: '8675309' },
        track: { taskId: '40133', categoryId: '7', activityLocation: 'Denver, CO', zipcode: '80202', source: 'Footer' },
      });
    });

    it('should use homeAdvisorSignupBaseUrl and the opt-in options when given', async () => {
      const { user, fetch } = setup(
        { brand: 'HOME_ADVISOR' },
        { homeAdvisorSignupBaseUrl: 'https://www.homeadvisor.com/', marketingOptIn: false, bypassWelcomeEmail: true },
      );
      await user.type(email(), 'sam@example.com');
      await user.click(submitButton());
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(requestOf(fetch, 0).url).toBe('https://www.homeadvisor.com/sm/emailprefs/signup');
      expect(requestOf(fetch, 0).body).toContain('marketingOptIn=false&bypassWelcomeEmail=true');
    });

    it.each([
      { name: 'an entityId of 0', answer: () => fakeResponse(200, undefined, HA_HTML('0')), queued: false },
      { name: 'no entityId', answer: () => fakeResponse(200, undefined, '<p>Thanks</p>'), queued: false },
      { name: 'a 500 status', answer: () => fakeResponse(500, undefined, HA_HTML('12')), queued: true },
      { name: 'a 403 status', answer: () => fakeResponse(403), queued: false },
      { name: 'a network error', answer: () => Promise.reject(new TypeError('Failed to fetch')), queued: true },
    ])(
      'should warn on $name, send no tracking, keep the success view (queued: $queued)',
      async ({ answer, queued }) => {
        expectConsole('warn', 'HA API non-200 response');
        const fetch = createFetch({ '/sm/emailprefs/signup': answer, '/attribution/': () => fakeResponse(200, {}) });
        const { user, storage } = setup({ brand: 'HOME_ADVISOR', fetch });
        await user.type(email(), 'sam@example.com');
        await user.click(submitButton());

        await waitFor(() =>
          expect(warnSpy.mock.calls.some(([message]) => message === 'HA API non-200 response')).toBe(true),
        );
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(screen.getByText("You're all set!")).toBeInTheDocument();
        expect(storage.data.has(SIGNUP_RETRY_STORAGE_KEY)).toBe(queued);
      },
    );
  });

  describe('field highlighting', () => {
    it('should highlight an invalid email on blur, link its message, and clear it on change', async () => {
      const { user } = setup();
      await user.type(email(), 'not-an-email');
      await user.tab();

      await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
      expect(email()).toHaveAttribute('data-highlight', 'true');
      const message = document.getElementById(email().getAttribute('aria-describedby')!);
      expect(message).toHaveTextContent('Please enter a valid email address');

      await user.type(email(), 'x');
      expect(email()).not.toHaveAttribute('aria-invalid');
      expect(message).toBeEmptyDOMElement();
    });

    it('should highlight a ZIP that is not 5 digits and refuse more than 5 characters', async () => {
      const { user } = setup();
      await user.type(zip(), '12a');
      await user.tab();
      await waitFor(() => expect(zip()).toHaveAttribute('aria-invalid', 'true'));
      await user.clear(zip());
      await user.type(zip(), '1234567');
      expect(zip()).toHaveAttribute('maxlength', '5');
      expect(zip()).not.toHaveAttribute('aria-invalid');
    });

    it.each([
      { name: 'an empty email', typedEmail: '', typedZip: '' },
      { name: 'an invalid email', typedEmail: 'sam@', typedZip: '' },
      { name: 'an invalid ZIP', typedEmail: 'sam@example.com', typedZip: '1234' },
    ])('should do nothing on submit with $name', async ({ typedEmail, typedZip }) => {
      const { user, fetch } = setup();
      if (typedEmail) await user.type(email(), typedEmail);
      if (typedZip) await user.type(zip(), typedZip);
      await user.click(submitButton());
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument());
      expect(screen.queryByText("You're all set!")).not.toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it('should send one request for a double click and repeated Enter', async () => {
    expectConsole('warn', 'Tracking API non-200 response');
    const pending = deferred<Response>();
    const fetch = createFetch({ '/member/create': () => pending.promise });
    const { user } = setup({ fetch });
    await user.type(email(), 'sam@example.com{Enter}{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    pending.resolve(fakeResponse(200, { userId: 1 }));
    await screen.findByText("You're all set!");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/member/create'))).toHaveLength(1);
  });

  it('should have no axe violations, with and without a highlighted field', async () => {
    const { container, user } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(email(), 'bad');
    await user.tab();
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
