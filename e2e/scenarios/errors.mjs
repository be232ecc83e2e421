import { assert, checkA11y, control, openGallery, requireComponent } from '../harness.mjs';

/** What a person sees when the dev API fails. */
export default [
  {
    name: "errors: a failing member create shows 'Sorry, we couldn't send the email.'",
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'EmailSubscriptionBanner');
      const banner = t.page.locator('#error-banner');
      await banner.getByRole('textbox', { name: /email/i }).fill('fail@example.com');
      await banner.getByRole('button', { name: 'Sign me up' }).click();
      await banner.getByText("Sorry, we couldn't send the email.").waitFor();
      await checkA11y(t, 'banner send failure');
    },
  },
  {
    name: 'errors: a slow, then failing member create on the main banner ends in the error, not a hang',
    viewport: 'mobile',
    async run(t) {
      await openGallery(t, { brand: 'homeadvisor' });
      await requireComponent(t, 'EmailSubscriptionBanner');
      await control(t, { endpoint: 'memberCreate', fail: 503, delayMs: 800 });
      const banner = t.page.locator('#banner');
      await banner.getByRole('textbox', { name: /email/i }).fill('slow@example.com');
      await banner.getByRole('button', { name: /sign me up/i }).click();
      await banner.getByText("Sorry, we couldn't send the email.").waitFor({ timeout: 5000 });
      // Editing a field clears the failure (spec 4.2).
      await banner.getByRole('textbox', { name: /email/i }).fill('slow2@example.com');
      await t.page.waitForTimeout(100);
      assert(
        (await banner.getByText("Sorry, we couldn't send the email.").count()) === 0,
        'editing should clear the error',
      );
    },
  },
  {
    name: 'errors: search keeps working while every call of its service fails',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'SearchBar');
      const box = t.page.locator('#error-search').getByRole('combobox').first();
      await box.click();
      await t.page.keyboard.type('roof', { delay: 30 });
      await t.page.waitForTimeout(600);
      assert(
        (await t.page
          .locator(`[id="${await box.getAttribute('aria-controls')}"]`)
          .getByRole('option')
          .count()) === 0,
        'no suggestion should show when autocomplete fails',
      );
      await box.press('Enter');
      await t.page.waitForURL(/\/find\?.*query=roof/);
    },
  },
];
