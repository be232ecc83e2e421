'use client';

import { createContext, version, type Context } from 'react';

/**
 * The shape of the values this package's contexts carry: bump it when a context's value changes in a
 * way an older copy of the package could not read, so two such copies in one page keep apart.
 */
const CONTEXT_SHAPE = 1;

/**
 * A React context that the package's ES module build and its CommonJS build share in one process
 * (the dual-package hazard): a `ChromeProvider` imported from one is read by hooks of the other, as
 * happens when an app's code is ESM and a dependency of it `require`s the package. Both builds create
 * it under the same global symbol, so the first one made is the only one (on the server too: a context
 * holds no value of its own, so sharing it across requests is safe). The symbol names React's version:
 * a context object is React's own shape (React 18's `Provider` is an element type React 19 does not
 * know), so a process that renders with two Reacts (a test of both) keeps one context per React.
 */
export function sharedContext<T>(name: string, defaultValue: T): Context<T> {
  const key = Symbol.for(`@roofline/chrome:${name}:${CONTEXT_SHAPE}:react@${version}`);
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  const existing = registry[key];
  if (existing) return existing;
  const context = createContext(defaultValue);
  context.displayName = name;
  registry[key] = context;
  return context;
}
