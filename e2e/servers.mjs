import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
export const GALLERY_CONFIG = join(root, 'examples/gallery/vite.config.ts');
/** Where the gallery is built and served from; GALLERY_DIST (an absolute path) moves it. */
export const GALLERY_DIST = process.env.GALLERY_DIST ?? join(root, 'examples/gallery/dist');

/** Starts the dev API on a loopback port (0: an ephemeral one). */
export async function startDevApi(port = 0) {
  const { createDevApi } = await tsImport('../examples/dev-api/index.ts', import.meta.url);
  const api = createDevApi({});
  const url = await api.listen(port);
  return { api, url };
}

/** Builds the gallery with the dev API's address baked in (vite build). */
export async function buildGallery(apiUrl) {
  process.env.VITE_DEV_API_URL = apiUrl;
  const { build } = await import('vite');
  await build({ configFile: GALLERY_CONFIG, logLevel: 'error' });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/**
 * The strict, nonce-based Content Security Policy of issue 27 for a response's `nonce`; with
 * `trustedTypes`, scripts' sinks also require Trusted Types and the only policy allowed is the
 * library's (`roofline-chrome`).
 */
export function strictCsp(nonce, { trustedTypes = false } = {}) {
  const policy = [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
  ];
  if (trustedTypes) policy.push("require-trusted-types-for 'script'", 'trusted-types roofline-chrome');
  return policy.join('; ');
}

/**
 * An HTML page under `strictCsp`: a fresh nonce on each of its `<script>` and `<link>` tags and in a
 * `<meta property="csp-nonce">` (where Vite's preload helper and the gallery's ChromeProvider read it).
 */
function withNonce(html, nonce) {
  const tagged = html.replace(/<(script|link)\b/g, `<$1 nonce="${nonce}"`);
  return tagged.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`);
}

/**
 * Serves the built gallery on an ephemeral port. Paths with no file behind them get index.html, so
 * the gallery's own pages (/find, /login, /account...) load as on a site with client routing.
 * `csp: { trustedTypes }` serves every page under `strictCsp` with a fresh nonce per response.
 */
export async function serveGallery(dir = GALLERY_DIST, { csp } = {}) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) file = join(file, 'index.html');
    else if (!info) {
      if (extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(dir, 'index.html');
    }
    if (csp && extname(file) === '.html') {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'Content-Type': TYPES['.html'],
        'Cache-Control': 'no-store',
        'Content-Security-Policy': strictCsp(nonce, csp),
      });
      res.end(withNonce(await readFile(file, 'utf8'), nonce));
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
