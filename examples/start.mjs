#!/usr/bin/env node
/**
 * `npm start`: the dev API and the gallery together. Prints the gallery's address; Ctrl+C stops both.
 * DEV_API_PORT (default 4010) and GALLERY_PORT (default 5173) pick the ports; a busy port moves to a free one.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

async function startDevApi(createDevApi, port) {
  const api = createDevApi({
    onRequest: process.env.DEV_API_QUIET === '1' ? undefined : (line) => console.log(`[dev-api] ${line}`),
  });
  try {
    return { api, url: await api.listen(port) };
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    console.log(`[dev-api] port ${port} is busy; using a free one`);
    const fresh = createDevApi({});
    return { api: fresh, url: await fresh.listen(0) };
  }
}

async function main() {
  const { createDevApi } = await tsImport('./dev-api/index.ts', import.meta.url);
  const { api, url: apiUrl } = await startDevApi(createDevApi, Number(process.env.DEV_API_PORT ?? 4010));
  console.log(`[dev-api] listening on ${apiUrl}`);

  process.env.VITE_DEV_API_URL = apiUrl;
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: here('./gallery/vite.config.ts'),
    server: { port: Number(process.env.GALLERY_PORT ?? 5173) },
  });
  await vite.listen();
  const galleryUrl = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${vite.config.server.port}/`;

  console.log('');
  console.log(`  Gallery:    ${galleryUrl}`);
  console.log(`  Custom UI:  ${galleryUrl}custom-ui.html`);
  console.log(`  Dev API:    ${apiUrl}  (what it received: ${apiUrl}/__inspect)`);
  console.log('');
  console.log('  Press Ctrl+C to stop both.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the gallery and the dev API...');
    await Promise.allSettled([vite.close(), api.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
