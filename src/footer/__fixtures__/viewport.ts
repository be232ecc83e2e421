/**
 * A controllable `window.matchMedia` for tests: `setViewportWidth(px)` changes the width and fires
 * 'change' on every query list whose result changed. `restore()` removes it.
 */
export function installViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<(e: { matches: boolean }) => void> }>();
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<(e: { matches: boolean }) => void>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (e: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (e: { matches: boolean }) => void) =>
        entry.listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;

  return {
    setViewportWidth(next: number) {
      width = next;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches !== entry.matches) {
          entry.matches = matches;
          for (const listener of entry.listeners) listener({ matches });
        }
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
