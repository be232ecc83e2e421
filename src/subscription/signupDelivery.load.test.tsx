import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, requestOf } from './__fixtures__/testUtils';
import { buildFooterMemberCreateBody } from './memberCreate';
import { SIGNUP_RETRY_STORAGE_KEY } from './retryQueue';

// The sign-up calls load on first demand (a dynamic import an app's bundler splits off). Here that
// load fails while `mockDeliveryLoadFails` is set, as a chunk does when the page went offline.
let mockDeliveryLoadFails = false;
jest.mock('./signupDelivery', () => {
  if (mockDeliveryLoadFails) throw new Error('Loading chunk signupDelivery failed.');
  return jest.requireActual('./signupDelivery');
});

function setup(form: 'banner' | 'footer', config: ChromeConfig = {}) {
  const storage = createFakeStorage();
  const fetch = createFetch({
    '/member/create': () => fakeResponse(200, { userId: 'u-7' }),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  const user = userEvent.setup();
  render(
    // HomeAdvisor always shows the banner (no visibility lookup).
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'HOME_ADVISOR', fetch, storage, ...config }}>
      {form === 'banner' ? <BannerFixture /> : <FooterFixture />}
    </ChromeProvider>,
  );
  return { user, fetch, storage };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
  await user.type(screen.getByLabelText('Zip code'), '10001');
  await user.click(screen.getByRole('button', { name: 'Sign me up' }));
}

// In order: once the code has loaded, it stays loaded for the page (this file).
describe('the sign-up calls, loaded on first demand', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    mockDeliveryLoadFails = true;
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it('should show the footer as submitted with a failed delivery, send nothing and keep the sign-up for a later load, when their code cannot load', async () => {
    const { user, fetch, storage } = setup('footer');
    await fillAndSubmit(user);

    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Footer sign-up' })).toHaveAttribute('data-delivery', 'failed'),
    );
    expect(fetch).not.toHaveBeenCalled();
    // Kept in the retry queue (signupDeliveryChunk.failure.test.tsx).
    expect(storage.getItem(SIGNUP_RETRY_STORAGE_KEY)).toContain('jane@example.com');
  });

  it('should fail the banner sign-up when their code cannot load, and send it on "Try again" once it can', async () => {
    const { user, fetch } = setup('banner');
    await fillAndSubmit(user);

    expect(await screen.findByText("Sorry, we couldn't send the email.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // What was typed is kept for the retry.
    expect(screen.getByLabelText('Email address')).toHaveValue('jane@example.com');

    mockDeliveryLoadFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
    expect(requestOf(fetch, 0).url).toContain('/member/create');
    expect(JSON.parse(requestOf(fetch, 0).body!)).toMatchObject({ email: 'jane@example.com' });
  });

  it('should retry a kept sign-up on the next load once the code loads', async () => {
    mockDeliveryLoadFails = false;
    const storage = createFakeStorage();
    const job = {
      id: 'job-1',
      createdAt: Date.now() - 1000,
      attempts: 0,
      request: {
        kind: 'memberCreate',
        baseUrl: BASE_CONFIG.subscriptionServiceBaseUrl,
        // A footer body in full: the queue drops an entry of any other shape.
        body: buildFooterMemberCreateBody({ email: 'kept@example.com' }),
      },
    };
    storage.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify([job]));
    const { fetch } = setup('footer', { storage });

    await waitFor(() => expect(storage.getItem(SIGNUP_RETRY_STORAGE_KEY)).toBeNull());
    expect(requestOf(fetch, 0).url).toContain('/member/create');
    expect(JSON.parse(requestOf(fetch, 0).body!)).toMatchObject({ email: 'kept@example.com' });
  });
});
