// Checks the built `/external-css` entries (scripts/build-external-css.mjs) against the skins' own:
// for every skin, the full chrome (header with its search bar, sign-up banner, search bar, footer,
// signed out and in) rendered on the server from `@roofline/chrome/skins/<skin>/external-css` gives
// exactly the HTML of the skin's entry with `stylesheet: 'external'`, and carries no CSS: no sheet's
// <style>, no compiled rule in the entry's modules. With `stylesheet: { href }` both give the same
// <link>. Run by `npm run check:package` on the built dist/ (through tsx, for the bench's TypeScript
// data).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '@roofline/chrome';
import * as homeadvisor from '@roofline/chrome/skins/homeadvisor';
import * as homeadvisorExternal from '@roofline/chrome/skins/homeadvisor/external-css';
import * as instapro from '@roofline/chrome/skins/instapro';
import * as instaproExternal from '@roofline/chrome/skins/instapro/external-css';
import * as roofline from '@roofline/chrome/skins/roofline';
import * as rooflineExternal from '@roofline/chrome/skins/roofline/external-css';
import { FOOTER_PROPS, LOCATION, NAVIGATION_DATA } from '../bench/apps/chrome/data';

const SKINS = [
  ['roofline', roofline, rooflineExternal, 'ROOFLINE'],
  ['homeadvisor', homeadvisor, homeadvisorExternal, 'HOME_ADVISOR'],
  ['instapro', instapro, instaproExternal, 'INSTAPRO_CANADA'],
];

const failures = [];

function page(skin, brand, theme, signedIn) {
  const { Header, Footer, EmailSubscriptionBanner, SearchBar, ThemeProvider } = skin;
  const config = {
    brand,
    location: LOCATION,
    navigate: () => undefined,
    resultsDomain: 'https://www.example.com',
    anonymousId: 'anon-1',
    ...(signedIn ? { userToken: 'token-1' } : {}),
  };
  return renderToString(
    h(
      ChromeProvider,
      { config },
      h(
        ThemeProvider,
        { theme },
        h(Header, { navigationData: NAVIGATION_DATA, variant: 'standardWithSearch' }),
        h('main', null, h(SearchBar, { initialSuggestions: [] }), h(EmailSubscriptionBanner, { brand })),
        h(Footer, FOOTER_PROPS),
      ),
    ),
  );
}

for (const [name, skin, external, brand] of SKINS) {
  for (const signedIn of [false, true]) {
    const label = `${name}${signedIn ? ' (signed in)' : ''}`;
    const expected = page(skin, brand, { stylesheet: 'external' }, signedIn);
    const actual = page(external, brand, undefined, signedIn);
    if (actual !== expected) failures.push(`${label}: /external-css renders other HTML than stylesheet: 'external'`);
    // (The footer's <noscript> style, its no-JavaScript disclosures, is markup in every mode.)
    if (/<style[^>]*data-precedence/.test(actual)) failures.push(`${label}: /external-css renders a sheet's <style>`);
    if (!/<style[^>]*data-precedence/.test(page(skin, brand, undefined, signedIn)))
      failures.push(`${label}: the skin's entry renders no <style> by default (is the check still looking?)`);
    const href = { stylesheet: { href: `/assets/${name}.css` } };
    if (page(external, brand, href, signedIn) !== page(skin, brand, href, signedIn))
      failures.push(`${label}: /external-css renders other HTML than the skin with stylesheet: { href }`);
  }
}

// No compiled rule left in the copy: every sheet's CSS argument is empty.
const files = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const copy = new URL('../dist/modules/skins-external-css', import.meta.url).pathname;
for (const file of files(copy)) {
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/staticSheet\("[a-z-]+", \[[^\]]*\], ("(?:[^"\\]|\\.)*")\)/g))
    if (match[1] !== '""') failures.push(`${file}: a sheet still carries its CSS`);
}

if (failures.length) {
  console.error(`External-CSS entries:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `External-CSS entries: ${SKINS.length} skins render the same HTML as with stylesheet: 'external', with no CSS.`,
);
