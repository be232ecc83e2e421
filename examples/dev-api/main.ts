/**
 * Runs the dev API: `npm run dev-api` (or `node --import tsx examples/dev-api/main.ts`).
 * DEV_API_PORT (default 4010), DEV_API_HOST (default 127.0.0.1), DEV_API_ORIGINS (comma-separated
 * page origins allowed besides loopback ones, or *), DEV_API_TOKEN_TTL (seconds), DEV_API_QUIET=1.
 */
import { createDevApi } from './createDevApi';

const port = Number(process.env.DEV_API_PORT ?? 4010);
const host = process.env.DEV_API_HOST ?? '127.0.0.1';
const origins = process.env.DEV_API_ORIGINS;
const quiet = process.env.DEV_API_QUIET === '1';

const api = createDevApi({
  allowedOrigins:
    origins === '*'
      ? '*'
      : (origins ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
  tokenTtlSeconds: process.env.DEV_API_TOKEN_TTL ? Number(process.env.DEV_API_TOKEN_TTL) : undefined,
  onRequest: quiet ? undefined : (line) => console.log(`[dev-api] ${line}`),
});

api.listen(port, host).then(
  (url) => console.log(`[dev-api] listening on ${url}`),
  (error: unknown) => {
    console.error(`[dev-api] could not listen on ${host}:${port}: ${String(error)}`);
    process.exit(1);
  },
);

const stop = () => {
  api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
