/** True outside production builds. Bundlers replace `process.env.NODE_ENV`; elsewhere it is read safely. */
export function isDev(): boolean {
  return typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';
}

/** A development-only console warning, prefixed so it is easy to find. */
export function devWarn(message: string, ...details: unknown[]): void {
  if (isDev()) console.warn(`[@roofline/chrome] ${message}`, ...details);
}

/** A warning that is part of the behaviour (spec section 8 "console only"): printed in every build. */
export function warn(message: string, ...details: unknown[]): void {
  console.warn(message, ...details);
}

/** Exhaustiveness helper for reducers' `default:` branches. */
export function assertNever(value: never): never {
  throw new Error(`[@roofline/chrome] Unexpected value: ${JSON.stringify(value)}`);
}
