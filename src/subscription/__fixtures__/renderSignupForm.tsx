import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig } from '../../config';
import { BannerFixture } from './BannerFixture';
import { FooterFixture } from './FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, requestOf } from './testUtils';

/**
 * The banner or the footer form (HomeAdvisor's flows unless `config` says otherwise) over a fetch that
 * answers every sign-up call, with its own storage (the retry queue) and a user-event instance.
 */
export function renderSignupForm(form: 'banner' | 'footer', config: ChromeConfig = {}) {
  const storage = createFakeStorage();
  const fetch = createFetch({
    '/member/create': () => fakeResponse(200, { userId: 'u-7' }),
    '/emailprefs/signup': () => fakeResponse(200, '<input name="entityId" value="42">'),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  const user = userEvent.setup();
  const view = render(
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'HOME_ADVISOR', fetch, storage, ...config }}>
      {form === 'banner' ? <BannerFixture /> : <FooterFixture />}
    </ChromeProvider>,
  );
  return { ...view, user, fetch, storage };
}

/** The member-create requests `fetch` was called with, in order. */
export const memberCreates = (fetch: jest.Mock) =>
  fetch.mock.calls.map((_, index) => requestOf(fetch, index)).filter(({ url }) => url.includes('/member/create'));
