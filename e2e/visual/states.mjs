/**
 * The states the visual check puts each skin in. Each state opens the gallery, brings the chrome into
 * that state, and names what to photograph: `shots` is a list of [part, target], where target is a
 * CSS selector for an element screenshot, or 'viewport' for the window as it is (open menus and
 * dialogs are portalled, so they need the whole window). `forced: true` states also run with forced
 * colours emulated (Windows High Contrast).
 */

/** Below the header's 1024 px breakpoint the mobile layout shows. */
export const isMobileWidth = (width) => width < 1024;

const header = (page) => page.locator('.gallery > header');

/**
 * Waits until every finite animation on the page has ended (motion is on: a drawer slides in for
 * 500 ms), so the invariants and the screenshot see the state, not a frame of its entrance.
 */
async function settle(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/** Scrolls so that `selector` sits at the top of the window (the header does not stick). */
async function scrollToTop(page, selector) {
  await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8);
    });
}

async function typeInSearch(page) {
  const box = page.locator('#search').getByRole('combobox').first();
  await scrollToTop(page, '#search');
  await box.click();
  await page.keyboard.type('plumb', { delay: 20 });
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  // The answer for the whole word (not an earlier one still arriving on a busy machine, which would
  // replace the list and drop the highlight), then the second option highlighted.
  await list
    .getByRole('option', { name: /plumbing/i })
    .first()
    .waitFor();
  // No answer still on its way: a late one replaces the list and drops the highlight (seen on a busy
  // machine, with the screenshot taken after the highlight had gone).
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await list.locator('[role="option"][aria-selected="true"]').nth(0).waitFor();
}

/** The mobile menu button's name in every locale of the gallery (en, nl, fr, it: menu; de: Menü; the pseudo-locale: Méñü). */
const MENU = /menu|menü|méñü/i;
/** The account menu's button in every locale (Kontomenü, Menu du compte, the pseudo-locale's Áççöüñt...), or the user's name. */
const ACCOUNT = /account|áççöüñt|compte|konto|profile|pat/i;

