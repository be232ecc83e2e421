/** @jest-environment node */
import { bannerBody, MEMBER_PATH, memberHeaders, startTestApi, type TestApi } from './startTestApi';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.api.close());
beforeEach(() => t.api.state.reset());

const post = (body: unknown, headers: Record<string, string> = memberHeaders()) =>
  t.json(MEMBER_PATH, { method: 'POST', headers, body: JSON.stringify(body) });

describe('given the member-create endpoint', () => {
  it('should answer a valid banner request with a userId and keep it for inspection', async () => {
    const res = await post(bannerBody('pat@example.com'));
    expect(res.status).toBe(200);
    expect(res.body.userId).toMatch(/^\d+$/);
    const members = await t.json('/__inspect/members?email=pat@example.com');
    expect(members.body).toHaveLength(1);
    expect(members.body[0]).toMatchObject({
      userId: res.body.userId,
      sourceApplication: 'gallery',
      body: bannerBody(),
    });
  });

  it("should accept the footer form's body, whose postal code may be empty", async () => {
    const footer = {
      email: 'foot@example.com',
      acceptMembershipAgreement: false,
      optInNotifications: false,
      optInNewsAndUpdatesEmailsFooter: true,
      appName: 'gallery',
      source: 'Footer',
      address: { postalCode: '' },
    };
    expect((await post(footer)).status).toBe(200);
  });

  it('should accept the base URL with a path prefix before the service path', async () => {
    const res = await t.json(`/subscription${MEMBER_PATH}`, {
      method: 'POST',
      headers: memberHeaders(),
      body: JSON.stringify(bannerBody()),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a missing agreement flag', { acceptMembershipAgreement: undefined }, 'acceptMembershipAgreement'],
    ['a string opt-in', { optInNotifications: 'yes' }, 'optInNotifications'],
    ['an empty source', { source: '' }, 'source'],
    ['a 4-digit postal code', { address: { postalCode: '1234' } }, 'address.postalCode'],
  ])('should refuse %s with 400 naming the field', async (_label, change, field) => {
    const res = await post({ ...bannerBody(), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_member' });
    expect(res.body.details).toHaveProperty([field]);
    expect((await t.json('/__inspect/members')).body).toHaveLength(0);
  });

  it('should refuse a request without the application headers', async () => {
    const res = await post(bannerBody(), { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('missing_headers');
    expect(res.body.details.missing).toHaveLength(3);
  });

  it('should refuse an application version other than 1', async () => {
    const res = await post(bannerBody(), { ...memberHeaders(), 'X-Application-Version': '2' });
    expect(res.status).toBe(400);
  });

  it('should refuse a body not sent as JSON with 415, and broken JSON with 400', async () => {
    const headers = memberHeaders();
    const asText = await t.json(MEMBER_PATH, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(asText.status).toBe(415);
    const broken = await t.json(MEMBER_PATH, { method: 'POST', headers, body: '{"email":' });
    expect(broken).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
  });

  it('should answer a retried request id with the same userId and record it once', async () => {
    const headers = memberHeaders('same-id');
    const first = await post(bannerBody(), headers);
    const second = await post(bannerBody(), headers);
    expect(second.body.userId).toBe(first.body.userId);
    expect((await t.json('/__inspect/members')).body).toHaveLength(1);
  });

  it('should answer GET with 405', async () => {
    const res = await t.call(MEMBER_PATH);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('given the profile-attributes endpoint', () => {
  const path = (id: string) => `/v1/profile-attributes?identifier=${id}&attributes=didSubmitSr,didLiteRegister`;

  it('should answer both flags false for an unknown visitor', async () => {
    expect(await t.json(path('anon-1'))).toEqual({ status: 200, body: { didSubmitSr: false, didLiteRegister: false } });
  });

  it('should answer didLiteRegister true once a Lite Registration event arrived for the visitor', async () => {
    await t.call('/v1/attribution/events/tracks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { name: 'Lite Registration', brand: 'ROOFLINE', user: { anonymousId: 'anon-2' }, track: {} },
      ]),
    });
    expect((await t.json(path('anon-2'))).body).toEqual({ didSubmitSr: false, didLiteRegister: true });
  });

  it('should show the hidden-banner cases for the registered- and submitted-sr- identifiers', async () => {
    expect((await t.json(path('registered-x'))).body.didLiteRegister).toBe(true);
    expect((await t.json(path('submitted-sr-x'))).body.didSubmitSr).toBe(true);
  });

  it.each([
    ['no identifier', '/v1/profile-attributes?attributes=didSubmitSr', 'missing_identifier'],
    ['no attributes', '/v1/profile-attributes?identifier=a', 'missing_attributes'],
    ['an unknown attribute', '/v1/profile-attributes?identifier=a&attributes=isAdmin', 'unknown_attributes'],
  ])('should refuse %s with 400', async (_label, url, error) => {
    expect(await t.json(url)).toMatchObject({ status: 400, body: { error } });
  });
});

describe('given the attribution tracks endpoint', () => {
  const event = {
    name: 'Lite Registration',
    brand: 'HOME_ADVISOR',
    applicationName: 'gallery',
    url: { location: 'http://localhost/' },
    user: { anonymousId: 'a', homeadvisorAccountId: '1' },
    track: { taskId: 1, source: 'Footer' },
  };
  const send = (body: unknown) =>
    t.json('/v1/attribution/events/tracks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('should keep every event of a valid array', async () => {
    expect(await send([event])).toEqual({ status: 200, body: { received: 1 } });
    const tracks = await t.json('/__inspect/tracks');
    expect(tracks.body[0].event).toEqual(event);
  });

  it.each([
    ['an object instead of an array', event],
    ['an empty array', []],
    ['an event without a name', [{ ...event, name: '' }]],
    ['an event without track', [{ ...event, track: undefined }]],
  ])('should refuse %s with 400', async (_label, body) => {
    expect((await send(body)).status).toBe(400);
    expect((await t.json('/__inspect/tracks')).body).toHaveLength(0);
  });
});

describe('given the HomeAdvisor sign-up endpoint', () => {
  const form = (fields: Record<string, string>) =>
    t.call('/sm/emailprefs/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams(fields).toString(),
    });
  const valid = { email: 'ha@example.com', zip: '80202', marketingOptIn: 'true', bypassWelcomeEmail: 'false' };

  it('should answer an HTML page carrying the new entityId and keep the sign-up', async () => {
    const res = await form(valid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const entityId = /name="entityId"[^>]*value="(\d+)"/.exec(await res.text())?.[1];
    expect(Number(entityId)).toBeGreaterThan(0);
    const signups = await t.json('/__inspect/homeadvisor-signups?email=ha@example.com');
    expect(signups.body[0]).toMatchObject({ entityId, fields: valid });
  });

  it('should accept an empty zip', async () => {
    expect((await form({ ...valid, zip: '' })).status).toBe(200);
  });

  it('should refuse JSON with 415 and a bad email or zip with 400', async () => {
    const asJson = await t.call('/sm/emailprefs/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(asJson.status).toBe(415);
    const bad = await form({ ...valid, email: 'x', zip: '123' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).details)).toEqual(['email', 'zip']);
  });
});
