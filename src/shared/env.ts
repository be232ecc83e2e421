/** True in a browser-like environment. Never read at import time, only inside effects and handlers. */
export function hasDom(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}
