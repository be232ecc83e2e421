import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG, createFakeStorage, createFetch, fakeResponse, requestOf } from './__fixtures__/testUtils';
import type { UseFooterSignupOptions } from './useFooterSignup.types';
import type { UseSubscriptionOptions } from './useSubscription.types';

/** A sign-up form on the site of `domain` (the provider decides its country), with the calls answered. */
function renderOnSite(
  domain: string,
  form: 'banner' | 'footer',
  props: UseSubscriptionOptions & UseFooterSignupOptions = {},
) {
  const fetch = createFetch({
    '/v1/profile-attributes': () => fakeResponse(200, {}),
    '/member/create': () => fakeResponse(200, { userId: 'u-1' }),
    '/sm/emailprefs/signup': () => fakeResponse(200, undefined, '<input name="entityId" value="1">'),
    '/attribution/events/tracks': () => fakeResponse(200, {}),
  });
  const config: ChromeConfig = {
    ...BASE_CONFIG,
    domain,
    fetch,
    storage: createFakeStorage(),
    landingPagesBackendHost: 'https://lp.example.com',
  };
  const Form = form === 'banner' ? BannerFixture : FooterFixture;
  render(
    <ChromeProvider config={config}>
      <Form {...props} />
    </ChromeProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

const zip = () => screen.getByLabelText('Zip code');
/** The member-create body sent, once. */
async function memberCreateBody(fetch: jest.Mock) {
  await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/member/create'))).toBe(true));
  const index = fetch.mock.calls.findIndex(([url]) => String(url).includes('/member/create'));
  return JSON.parse(requestOf(fetch, index).body!);
}

/** Types an email and a postal code: `submit()` then sends the form. */
async function fill(user: ReturnType<typeof userEvent.setup>, typedZip: string) {
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  if (typedZip) await user.type(zip(), typedZip);
  return { submit: () => user.click(screen.getByRole('button', { name: 'Sign me up' })) };
}

describe('given the banner on a regional site', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it.each([
    ['the UK', 'www.mybuilder.com', 'sw1a1aa', 'SW1A 1AA'],
    ['the Netherlands', 'www.werkspot.nl', '1012 ab', '1012 AB'],
    ['Canada', 'www.homestars.com', 'k1a0b1', 'K1A 0B1'],
  ])(
    'in %s: should give a text keyboard, format the postal code and send it normalised',
    async (_country, domain, typed, sent) => {
      const { fetch, user } = renderOnSite(domain, 'banner');
      await screen.findByRole('region', { name: 'Email sign-up' });
      expect(zip()).toHaveAttribute('inputmode', 'text');
      expect(zip()).toHaveAttribute('autocomplete', 'postal-code');
      expect(zip()).not.toHaveAttribute('maxlength');
      expect(zip()).not.toHaveAttribute('pattern');
      const form = await fill(user, typed);
      expect(zip()).toHaveValue(sent);
      await form.submit();
      expect((await memberCreateBody(fetch)).address).toEqual({ postalCode: sent });
    },
  );

  it('should leave an incomplete postal code out of the request, as a short US zip is', async () => {
    const { fetch, user } = renderOnSite('www.mybuilder.com', 'banner');
    await screen.findByRole('region', { name: 'Email sign-up' });
    const form = await fill(user, 'SW1A 1');
    expect(zip()).toHaveValue('SW1A 1');
    await form.submit();
    expect(await memberCreateBody(fetch)).not.toHaveProperty('address');
  });

  it('should normalise a pasted postal code, losing none of it', async () => {
    const { user } = renderOnSite('www.homestars.com', 'banner');
    await screen.findByRole('region', { name: 'Email sign-up' });
    await user.click(zip());
    await user.paste(' k1a-0b1 ');
    expect(zip()).toHaveValue('K1A 0B1');
  });

  it("should prefill the CDN's postal code, normalised for the country", async () => {
    renderOnSite('www.mybuilder.com', 'banner', { cfPostalCode: 'ec1a1bb' });
    await screen.findByRole('region', { name: 'Email sign-up' });
    expect(zip()).toHaveValue('EC1A 1BB');
  });

  it('in Austria: should give a numeric keyboard and four digits', async () => {
    const { fetch, user } = renderOnSite('www.myhammer.at', 'banner');
    await screen.findByRole('region', { name: 'Email sign-up' });
    expect(zip()).toHaveAttribute('inputmode', 'numeric');
    expect(zip()).toHaveAttribute('maxlength', '4');
    const form = await fill(user, 'A-10105');
    expect(zip()).toHaveValue('1010');
    await form.submit();
    expect((await memberCreateBody(fetch)).address).toEqual({ postalCode: '1010' });
  });

  it('on a US site: should keep digits only, five at most, as before', async () => {
    const { fetch, user } = renderOnSite('www.roofline.com', 'banner');
    await screen.findByRole('region', { name: 'Email sign-up' });
    expect(zip()).toHaveAttribute('inputmode', 'numeric');
    expect(zip()).toHaveAttribute('pattern', '[0-9]*');
    expect(zip()).toHaveAttribute('maxlength', '5');
    const form = await fill(user, 'sw1a1aa');
    expect(zip()).toHaveValue('11');
    await form.submit();
    expect(await memberCreateBody(fetch)).not.toHaveProperty('address');
  });
});

describe('given the footer sign-up on a regional site', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn');
  });
  afterEach(() => warnSpy.mockRestore());

  it.each([
    ['the UK', 'www.mybuilder.com', 'ec1a1bb', 'EC1A 1BB'],
    ['the Netherlands', 'www.werkspot.nl', '1012ab', '1012 AB'],
    ['Canada', 'www.homestars.com', 'h0h 0h0', 'H0H 0H0'],
  ])('in %s: should format the typed postal code and send it normalised', async (_country, domain, typed, sent) => {
    const { fetch, user } = renderOnSite(domain, 'footer');
    expect(zip()).toHaveAttribute('inputmode', 'text');
    expect(zip()).not.toHaveAttribute('maxlength');
    const form = await fill(user, typed);
    expect(zip()).toHaveValue(sent);
    await form.submit();
    expect((await memberCreateBody(fetch)).address).toEqual({ postalCode: sent });
  });

  it('should highlight a postal code that is not valid for the country and send nothing', async () => {
    const { fetch, user } = renderOnSite('www.werkspot.nl', 'footer');
    const form = await fill(user, '1012ss');
    expect(zip()).toHaveValue('1012 SS');
    await form.submit();
    await waitFor(() => expect(zip()).toHaveAttribute('aria-invalid', 'true'));
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/member/create'), expect.anything());
  });

  it.each([
    ['calculatedZip, when valid for the country', { calculatedZip: 'sw1a1aa', cfPostalCode: 'M1 1AA' }, 'SW1A 1AA'],
    ['cfPostalCode, when calculatedZip is not', { calculatedZip: '80202', cfPostalCode: 'm1 1aa' }, 'M1 1AA'],
    ['neither, when neither is valid', { calculatedZip: '80202', cfPostalCode: '80203' }, ''],
  ])('left empty: should send %s', async (_name, props, sent) => {
    const { fetch, user } = renderOnSite('www.mybuilder.com', 'footer', props);
    await (await fill(user, '')).submit();
    expect((await memberCreateBody(fetch)).address).toEqual({ postalCode: sent });
  });

  it('on a US site: should keep what was typed and highlight it, as before', async () => {
    const { fetch, user } = renderOnSite('www.roofline.com', 'footer');
    expect(zip()).toHaveAttribute('inputmode', 'numeric');
    expect(zip()).toHaveAttribute('maxlength', '5');
    expect(zip()).not.toHaveAttribute('pattern');
    const form = await fill(user, 'sw1a1');
    expect(zip()).toHaveValue('sw1a1');
    await form.submit();
    await waitFor(() => expect(zip()).toHaveAttribute('aria-invalid', 'true'));
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/member/create'), expect.anything());
  });
});
