import { createDevApi, type DevApi, type DevApiOptions } from './createDevApi';

export interface TestApi {
  api: DevApi;
  url: string;
  /** fetch against the dev API with a relative path. */
  call: (path: string, init?: RequestInit) => Promise<Response>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read back in assertions
  json: (path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;
}

/** Starts a dev API on an ephemeral loopback port for one test file. */
export async function startTestApi(options?: DevApiOptions): Promise<TestApi> {
  const api = createDevApi(options);
  const url = await api.listen(0);
  const call = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const json = async (path: string, init?: RequestInit) => {
    const res = await call(path, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return { api, url, call, json };
}

export const MEMBER_PATH = '/gateway/member-management/v4/member/create';

export const memberHeaders = (requestId = `req-${Math.random().toString(36).slice(2)}`) => ({
  'Content-Type': 'application/json',
  'X-Request-Id': requestId,
  'X-Source-Application': 'gallery',
  'X-Application-Version': '1',
});

export const bannerBody = (email = 'pat@example.com') => ({
  email,
  acceptMembershipAgreement: true,
  optInNotifications: true,
  optInNewsAndUpdatesEmailsFooter: true,
  source: 'EmailSubscriptionComposedComponent',
  address: { postalCode: '10001' },
});
