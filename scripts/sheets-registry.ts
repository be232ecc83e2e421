// The skins' sheets as the build compiles them ahead of time (scripts/precompile-sheets.mjs) and
// writes them into each skin's stylesheet (scripts/build-css.ts): every area's rule names and CSS.
import '../skins/homeadvisor/index';
import '../skins/instapro/index';
import '../skins/roofline/index';
// Sheets of code the skins load on first use (a dynamic import the lines above do not run).
import '../skins/common/header/popupStyles';
import '../skins/common/search/panelStyles';
import { definedSheets, themeSheet } from '../skins/theme/sheet';

export interface CompiledSheet {
  /** `rc-<area>` */
  href: string;
  ruleNames: string[];
  css: string;
}

export function compiledSheets(): CompiledSheet[] {
  return definedSheets()
    .filter((sheet) => sheet !== themeSheet)
    .map((sheet) => ({ href: sheet.href, ruleNames: Object.keys(sheet.classes), css: sheet.css }));
}
