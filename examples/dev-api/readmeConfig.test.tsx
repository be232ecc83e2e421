import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request } from 'node:http';
import { ChromeProvider, type ChromeConfig, type FetchFn } from '../../src';
import { FooterSignupForm, ThemeProvider } from '../../skins/roofline';
import { createDevApi, type DevApi } from './createDevApi';

/**
 * A fetch over node:http (jsdom has none), so the library's own requests reach the in-process dev
 * API unchanged: method, headers and body as the library built them.
 */
const nodeFetch: FetchFn = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    const given = init.headers as unknown;
    if (given && typeof (given as Headers).forEach === 'function') {
      (given as Headers).forEach((value, key) => (headers[key] = value));
    } else if (Array.isArray(given)) {
      for (const [key, value] of given as Array<[string, string]>) headers[key] = value;
    } else if (given) Object.assign(headers, given);
    const req = request(input, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: { get: (name: string) => res.headers[name.toLowerCase()]?.toString() ?? null },
          text: async () => text,
          json: async () => JSON.parse(text),
        } as unknown as Response);
      });
    });
    req.on('error', reject);
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });

/** The README's example config (README.md, "Usage"), verbatim. */
const README_CONFIG: ChromeConfig = {
  brand: 'ROOFLINE',
  searchApiHost: '/api/autocomplete',
  resultsDomain: 'https://www.roofline.com',
};

let api: DevApi;
let url: string;
beforeAll(async () => {
  api = createDevApi();
  url = await api.listen(0);
});
afterAll(() => api.close());
beforeEach(() => api.state.reset());

async function signUp(config: ChromeConfig, email: string) {
  const user = userEvent.setup();
  render(
    <ChromeProvider
      config={{ ...config, fetch: nodeFetch, storage: null, subscriptionServiceBaseUrl: url, eventGatewayBaseUrl: url }}
    >
      <ThemeProvider>
        <FooterSignupForm />
      </ThemeProvider>
    </ChromeProvider>,
  );
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Sign me up' }));
  await screen.findByText("You're all set!");
  // The form shows success as the sign-up starts (spec 4.3): wait for both calls to be answered.
  await waitFor(() => expect(api.state.requests.filter((r) => r.endpoint !== null)).toHaveLength(2), {
    timeout: 5000,
  });
  return api.state.requests.map((r) => [r.method, r.path, r.status]);
}

describe("given the README's example config and the local dev API", () => {
  it('should sign up from the footer form with no 400: member created and Lite Registration tracked', async () => {
    const requests = await signUp(README_CONFIG, 'readme@example.com');
    expect(requests).toEqual([
      ['POST', '/gateway/member-management/v4/member/create', 200],
      ['POST', '/v1/attribution/events/tracks', 200],
    ]);
    const [member] = api.state.members;
    expect(member).toMatchObject({ sourceApplication: 'roofline-chrome' });
    expect(api.state.tracks[0]?.event).toMatchObject({ name: 'Lite Registration', brand: 'ROOFLINE' });
  });

  it('should sign up without a 400 even with no brand configured (the ROOFLINE default)', async () => {
    const requests = await signUp({ ...README_CONFIG, brand: undefined }, 'nobrand@example.com');
    expect(requests.map(([, , status]) => status)).toEqual([200, 200]);
    expect(api.state.tracks[0]?.event).toMatchObject({ brand: 'ROOFLINE', applicationName: 'roofline-chrome' });
  });

  it('should keep a configured application name', async () => {
    await signUp({ ...README_CONFIG, applicationName: 'cost-guides' }, 'named@example.com');
    expect(api.state.members[0]).toMatchObject({ sourceApplication: 'cost-guides' });
  });
});
