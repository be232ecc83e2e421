import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const run = promisify(execFile);

/**
 * The docs site (issue 34): Storybook with the Vite builder. Pages and stories live in docs/site/; the
 * prose is docs/*.md itself (each MDX page imports its .md with ?raw). `npm run docs` builds it to
 * docs-site/, `npm run docs:dev` serves it; scripts/check-docs-site.mjs opens every entry in chromium.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = (file: string) => path.join(root, file);

/**
 * `virtual:doc-images`: the images the Markdown pages show (relative paths such as
 * `../e2e/visual/baselines/x.png`), and only those, bundled as assets and keyed by their path from docs/.
 */
function docImages(): Plugin {
  const id = 'virtual:doc-images';
  return {
    name: 'roofline-doc-images',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const refs = new Set<string>();
      for (const file of readdirSync(here('docs')).filter((f) => f.endsWith('.md'))) {
        for (const match of readFileSync(here(`docs/${file}`), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+\.png)\)/g)) {
          if (existsSync(path.join(here('docs'), match[1]!))) refs.add(match[1]!);
        }
      }
      const list = [...refs];
      return [
        ...list.map((ref, i) => `import i${i} from ${JSON.stringify(path.join(here('docs'), ref) + '?url')};`),
        `export default { ${list.map((ref, i) => `${JSON.stringify(ref)}: i${i}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/**
 * A stand-in for the accessibility vendor's script (useAccessibilityWidget's live example): it adds the
 * vendor's own button, which opens a small menu, as the real widget does.
 */
const ACCESSIBILITY_WIDGET = `/* Docs site stand-in for the accessibility vendor's widget script. */
(function () {
  if (document.getElementById('vendor-accessibility-button')) return;
  var menu = document.createElement('div');
  menu.setAttribute('role', 'dialog');
  menu.setAttribute('aria-label', 'Accessibility menu (stand-in)');
  menu.hidden = true;
  menu.style.cssText = 'position:fixed;right:16px;bottom:72px;padding:12px 16px;background:#fff;color:#111;' +
    'border:2px solid #111;border-radius:8px;font:14px/1.4 system-ui,sans-serif';
  menu.textContent = "The vendor's accessibility menu opens here.";
  var button = document.createElement('button');
  button.id = 'vendor-accessibility-button';
  button.type = 'button';
  button.textContent = 'Accessibility menu';
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText = 'position:fixed;right:16px;bottom:16px;padding:8px 12px;background:#1d4ed8;color:#fff;' +
    'border:0;border-radius:20px;font:600 14px system-ui,sans-serif';
  button.addEventListener('click', function () {
    menu.hidden = !menu.hidden;
    button.setAttribute('aria-expanded', String(!menu.hidden));
  });
  document.body.append(menu, button);
})();
`;

/** What the mock services' navigation data and reviews widget point at (`/assets/…` at the page's origin). */
async function mockAssets(): Promise<Map<string, { type: string; body: string }>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', here('.storybook/mockAssets.ts')], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  const files = new Map(Object.entries(JSON.parse(stdout) as Record<string, { type: string; body: string }>));
  files.set('assets/accessibility-widget.js', { type: 'text/javascript; charset=utf-8', body: ACCESSIBILITY_WIDGET });
  return files;
}

/** Serves the mock's assets in `docs:dev` and writes them beside the site in `docs`. */
function mockAssetFiles(): Plugin {
  let files: Promise<Map<string, { type: string; body: string }>> | undefined;
  const load = () => (files ??= mockAssets());
  return {
    name: 'roofline-mock-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const wanted = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!wanted.startsWith('assets/')) return next();
        load().then((all) => {
          const file = all.get(wanted);
          if (!file) return next();
          res.setHeader('content-type', file.type);
          res.end(file.body);
        }, next);
      });
    },
    async generateBundle() {
      for (const [fileName, { body }] of await load()) this.emitFile({ type: 'asset', fileName, source: body });
    },
  };
}

const config: StorybookConfig = {
  stories: ['../docs/site/**/*.mdx', '../docs/site/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Nothing leaves the machine: no telemetry, no crash reports, no "what's new" or version check.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  docs: { defaultName: 'Docs' },
  // The site's own icon, so no page asks for a /favicon.ico that is not there.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  async viteFinal(vite) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(vite, {
      plugins: [docImages(), mockAssetFiles()],
      resolve: {
        alias: [
          { find: /^@roofline\/chrome\/skins\/([a-z]+)$/, replacement: here('skins/$1/index.ts') },
          { find: /^@roofline\/chrome\/locales$/, replacement: here('src/i18n/locales/index.ts') },
          { find: /^@roofline\/chrome\/testing$/, replacement: here('testing/index.ts') },
          { find: /^@roofline\/chrome$/, replacement: here('src/index.ts') },
        ],
      },
      // The site serves itself only: no dependency pre-bundling prompts, no HMR over another host.
      server: { host: '127.0.0.1' },
      build: {
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          // The dependencies' 'use client' lines mean nothing in a browser bundle.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
