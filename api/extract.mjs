// The API report of each public entry (docs/versioning.md): declarations emitted from the sources
// by `tsc -p tsconfig.api.json` (not dist/), then API Extractor per entry. Without --local a report
// that differs from the committed one fails (CI); with --local the reports are rewritten.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const local = process.argv.includes('--local');
// artifacts/ is gitignored; not under node_modules, where TypeScript takes files for a library's.
const temp = path.join(root, 'artifacts/api');
const dts = path.join(temp, 'dts');

/** Report name → declaration entry (an external-css entry has its skin's types). */
const SKINS = ['roofline', 'homeadvisor', 'instapro'];
const ENTRIES = {
  chrome: 'src/index.d.ts',
  'chrome-locales': 'src/i18n/locales/index.d.ts',
  'chrome-search-client': 'src/searchClient.d.ts',
  'chrome-testing': 'testing/index.d.ts',
  ...Object.fromEntries(
    SKINS.flatMap((skin) => [
      [`chrome-skins-${skin}`, `skins/${skin}/index.d.ts`],
      [`chrome-skins-${skin}-external-css`, `skins/${skin}/index.d.ts`],
    ]),
  ),
};

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.api.json')],
  {
    stdio: 'inherit',
  },
);

let failed = false;
for (const [name, entry] of Object.entries(ENTRIES)) {
  mkdirSync(path.join(temp, name), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: path.join(dts, entry),
      bundledPackages: [],
      compiler: { tsconfigFilePath: path.join(root, 'tsconfig.api.json') },
      apiReport: {
        enabled: true,
        reportFileName: `${name}.api.md`,
        reportFolder: path.join(root, 'api'),
        reportTempFolder: path.join(temp, name),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // A type a public signature uses but the entry does not export: listed in the report.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-internal-missing-underscore': { logLevel: 'none' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: path.join(root, 'api', `${name}.json`),
    packageJsonFullPath: path.join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: local,
    showVerboseMessages: false,
    messageCallback: (m) => {
      if (m.logLevel === 'warning' && m.category !== 'TSDoc') m.logLevel = 'none';
    },
  });
  if (result.apiReportChanged) {
    console.error(
      local
        ? `api/${name}.api.md updated.`
        : `api/${name}.api.md: the public API of this entry changed. Run \`npm run api -- --local\` and commit the report with the change.`,
    );
    if (!local) {
      failed = true;
      // The change itself, as a reviewer will see it in the report.
      const diff = spawnSync(
        'git',
        [
          'diff',
          '--no-index',
          '--no-color',
          `api/${name}.api.md`,
          path.relative(root, path.join(temp, name, `${name}.api.md`)),
        ],
        { cwd: root, encoding: 'utf8' },
      );
      console.error(diff.stdout);
    }
  } else if (!result.succeeded) {
    console.error(`api/${name}: API Extractor failed (${result.errorCount} errors).`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(local ? 'API reports written.' : 'API reports match the public API.');
