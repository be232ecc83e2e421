type Listener = (event: MediaQueryListEvent) => void;

/** A controllable `matchMedia` for `(min-width: Npx)` queries; `resize(width)` fires change events. */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const queries: Array<{ min: number; listeners: Set<Listener>; list: MediaQueryList }> = [];
  const matchMedia = jest.fn((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    const listeners = new Set<Listener>();
    const list = {
      get matches() {
        return width >= min;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    queries.push({ min, listeners, list });
    return list;
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    matchMedia,
    resize(next: number) {
      width = next;
      for (const q of queries) {
        for (const listener of q.listeners)
          listener({ matches: width >= q.min, media: q.list.media } as MediaQueryListEvent);
      }
    },
  };
}
