/* global Node -- the evaluate callbacks run in the page */
import { assert, openGallery, requireComponent } from '../harness.mjs';

const banner = (t) => t.page.getByRole('banner').first();
/** A short description of what has focus: its role-ish tag and its accessible text. */
const focused = (t) =>
  t.page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
  });

/** Keyboard paths of the WAI-ARIA patterns the header follows, scripted key by key. */
export default [
  {
    name: "keyboard: at 1280 px Tab from an open panel's trigger goes into its panel, then on to the next trigger",
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline' });
      await requireComponent(t, 'Header');
      const nav = banner(t).getByRole('navigation', { name: /project types/i });
      const interior = nav.getByRole('button', { name: 'Interior', exact: true });
      await interior.focus();
      await t.page.keyboard.press('Enter');
      await t.page.getByRole('link', { name: 'View all interior projects' }).waitFor();

      // Disclosure navigation: the panel's links come right after its trigger.
      await t.page.keyboard.press('Tab');
      const first = await focused(t);
      const panelId = await interior.getAttribute('aria-controls');
      const inPanel = await t.page.evaluate(
        (id) => Boolean(id && document.getElementById(id)?.contains(document.activeElement)),
        panelId,
      );
      assert(inPanel, `Tab from the open trigger should enter its panel, focus is on ${first}`);
      assert(first.startsWith('a '), `the first stop after the trigger should be a link of the panel, it is ${first}`);

      // Tab through the panel: the last stop in it is followed by the next trigger.
      let steps = 0;
      for (;;) {
        await t.page.keyboard.press('Tab');
        steps += 1;
        const now = await focused(t);
        if (now.startsWith('button "Exterior')) break;
        assert(steps < 40, `Tab never reached the next trigger (last focus ${now})`);
        assert(now.startsWith('a '), `only the panel's links come between the triggers, found ${now}`);
      }
      // Escape on the next trigger closes the open panel (focus stays in the navigation until then).
      await t.page.keyboard.press('Escape');
      await t.page.getByRole('link', { name: 'View all interior projects' }).waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'keyboard: at 1280 px Tab in the open account menu closes it and moves on; Shift+Tab goes back',
    viewport: 'desktop',
    async run(t) {
      await openGallery(t, { brand: 'roofline', user: 'signed-in' });
      await requireComponent(t, 'Header');
      const account = banner(t)
        .getByRole('button', { name: /account/i })
        .first();
      await account.focus();
      await t.page.keyboard.press('Enter');
      const menu = t.page.getByRole('menu');
      await menu.waitFor();
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('Tab');
      await menu.waitFor({ state: 'hidden' });
      const after = await focused(t);
      const movedOn = await account.evaluate(
        (button) =>
          document.activeElement !== button &&
          document.activeElement !== document.body &&
          Boolean(button.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      assert(movedOn, `Tab should close the menu and move past the account button, focus is on ${after}`);

      await account.focus();
      await t.page.keyboard.press('Enter');
      await menu.waitFor();
      await t.page.keyboard.press('Shift+Tab');
      await menu.waitFor({ state: 'hidden' });
      const before = await account.evaluate(
        (button) =>
          document.activeElement !== button &&
          Boolean(button.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_PRECEDING),
      );
      assert(
        before,
        `Shift+Tab should close the menu and move before the account button, focus is on ${await focused(t)}`,
      );
    },
  },
];
