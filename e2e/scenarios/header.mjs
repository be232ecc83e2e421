import { assert, checkA11y, openGallery, requireComponent } from '../harness.mjs';

// The page's header is the gallery's top-level <header> (banner landmark), fed by the dev API's
// navigation for www.roofline.com: groupings Interior, Exterior, Lawn & Garden, Systems.
const banner = (t) => t.page.getByRole('banner').first();

/** Desktop panels at 1280 px and the mobile slide-in menus at 375 px. */
export default [
  {
    name: 'header: at 1280 px a grouping title toggles its panel; outside click and Escape close it',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const trigger = banner(t).getByRole('button', { name: 'Interior', exact: true });
      await trigger.waitFor();
      assert((await trigger.getAttribute('aria-expanded')) === 'false', 'panel starts closed');
      await trigger.click();
      const viewAll = t.page.getByRole('link', { name: 'View all interior projects' });
      await viewAll.waitFor();
      assert((await trigger.getAttribute('aria-expanded')) === 'true', 'aria-expanded should be true when open');
      await t.page.getByRole('link', { name: 'More articles' }).first().waitFor();
      await checkA11y(t, 'desktop header with the Interior panel open');
      await trigger.click();
      await viewAll.waitFor({ state: 'hidden' });

      await trigger.click();
      await viewAll.waitFor();
      // A click on the page below the header and its panel.
      const { height } = t.page.viewportSize();
      await t.page.mouse.click(8, height - 8);
      await viewAll.waitFor({ state: 'hidden' });

      await trigger.click();
      await viewAll.waitFor();
      await t.page.keyboard.press('Escape');
      await viewAll.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'header: at 1280 px a signed-in member sees the account menu with greeting and log out',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline', user: 'signed-in' });
      await requireComponent(t, 'Header');
      const account = banner(t)
        .getByRole('button', { name: /account|pat/i })
        .first();
      await account.waitFor();
      await account.hover();
      await t.page.getByText('Welcome back, Pat!').waitFor();
      await t.page
        .getByRole('menuitem', { name: /log out/i })
        .or(t.page.getByRole('link', { name: /log out/i }))
        .first()
        .waitFor();
      await checkA11y(t, 'desktop account menu open');
      assert(
        (await banner(t).getByRole('link', { name: 'Log In', exact: true }).count()) === 0,
        'no login link when signed in',
      );
    },
  },
  {
    name: 'header: at 375 px the navigation menu slides in, opens a group card, and closes',
    viewport: 'mobile',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const open = banner(t).getByRole('button', { name: /menu/i }).first();
      await open.click();
      const menu = t.page.getByRole('dialog');
      await menu.waitFor();
      await menu
        .getByRole('link', { name: /log in/i })
        .or(menu.getByRole('button', { name: /log in/i }))
        .first()
        .waitFor();
      await checkA11y(t, 'mobile navigation menu open');
      // The page does not scroll under the drawer: a wheel over the overlay (beside the drawer) is
      // cancelled (react-remove-scroll, which also cancels touch moves: what holds on iOS Safari).
      const viewport = t.page.viewportSize();
      await t.page.mouse.move(viewport.width - 8, viewport.height / 2);
      const before = await t.page.evaluate(() => window.scrollY);
      await t.page.mouse.wheel(0, 600);
      await t.page.waitForTimeout(300);
      const after = await t.page.evaluate(() => window.scrollY);
      assert(
        after === before,
        `page scrolling should be locked while the menu is open (scrollY ${before} -> ${after})`,
      );
      await menu.getByRole('button', { name: 'Interior', exact: true }).click();
      await menu.getByRole('link', { name: 'View all interior projects' }).waitFor();
      await checkA11y(t, 'mobile group card open');
      // The group card is a nested level: Escape goes back to the groupings, the next one closes.
      await t.page.keyboard.press('Escape');
      const interior = menu.getByRole('button', { name: 'Interior', exact: true });
      await interior.waitFor();
      assert(
        (await interior.evaluate((el) => el === document.activeElement)) === true,
        "Escape in the group card should return focus to its grouping's button",
      );
      await t.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      assert(
        (await open.evaluate((el) => el === document.activeElement)) === true,
        'focus should return to the menu button',
      );
    },
  },
  {
    name: 'header: at 375 px a signed-in member opens the profile menu with log out',
    viewport: 'mobile',
    async run(t) {
      await openGallery(t, { brand: 'roofline', user: 'signed-in' });
      await requireComponent(t, 'Header');
      await banner(t)
        .getByRole('button', { name: /account|profile|pat/i })
        .first()
        .click();
      const menu = t.page.getByRole('dialog');
      await menu.waitFor();
      await menu
        .getByText(/welcome back/i)
        .first()
        .waitFor();
      await menu
        .getByRole('button', { name: /log out/i })
        .or(menu.getByRole('link', { name: /log out/i }))
        .first()
        .waitFor();
      await checkA11y(t, 'mobile profile menu open');
    },
  },
  {
    name: 'header: at 1280 px the AI field variant sends what was typed to the AI page',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline', variant: 'standardWithAiField' });
      await requireComponent(t, 'Header');
      const field = banner(t).getByRole('textbox', { name: 'Find pros with AI' });
      await field.waitFor();
      await checkA11y(t, 'header with the AI field');
      await field.fill('fix my leaking roof');
      await field.press('Enter');
      await t.page.waitForURL(/\/ai\?/);
      const initialText = new URL(t.page.url()).searchParams.get('initialText');
      assert(initialText === 'fix my leaking roof', `initialText is ${initialText}`);
      await t.page.getByText('You asked: fix my leaking roof').waitFor();
    },
  },
  {
    name: 'header: at 375 px the AI button variant goes to the AI page and hides the pro sign-up link',
    viewport: 'mobile',
    async run(t) {
      await openGallery(t, { brand: 'roofline', variant: 'standardWithAiButton' });
      await requireComponent(t, 'Header');
      const ai = banner(t)
        .getByRole('link', { name: 'AI Pro Finder' })
        .or(banner(t).getByRole('button', { name: 'AI Pro Finder' }));
      await ai.first().waitFor();
      await checkA11y(t, 'mobile header with the AI button');
      const proLinks = banner(t).getByRole('link', { name: 'Join as a Pro' });
      for (let i = 0; i < (await proLinks.count()); i += 1) {
        assert(
          !(await proLinks.nth(i).isVisible()),
          'the pro sign-up link is hidden in the AI-button variant on mobile',
        );
      }
      await ai.first().click();
      await t.page.waitForURL(/\/ai(\?|$)/);
      await t.page.getByRole('heading', { name: 'Find pros with AI' }).waitFor();
    },
  },
];
