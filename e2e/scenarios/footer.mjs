import { assert, checkA11y, openGallery, requireComponent } from '../harness.mjs';

const footer = (t) => t.page.getByRole('contentinfo').last();

async function accordionTriggers(t) {
  const triggers = footer(t).locator('button[aria-expanded]');
  await triggers.first().waitFor();
  return triggers;
}

/** Footer accordions below 1024 px, and plain column headings from 1024 px. */
export default [
  {
    name: 'footer: at 375 px accordions open and close, and several may be open at once',
    viewport: 'mobile',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Footer');
      const triggers = await accordionTriggers(t);
      assert((await triggers.count()) >= 2, 'the footer should have at least two accordions');
      const [a, b] = [triggers.nth(0), triggers.nth(1)];
      assert((await a.getAttribute('aria-expanded')) === 'false', 'accordions start closed');
      await a.click();
      await b.click();
      assert((await a.getAttribute('aria-expanded')) === 'true', 'the first accordion should stay open');
      assert((await b.getAttribute('aria-expanded')) === 'true', 'the second accordion should open too');
      const panelId = await a.getAttribute('aria-controls');
      assert(panelId, 'an accordion button should name its panel with aria-controls');
      await t.page.locator(`[id="${panelId}"]`).getByRole('link').first().waitFor();
      await checkA11y(t, 'footer with two accordions open');
      await a.click();
      assert((await a.getAttribute('aria-expanded')) === 'false', 'clicking again should close it');
    },
  },
  {
    name: 'footer: at 375 px each regional footer speaks its language and has accordions',
    viewport: 'mobile',
    async run(t) {
      for (const [brand, lang] of [
        ['netherlands', 'nl'],
        ['germany', 'de'],
        ['france', 'fr'],
        ['italy', 'it'],
      ]) {
        await openGallery(t, { brand });
        await requireComponent(t, 'Footer');
        const pageLang = await t.page.evaluate(() => document.documentElement.lang);
        assert(pageLang.startsWith(lang), `page language ${pageLang} for ${brand}`);
        const triggers = await accordionTriggers(t);
        await triggers.first().click();
        assert((await triggers.first().getAttribute('aria-expanded')) === 'true', `${brand}: accordion should open`);
      }
    },
  },
  {
    name: 'footer: at 1280 px the columns are plain headings with their links shown, and no toggle is in the tab order',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Footer');
      const heading = footer(t).getByRole('heading', { name: 'Resources', exact: true, level: 2 });
      await heading.waitFor();
      // The toggle is there for narrow screens only: not shown, so neither focusable nor read out.
      const toggles = footer(t).locator('h2 > button[aria-controls]');
      assert((await toggles.count()) >= 2, 'the columns should still carry their narrow-screen toggles');
      for (let i = 0; i < (await toggles.count()); i++)
        assert(!(await toggles.nth(i).isVisible()), 'no column toggle should show at 1280 px');
      assert(
        (await footer(t).getByRole('button', { name: 'Resources', exact: true }).count()) === 0,
        'no "Resources" button in the accessibility tree at 1280 px',
      );
      await footer(t).getByRole('link', { name: 'Project cost center' }).waitFor({ state: 'visible' });
      // Tab from the last link before the columns' headings lands on a link, never on a hidden toggle.
      await footer(t).getByRole('link').first().focus();
      await t.page.keyboard.press('Tab');
      const focused = await t.page.evaluate(() => document.activeElement?.tagName);
      assert(focused === 'A', `Tab inside the footer columns should reach the next link, got ${focused}`);
      await checkA11y(t, 'footer at 1280 px');
    },
  },
];
