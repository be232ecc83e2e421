// The dual-package hazard (issue 34): an app whose own code imports the package's ES modules while a
// dependency of it `require`s the CommonJS build loads both. A ChromeProvider from one build must be
// read by the hooks of the other, both ways. Renders with react-dom/server against dist/ (after
// `npm run build`); exits 1 with what each hook read when a build cannot see the other's provider.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const React = require('react');
const { renderToString } = require('react-dom/server');
const esm = await import(new URL('../dist/index.js', import.meta.url).href);
const cjs = require('../dist/index.cjs');

const failures = [];
for (const [providerBuild, provider, hookBuild, hooks] of [
  ['ESM', esm, 'CommonJS', cjs],
  ['CommonJS', cjs, 'ESM', esm],
]) {
  const Probe = () => React.createElement('p', null, hooks.useChromeConfig().searchApiHost ?? '(none)');
  const html = renderToString(
    React.createElement(
      provider.ChromeProvider,
      { config: { searchApiHost: 'https://search.dual.example' } },
      React.createElement(Probe),
    ),
  );
  const read = html.replace(/<\/?p>/g, '');
  if (read !== 'https://search.dual.example') {
    failures.push(`a ${providerBuild} ChromeProvider read by a ${hookBuild} hook: it read "${read}"`);
  }
}
if (failures.length) {
  console.error(`check-dual-package: a provider of one build is invisible to the other:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('check-dual-package: the ESM and CommonJS builds share ChromeProvider, both ways');
