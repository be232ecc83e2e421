import { assert, checkA11y, eventually, inspect, openGallery, requireComponent } from '../harness.mjs';

/** The banner and footer sign-ups reach the dev API with the spec's bodies. */
export default [
  {
    name: 'sign-up: the banner sends member create and the Lite Registration event to the dev API',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'EmailSubscriptionBanner');
      const banner = t.page.locator('#banner');
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await banner.getByText('Email address is required').waitFor();
      await checkA11y(t, 'banner with a validation error');
      assert((await inspect(t, 'members')).length === 0, 'an invalid form must not call member create');

      const email = `pat+${Date.now()}@example.com`;
      await banner.getByRole('textbox', { name: /email/i }).fill(email);
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await banner.getByText("Thanks for signing up! You're all set.").waitFor();
      await checkA11y(t, 'banner after signing up');

      const [member] = await eventually(
        () => inspect(t, `members?email=${encodeURIComponent(email)}`),
        (list) => list.length === 1,
        'member create should reach the dev API once',
      );
      const body = member.body;
      assert(
        body.acceptMembershipAgreement === true && body.optInNotifications === true,
        'banner opt-ins should be true',
      );
      assert(body.source === 'EmailSubscriptionComposedComponent', `source is ${body.source}`);
      assert(body.address?.postalCode === '10001', 'the detected zip (cfPostalCode) should be sent');
      assert(member.applicationVersion === '1' && member.sourceApplication === 'chrome-gallery', 'application headers');
      const tracks = await eventually(
        () => inspect(t, 'tracks'),
        (list) => list.length >= 1,
        'the Lite Registration event should follow',
      );
      assert(tracks[0].event.name === 'Lite Registration', `event name ${tracks[0].event.name}`);
    },
  },
  {
    name: 'sign-up: the HomeAdvisor footer form posts the form-encoded sign-up and tracks source Footer',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'homeadvisor' });
      await requireComponent(t, 'FooterSignupForm');
      const form = t.page.locator('#footer-signup');
      const email = `ha+${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: /email/i }).fill(email);
      await form.getByRole('button').last().click();
      await form.getByText("You're all set!").waitFor();
      const [signup] = await eventually(
        () => inspect(t, `homeadvisor-signups?email=${encodeURIComponent(email)}`),
        (list) => list.length === 1,
        'the HomeAdvisor sign-up should reach the dev API once',
      );
      assert(signup.fields.zip === '80202', `zip ${signup.fields.zip}: the calculated ZIP is the fallback`);
      const tracks = await eventually(
        () => inspect(t, 'tracks'),
        (list) => list.length >= 1,
        'the footer track should follow',
      );
      assert(tracks[0].event.track?.source === 'Footer', `track source ${tracks[0].event.track?.source}`);
      await checkA11y(t, 'HomeAdvisor footer sign-up done');
    },
  },
];
