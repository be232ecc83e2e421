// Checks the Next.js example's footer-only pages after `next build examples/nextjs` (run by
// `npm run example:nextjs`): the footers render as React Server Components, so a page's first-load
// JS holds only the footers' client islands, within a budget, and no footer data table.
// First-load JS = every script the prerendered HTML loads, gzipped; Next's own runtime is measured
// on its /_not-found page (React, react-dom, the App Router) and reported apart.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const next = join(root, 'examples/nextjs/.next');

/**
 * KB, gzipped. Measured: /footer 42.0 KB of islands over a 170.6 KB runtime, /footer/regional 18.3 KB;
 * then 45.2 / 20.0 with the skins' runtime sheet compiler; 30.0 / 19.3 once the sign-up forms load
 * react-hook-form after hydration and stylis is one copy; 27.8 / 17.3 with the sheets compiled at build time;
 * 24.0 / 16.9 with the pages importing the skin's stylesheet and its /external-css entry (no CSS in the JS);
 * 22.4 / 15.4 with the HTTP client's code loaded on the first call; 25.3 / 18.1 with the site decided
 * from its domain and its texts from a catalogue (the reviews widget's label brings the en-US catalogue:
 * one module per area would leave it out), postal codes by country, the CSP nonce and the Trusted Types
 * policy of injected scripts (issues 26 and 27).
 */
const BUDGETS = {
  footer: { islandsKb: 25.8 },
  'footer/regional': { islandsKb: 18.6 },
};

/** Strings of the footer data tables: none may reach a footer page's client JS. */
const DATA_STRINGS = [
  'Find local businesses', // Roofline's link columns
  'Register your business',
  'Albuquerque', // HomeAdvisor's city tables
  'Charlotte',
  'Plaats je klus', // the Netherlands' footer
  'hear from local tradespeople', // the UK's footer
  'vakmensen',
];

function pageScripts(route) {
  const html = readFileSync(join(next, 'server/app', `${route}.html`), 'utf8');
  const files = [...new Set([...html.matchAll(/\/_next\/(static\/[^"'\s]+?\.js)/g)].map((match) => match[1]))];
  return files.filter((file) => existsSync(join(next, file))).map((file) => readFileSync(join(next, file)));
}
const gzipKb = (buffers) => buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0) / 1024;

if (!existsSync(join(next, 'server/app/footer.html'))) {
  console.error('check-next-footer: build the example first (npm run build && npm run example:nextjs)');
  process.exit(1);
}
const runtime = pageScripts('_not-found');
const runtimeKb = gzipKb(runtime);
const runtimeSet = new Set(runtime.map((buffer) => buffer.toString('base64')));
const failures = [];
for (const [route, budget] of Object.entries(BUDGETS)) {
  const scripts = pageScripts(route);
  const totalKb = gzipKb(scripts);
  const own = scripts.filter((buffer) => !runtimeSet.has(buffer.toString('base64')));
  const islandsKb = gzipKb(own);
  const status = islandsKb <= budget.islandsKb ? 'ok' : 'OVER';
  console.log(
    `/${route}: first-load JS ${totalKb.toFixed(1)} KB gzip = Next runtime ${runtimeKb.toFixed(1)} KB + footer islands ${islandsKb.toFixed(1)} KB (budget ${budget.islandsKb} KB) ${status}`,
  );
  if (status !== 'ok') failures.push(`/${route}: islands ${islandsKb.toFixed(1)} KB over ${budget.islandsKb} KB`);
  const text = own.map((buffer) => buffer.toString('utf8')).join('\n');
  const leaked = DATA_STRINGS.filter((needle) => text.includes(needle));
  if (leaked.length) failures.push(`/${route}: footer data in the client JS (${leaked.join(', ')})`);
}
if (failures.length) {
  console.error(`check-next-footer: ${failures.join('; ')}`);
  process.exit(1);
}
