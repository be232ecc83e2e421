import { createHostsCache } from './createHostsCache';

const host = { url: 'APP-dsn.algolia.net', accept: 'read', protocol: 'https' };
const fresh = () => Promise.resolve({ ...host, status: 'up', fresh: true, isUp: () => true, isTimedOut: () => false });

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('given the hosts cache', () => {
  it('should find a state stored under the stateful host when asked with the bare host', async () => {
    let now = 1_000_000;
    const cache = createHostsCache({ now: () => now });
    await cache.set({ ...host, status: 'up', lastUpdate: 1 }, { ...host, status: 'down', lastUpdate: now });
    const down = await cache.get<{ isUp: () => boolean; isTimedOut: () => boolean }>(host, fresh);
    expect(down.isUp()).toBe(false);
    expect(down.isTimedOut()).toBe(false);
    now += 120_000;
    expect(down.isUp()).toBe(false);
    now += 1;
    expect(down.isUp()).toBe(true);
  });

  it('should report a timed-out host as timed out for 2 minutes only', async () => {
    let now = 0;
    const cache = createHostsCache({ now: () => now });
    await cache.set(host, { ...host, status: 'timed out', lastUpdate: 0 });
    const timedOut = await cache.get<{ isUp: () => boolean; isTimedOut: () => boolean }>(host, fresh);
    expect(timedOut.isTimedOut()).toBe(true);
    now = 120_001;
    expect(timedOut.isTimedOut()).toBe(false);
    expect(timedOut.isUp()).toBe(true);
  });

  it('should fall back to the default for an unknown host and after clear()', async () => {
    const cache = createHostsCache();
    await expect(cache.get(host, fresh)).resolves.toMatchObject({ fresh: true });
    await cache.set(host, { ...host, status: 'down', lastUpdate: Date.now() });
    await cache.clear();
    await expect(cache.get(host, fresh)).resolves.toMatchObject({ fresh: true });
  });

  it('should keep states in the given storage across instances and ignore a corrupt entry', async () => {
    const storage = memoryStorage();
    await createHostsCache({ storage }).set(host, { ...host, status: 'down', lastUpdate: Date.now() });
    const again = await createHostsCache({ storage }).get(host, fresh);
    expect(again.status).toBe('down');
    storage.setItem('roofline-chrome-search-hosts', '{not json');
    await expect(createHostsCache({ storage }).get(host, fresh)).resolves.toMatchObject({ fresh: true });
  });
});
