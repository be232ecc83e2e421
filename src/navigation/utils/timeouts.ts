export interface Timeouts {
  /** Starts (or restarts) the timer named `key`. */
  set(key: string, callback: () => void, ms: number): void;
  /** Cancels the timer named `key`, if running. */
  clear(key: string): void;
  /** Cancels every timer. */
  clearAll(): void;
}

/** Named timeouts, framework-free (the menus' store owns them; its owner cancels them on unmount). */
export function createTimeouts(): Timeouts {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (key: string) => {
    const id = timers.get(key);
    if (id !== undefined) clearTimeout(id);
    timers.delete(key);
  };
  return {
    set(key, callback, ms) {
      clear(key);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          callback();
        }, ms),
      );
    },
    clear,
    clearAll() {
      for (const id of timers.values()) clearTimeout(id);
      timers.clear();
    },
  };
}
