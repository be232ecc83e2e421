// Writes each skin's stylesheet, dist/skins/<skin>.css: the brand's theme class and every sheet of
// the skins (the very CSS the components would otherwise render as hoisted <style> elements). A page
// that links or imports it sets the theme's `stylesheet` to `{ href }` or 'external' (docs/skins-and-theming.md).
// Run after rollup: `npm run build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SkinBrand } from '../skins/theme/theme';
import { brandThemeCss } from '../skins/theme/vars';
import { compiledSheets } from './sheets-registry';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKINS: Record<string, SkinBrand> = { roofline: 'ROOFLINE', homeadvisor: 'HOME_ADVISOR', instapro: 'INSTAPRO' };

const sheets = compiledSheets();
for (const [skin, brand] of Object.entries(SKINS)) {
  const file = join(root, 'dist', 'skins', `${skin}.css`);
  const css = [
    `/* @roofline/chrome/skins/${skin}.css */`,
    brandThemeCss(brand),
    ...sheets.map((sheet) => sheet.css),
  ].join('\n');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${css}\n`);
  console.log(`dist/skins/${skin}.css: ${(Buffer.byteLength(css) / 1024).toFixed(1)} KB, ${sheets.length} sheets`);
}
