/** @jest-environment node */
import { startTestApi, type TestApi } from './startTestApi';

let t: TestApi;
let clock = Date.UTC(2026, 5, 1);
beforeAll(async () => {
  t = await startTestApi({ now: () => clock, tokenTtlSeconds: 60 });
});
afterAll(() => t.api.close());
beforeEach(() => {
  t.api.state.reset();
  clock = Date.UTC(2026, 5, 1);
});

const getToken = async () => (await t.call('/?r_accesskey=key&r_username=chrome')).text();
const navPath = (domain: string) =>
  `/resource/roofline-cms/v1/navigation?variant=&domain=${encodeURIComponent(domain)}`;
const nav = (domain: string, token?: string) =>
  t.json(navPath(domain), token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);

describe('given the token endpoint', () => {
  it('should answer a JWT-shaped token as plain text whose exp is the lifetime from now', async () => {
    const res = await t.call('/?r_accesskey=key&r_username=chrome');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const token = await res.text();
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    expect(payload.exp).toBe(clock / 1000 + 60);
  });

  it('should also answer under a /ws-entity base path', async () => {
    expect((await t.call('/ws-entity/?r_accesskey=key&r_username=chrome')).status).toBe(200);
  });

  it('should refuse a request without the credentials with 400', async () => {
    expect(await t.json('/?r_accesskey=key')).toMatchObject({ status: 400, body: { error: 'missing_credentials' } });
  });
});

describe('given the navigation endpoint', () => {
  it('should answer the Roofline navigation for a Roofline domain with an issued token', async () => {
    const res = await nav('www.roofline.com', await getToken());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      brandType: 'Roofline',
      hasAuthenticatedVersion: true,
      logOutLink: '/auth/logout',
    });
    expect(res.body.brand.logo.url).toBe(`${t.url}/assets/roofline-logo.svg`);
    expect(res.body.rooflineAiLink).toMatch(/^https:\/\//);
  });

  it('should give groupings with links, articles and link counts past each column threshold', async () => {
    const { body } = await nav('roofline.com', await getToken());
    const counts = body.groupings.map((g: { links: unknown[] }) => g.links.length);
    expect(counts.some((n: number) => n > 26)).toBe(true);
    expect(counts.some((n: number) => n > 23 && n <= 26)).toBe(true);
    expect(counts.some((n: number) => n > 15 && n <= 23)).toBe(true);
    for (const grouping of body.groupings) {
      expect(grouping).toMatchObject({
        navigationTitle: expect.any(String),
        moreLinksUrl: expect.stringMatching(/^https:/),
      });
      expect(grouping.articles[0]).toMatchObject({
        title: expect.any(String),
        imageThumbnail: { url: expect.any(String), altText: expect.any(String) },
      });
    }
  });

  it.each([
    ['www.homeadvisor.com', 'Homeadvisor', 'Sign In'],
    ['www.werkspot.nl', 'Instapro', 'Inloggen'],
    ['www.myhammer.de', 'Instapro', 'Anmelden'],
    ['www.travaux.com', 'Instapro', 'Se connecter'],
    ['localhost', 'Roofline', 'Log In'],
  ])('should answer %s with brandType %s in its language', async (domain, brandType, loginLinkLabel) => {
    const { body } = await nav(domain, await getToken());
    expect(body).toMatchObject({ brandType, loginLinkLabel });
  });

  it('should refuse a request without a bearer token with 401', async () => {
    expect(await nav('roofline.com')).toMatchObject({ status: 401, body: { error: 'missing_token' } });
  });

  it('should refuse an expired token with 401', async () => {
    const token = await getToken();
    clock += 61_000;
    expect(await nav('roofline.com', token)).toMatchObject({ status: 401, body: { error: 'token_expired' } });
  });

  it('should refuse a token it did not sign with 401', async () => {
    const token = await getToken();
    const [header, payload] = token.split('.');
    expect((await nav('roofline.com', `${header}.${payload}.forged`)).body.error).toBe('token_bad_signature');
  });

  it('should refuse a request without a domain with 400', async () => {
    const res = await t.json('/resource/roofline-cms/v1/navigation?variant=', {
      headers: { Authorization: `Bearer ${await getToken()}` },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'missing_domain' } });
  });

  it('should serve the images the navigation points at', async () => {
    const res = await t.call('/assets/roofline-logo.svg');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('<svg');
  });
});
