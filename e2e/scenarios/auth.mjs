import { assert, checkA11y } from '../harness.mjs';

/** The auth guard's login redirect, and the way back. */
export default [
  {
    name: 'auth: a signed-out visit to a protected page goes to /login?redirect= and back after logging in',
    viewport: 'desktop',
    async run(t) {
      await t.page.goto(`${t.galleryUrl}/account?tab=projects`);
      await t.page.waitForURL(/\/login\?redirect=/);
      const redirect = new URL(t.page.url()).searchParams.get('redirect');
      assert(redirect !== null, 'the login URL should carry redirect');
      const target = new URL(redirect, t.galleryUrl);
      assert(
        target.origin === t.galleryUrl && target.pathname === '/account' && target.search === '?tab=projects',
        `redirect is ${redirect}`,
      );
      assert(t.page.url().includes(`redirect=${encodeURIComponent(redirect)}`), 'redirect should be URL-encoded');
      await t.page.getByRole('heading', { name: 'Log in' }).waitFor();
      await checkA11y(t, 'login page');
      await t.page.getByRole('button', { name: 'Log in as Pat' }).click();
      await t.page.waitForURL(/\/account\?tab=projects$/);
      await t.page.getByRole('heading', { name: 'Your account' }).waitFor();
    },
  },
];
