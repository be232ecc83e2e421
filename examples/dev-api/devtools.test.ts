/** @jest-environment node */
import { bannerBody, MEMBER_PATH, memberHeaders, startTestApi, type TestApi } from './startTestApi';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ allowedOrigins: ['https://gallery.example'] });
});
afterAll(() => t.api.close());
beforeEach(() => t.api.state.reset());

const control = (body: unknown) =>
  t.json('/__control', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const autocomplete = (extra = '') => t.call(`/autocomplete?searchQuery=roof${extra}`);

describe('given CORS', () => {
  it('should echo an allowed origin with credentials on a simple request', async () => {
    const res = await t.call('/autocomplete?searchQuery=roof', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('should allow a configured non-loopback origin', async () => {
    const res = await t.call('/autocomplete?searchQuery=roof', { headers: { Origin: 'https://gallery.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://gallery.example');
  });

  it('should answer a preflight with the method and the custom headers asked for', async () => {
    const res = await t.call(MEMBER_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-request-id, x-source-application, x-application-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'content-type, x-request-id, x-source-application, x-application-version',
    );
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(t.api.state.members).toHaveLength(0);
  });

  it('should refuse a preflight from another origin and send no CORS headers to it', async () => {
    const init = { headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } };
    const preflight = await t.call(MEMBER_PATH, { ...init, method: 'OPTIONS' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await t.call('/autocomplete?searchQuery=roof', { headers: { Origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('given the control endpoint', () => {
  it('should make an endpoint fail with the status asked for, with a JSON error', async () => {
    await control({ endpoint: 'autocomplete', fail: 503 });
    const res = await autocomplete();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'injected_failure', status: 503 });
  });

  it('should fail only as many times as asked, then answer normally', async () => {
    await control({ endpoint: 'autocomplete', fail: 500, times: 2 });
    expect((await autocomplete()).status).toBe(500);
    expect((await autocomplete()).status).toBe(500);
    expect((await autocomplete()).status).toBe(200);
  });

  it('should delay an answer by delayMs', async () => {
    await control({ endpoint: 'autocomplete', delayMs: 250 });
    const started = Date.now();
    expect((await autocomplete()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it("should drop the connection for 'network'", async () => {
    await control({ endpoint: 'autocomplete', fail: 'network' });
    await expect(autocomplete()).rejects.toThrow();
  });

  it("should answer an empty body for 'empty', and entityId 0 for the HomeAdvisor sign-up", async () => {
    await control([
      { endpoint: 'memberCreate', fail: 'empty' },
      { endpoint: 'homeAdvisorSignup', fail: 'empty' },
    ]);
    const member = await t.call(MEMBER_PATH, {
      method: 'POST',
      headers: memberHeaders(),
      body: JSON.stringify(bannerBody()),
    });
    expect(member.status).toBe(200);
    expect(await member.text()).toBe('');
    const ha = await t.call('/sm/emailprefs/signup', {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@b.co' }),
    });
    expect(await ha.text()).toContain('value="0"');
  });

  it('should clear faults on DELETE and on reset', async () => {
    await control({ endpoint: 'split', fail: 500 });
    expect((await t.json('/__control')).body.faults).toEqual({ split: { fail: 500 } });
    await t.call('/__control', { method: 'DELETE' });
    expect((await t.call('/feature/f/treatment')).status).toBe(200);
    await control({ endpoint: 'split', fail: 500 });
    await t.call('/__reset', { method: 'POST' });
    expect((await t.call('/feature/f/treatment')).status).toBe(200);
  });

  it('should refuse an unknown endpoint or a status outside 400-599 with 400', async () => {
    expect((await control({ endpoint: 'nope', fail: 500 })).status).toBe(400);
    expect((await control({ endpoint: 'split', fail: 200 })).status).toBe(400);
  });

  it('should shorten token lifetimes on request, and mint expired tokens at /__token', async () => {
    await control({ tokenTtlSeconds: -1 });
    const token = await (await t.call('/?r_accesskey=k&r_username=u')).text();
    const nav = await t.json('/resource/roofline-cms/v1/navigation?domain=roofline.com', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(nav.body.error).toBe('token_expired');
    const minted = await (await t.call('/__token?ttl=-60')).text();
    expect(minted.split('.')).toHaveLength(3);
  });
});

describe('given per-request fault overrides', () => {
  it('should honour __fail and __delayMs in the query', async () => {
    expect((await autocomplete('&__fail=502')).status).toBe(502);
  });

  it('should honour a /__fail/<status>/ base-path prefix', async () => {
    expect((await t.call('/__fail/504/autocomplete?searchQuery=roof')).status).toBe(504);
    expect((await t.call('/__slow/10/autocomplete?searchQuery=roof')).status).toBe(200);
  });
});

describe('given the inspect endpoint', () => {
  it('should list requests with their endpoint and status, and clear on DELETE', async () => {
    await autocomplete();
    await t.call('/nowhere');
    const log = (await t.json('/__inspect/requests')).body;
    expect(log).toEqual([
      expect.objectContaining({ method: 'GET', path: '/autocomplete', endpoint: 'autocomplete', status: 200 }),
      expect.objectContaining({ path: '/nowhere', endpoint: null, status: 404 }),
    ]);
    await t.call('/__inspect', { method: 'DELETE' });
    expect((await t.json('/__inspect')).body.counts).toMatchObject({ members: 0, tracks: 0 });
  });

  it('should answer 404 with a JSON error for an unknown path', async () => {
    expect(await t.json('/nowhere')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('should refuse a body over 64 KB with 413', async () => {
    const res = await t.call(MEMBER_PATH, {
      method: 'POST',
      headers: memberHeaders(),
      body: JSON.stringify({ email: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
  });
});
