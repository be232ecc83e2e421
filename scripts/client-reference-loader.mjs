// A Node module hook for scripts/check-server-safe.mjs: as a React Server Components bundler does,
// a built module that starts with 'use client' is replaced by client references (stubs that throw
// if called on the server), so the server-safe modules that render client components can load.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.js') && url.includes('/dist/')) {
    const code = readFileSync(fileURLToPath(url), 'utf8');
    if (/^['"]use client['"];/.test(code)) {
      const names = [...code.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap(([, list]) =>
        list.split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
      );
      const source = names
        .filter(Boolean)
        .map(
          (name) =>
            `export const ${name} = Object.assign(() => { throw new Error('client reference ${name} called on the server'); }, { $$typeof: Symbol.for('react.client.reference') });`,
        )
        .join('\n');
      return { format: 'module', source, shortCircuit: true };
    }
  }
  return nextLoad(url, context);
}
