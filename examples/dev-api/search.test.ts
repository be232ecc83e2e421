/** @jest-environment node */
import { TASKS } from '../../testing/devApi/data/tasks';
import { startTestApi, type TestApi } from './startTestApi';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.api.close());
beforeEach(() => t.api.state.reset());

const search = (query: string, limit?: number) =>
  t.json(`/autocomplete?identifier=anon-1&searchQuery=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`);

describe('given the task catalogue', () => {
  it('should hold a few hundred tasks with unique ids and names', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(TASKS.map((task) => task.id)).size).toBe(TASKS.length);
    expect(new Set(TASKS.map((task) => task.name)).size).toBe(TASKS.length);
  });
});

describe('given the autocomplete endpoint', () => {
  it('should answer results, a searchId and the experiment', async () => {
    const res = await search('plumb');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(5);
    expect(res.body.results[0]).toEqual({
      id: 40113,
      name: 'Install, Repair or Replace Plumbing or Fixtures',
      optionType: 'TASK',
      srPathUrl: 'service-request/task/40113',
    });
    expect(res.body.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.experiment).toEqual({ feature: 'growth_SearchUserEntry', treatment: 'control' });
  });

  it('should rank names starting with the query first and honour the limit', async () => {
    const { body } = await search('install a', 3);
    expect(body.results).toHaveLength(3);
    for (const result of body.results) expect(result.name.toLowerCase().startsWith('install a')).toBe(true);
  });

  it('should find tasks through the words people type for a category', async () => {
    const { body } = await search('maid');
    expect(body.results[0].name).toBe('Clean House Interior (Maid Service)');
    const names = (await search('electrician')).body.results.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThan(0);
  });

  it('should match every typed word, in any order', async () => {
    const names: string[] = (await search('roof metal', 10)).body.results.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/metal/i);
  });

  it('should find tasks whatever the accents and case typed', async () => {
    const plain = await search('plumb');
    const accented = await search('PLÜMB');
    expect(accented.body.results).toEqual(plain.body.results);
  });

  it('should answer no results for a blank or unknown query', async () => {
    expect((await search('   ')).body.results).toEqual([]);
    expect((await search('zzzzqqq')).body.results).toEqual([]);
  });

  it('should report the treatment set for the search flag', async () => {
    await t.call('/__control', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ treatments: { growth_SearchUserEntry: 'test' } }),
    });
    expect((await search('roof')).body.experiment.treatment).toBe('test');
  });

  it.each([
    ['no searchQuery', '/autocomplete?identifier=a', 'missing_query'],
    ['a zero limit', '/autocomplete?searchQuery=a&limit=0', 'invalid_limit'],
    ['a limit over 50', '/autocomplete?searchQuery=a&limit=51', 'invalid_limit'],
    ['a fractional limit', '/autocomplete?searchQuery=a&limit=2.5', 'invalid_limit'],
    ['a query over 512 characters', `/autocomplete?searchQuery=${'a'.repeat(513)}`, 'query_too_long'],
  ])('should refuse %s with 400', async (_label, url, error) => {
    expect(await t.json(url)).toMatchObject({ status: 400, body: { error } });
  });
});

describe('given the split treatment endpoint', () => {
  it("should answer 'control' for a flag with no treatment set", async () => {
    expect(await t.json('/feature/growth_SearchUserEntry/treatment')).toEqual({
      status: 200,
      body: { treatment: 'control' },
    });
  });

  it('should answer the treatment set through the control endpoint', async () => {
    await t.call('/__control', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ treatments: { growth_SearchUserEntry: 'test' } }),
    });
    expect((await t.json('/split/feature/growth_SearchUserEntry/treatment')).body).toEqual({ treatment: 'test' });
  });

  it('should refuse a flag name with odd characters with 400', async () => {
    expect((await t.json('/feature/a%20b/treatment')).status).toBe(400);
  });
});
