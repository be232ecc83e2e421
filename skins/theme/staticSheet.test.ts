import { compiledSheets } from '../../scripts/sheets-registry';
import { staticSheet } from './staticSheet';

// The built package replaces each `defineStyles` call by `staticSheet(area, rule names, css)`
// (scripts/precompile-sheets.mjs): the components must get the same class names and CSS.
describe('staticSheet', () => {
  const sheets = compiledSheets();

  it('should know every sheet of the skins', () => {
    expect(sheets.map((sheet) => sheet.href).sort()).toEqual(
      [
        'rc-chat',
        'rc-footer',
        'rc-header',
        'rc-menu',
        'rc-popup',
        'rc-search',
        'rc-search-panel',
        'rc-signup',
        'rc-widgets',
      ].sort(),
    );
  });

  it.each(sheets.map((sheet) => [sheet.href, sheet] as const))(
    'should give %s the class names and CSS that defineStyles gives',
    async (href, sheet) => {
      const area = href.replace(/^rc-/, '');
      const { definedSheets } = await import('./sheet');
      const source = definedSheets().find((item) => item.href === href)!;
      const built = staticSheet(area, sheet.ruleNames, sheet.css);
      expect(built.href).toBe(source.href);
      expect(built.classes).toEqual(source.classes);
      expect(built.css).toBe(source.css);
      expect(built.css.length).toBeGreaterThan(100);
    },
  );
});