export const STATES = [
  {
    name: 'closed',
    forced: true,
    /** Every brand: the header and footer carry each site's own data. */
    allBrands: true,
    async enter() {},
    shots: [
      ['header', '.gallery > header'],
      ['search', '#search .specimen-body'],
      ['banner', '#banner .specimen-body'],
      ['simple', '#simple-footer .specimen-body'],
      ['footer', '.gallery > footer'],
    ],
  },
  {
    name: 'menu-open',
    forced: true,
    allBrands: true,
    async enter(page, { width }) {
      if (isMobileWidth(width)) {
        await header(page).locator('[data-layout="mobile"]').getByRole('button', { name: MENU }).last().click();
        await page.getByRole('dialog').first().waitFor();
      } else {
        const trigger = header(page).locator('[data-layout="desktop"] nav button[aria-expanded]').first();
        await trigger.click();
        await page.waitForFunction(() =>
          document.querySelector('.gallery > header [data-layout="desktop"] nav button[aria-expanded="true"]'),
        );
      }
      await page.waitForTimeout(150);
      await settle(page);
    },
    shots: [['view', 'viewport']],
  },
  {
    // Motion on: the menu slides in, is closed, and must be gone from the screen once its exit ends.
    name: 'menu-closed',
    allBrands: true,
    async enter(page, { width }) {
      if (isMobileWidth(width)) {
        const toggle = header(page).locator('[data-layout="mobile"]').getByRole('button', { name: MENU }).last();
        await toggle.click();
        const dialog = page.getByRole('dialog').first();
        await dialog.waitFor();
        await page.waitForTimeout(600);
        await dialog.getByRole('button').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 2500 });
        const expanded = await toggle.getAttribute('aria-expanded');
        if (expanded !== 'false') throw new Error(`the menu button says aria-expanded=${expanded} after closing`);
      } else {
        const trigger = header(page).locator('[data-layout="desktop"] nav button[aria-expanded]').first();
        await trigger.click();
        await page.waitForFunction(() =>
          document.querySelector('.gallery > header [data-layout="desktop"] nav button[aria-expanded="true"]'),
        );
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          () => !document.querySelector('.gallery > header [data-layout="desktop"] nav button[aria-expanded="true"]'),
        );
      }
      const covering = await page.evaluate(() => {
        const root = document.getElementById('root');
        const hit = document.elementFromPoint(window.innerWidth - 20, window.innerHeight / 2);
        return hit && !root.contains(hit) ? hit.className : null;
      });
      if (covering) throw new Error(`after closing, "${covering}" still covers the page`);
    },
    shots: [['view', 'viewport']],
  },
  {
    name: 'account-open',
    forced: true,
    allBrands: true,
    user: 'signed-in',
    async enter(page, { width }) {
      const layout = header(page).locator(`[data-layout="${isMobileWidth(width) ? 'mobile' : 'desktop'}"]`);
      const button = layout.getByRole('button', { name: ACCOUNT }).first();
      await button.click();
      await page
        .getByRole(isMobileWidth(width) ? 'dialog' : 'menu')
        .first()
        .waitFor();
      // On desktop, highlight an item as a keyboard user would: the highlight must show.
      if (!isMobileWidth(width)) await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(150);
      await settle(page);
    },
    shots: [['view', 'viewport']],
  },
  {
    name: 'suggestions-open',
    forced: true,
    async enter(page) {
      await typeInSearch(page);
    },
    shots: [['view', 'viewport']],
  },
  {
    // Issue 36: focus with nothing typed shows the recent searches (seeded by the gallery), each with
    // its remove button level with it, above the popular projects.
    name: 'recent-searches-open',
    async enter(page) {
      const box = page.locator('#search-recent').getByRole('combobox').first();
      await scrollToTop(page, '#search-recent');
      await box.click();
      await page.locator('#search-recent [role="group"] [role="option"]').first().waitFor();
      await settle(page);
    },
    shots: [['view', 'viewport']],
  },
  {
    // Issue 36: an answer with no suggestion: the line that says so and the button that searches anyway.
    name: 'search-no-results',
    async enter(page) {
      const box = page.locator('#search-recent').getByRole('combobox').first();
      await scrollToTop(page, '#search-recent');
      await box.click();
      await page.keyboard.type('zzzq', { delay: 20 });
      await page.waitForLoadState('networkidle');
      await page.locator('#search-recent [class*="no-results"]').first().waitFor();
      await settle(page);
    },
    shots: [['view', 'viewport']],
  },
  {
    name: 'form-error',
    forced: true,
    async enter(page) {
      await scrollToTop(page, '#banner');
      const banner = page.locator('#banner');
      await banner.getByRole('textbox', { name: /email/i }).fill('not-an-email');
      await banner.getByRole('button', { name: /sign me up/i }).click();
      await banner.locator('[aria-invalid="true"]').first().waitFor();
      await page
        .locator('#search-validated')
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      await page.locator('#search-validated [aria-invalid="true"]').first().waitFor();
    },
    shots: [
      ['banner', '#banner .specimen-body'],
      ['search', '#search-validated .specimen-body'],
    ],
  },
  {
    name: 'form-failed',
    async enter(page) {
      // The gallery's failing section: member create answers 503, the banner offers 'Try again'.
      await scrollToTop(page, '#error-banner');
      const banner = page.locator('#error-banner');
      await banner.getByRole('textbox', { name: /email/i }).fill('pat@example.com');
      await banner.getByRole('button', { name: /sign me up/i }).click();
      await banner.getByRole('button', { name: /try again/i }).waitFor();
    },
    shots: [['banner', '#error-banner .specimen-body']],
  },
  {
    name: 'form-success',
    async enter(page) {
      await scrollToTop(page, '#banner');
      const banner = page.locator('#banner');
      await banner.getByRole('textbox', { name: /email/i }).fill('pat@example.com');
      await banner.getByRole('button', { name: /sign me up/i }).click();
      await banner
        .getByRole('status')
        .filter({ hasText: /thanks/i })
        .first()
        .waitFor();
    },
    shots: [['banner', '#banner .specimen-body']],
  },
  {
    // The header's search icon: from 1024 px a panel under it (project, ZIP, Search in one row, the
    // popular projects under the field); below, the full-screen search.
    name: 'desktop-search-open',
    async enter(page, { width }) {
      const layout = isMobileWidth(width) ? 'mobile' : 'desktop';
      await header(page)
        .locator(`[data-layout="${layout}"] button[aria-label="Search"][aria-haspopup="dialog"]`)
        .click();
      const dialog = page.getByRole('dialog', { name: 'Search for a project' });
      await dialog.waitFor();
      // A regional site has no initial suggestions (the spec's five are the US sites'): ask for some.
      if ((await dialog.getByRole('option').count()) === 0) await dialog.getByRole('combobox').fill('roof');
      await dialog.getByRole('option').first().waitFor();
      await page.waitForTimeout(300);
    },
    shots: [['view', 'viewport']],
  },
];
