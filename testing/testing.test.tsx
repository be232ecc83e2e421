import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider } from '../src';
import { expectConsole } from '../test/console';
import { FooterSignupForm, SearchBar, ThemeProvider } from '../skins/roofline';
import { createMockServices, createTestChrome } from '.';

// jsdom has no fetch: the test chrome must not need one.
beforeAll(() => expect(typeof (globalThis as { fetch?: unknown }).fetch).toBe('undefined'));

function renderWithChrome(ui: React.ReactNode, chrome = createTestChrome({ config: { brand: 'ROOFLINE' } })) {
  render(
    <ChromeProvider config={chrome.config}>
      <ThemeProvider>{ui}</ThemeProvider>
    </ChromeProvider>,
  );
  return chrome;
}

describe('@roofline/chrome/testing: createTestChrome', () => {
  it('signs up from the footer through the mock services: the member is recorded with the headers sent', async () => {
    const user = userEvent.setup();
    const chrome = renderWithChrome(<FooterSignupForm />);
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await screen.findByText("You're all set!");
    await waitFor(() => expect(chrome.services.state.tracks).toHaveLength(1));
    expect(chrome.services.state.members).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ email: 'pat@example.com' }),
        sourceApplication: 'chrome-tests',
      }),
    ]);
    expect(chrome.services.state.tracks[0]?.event).toMatchObject({ name: 'Lite Registration', brand: 'ROOFLINE' });
    expect(chrome.services.state.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /gateway/member-management/v4/member/create 200',
      'POST /v1/attribution/events/tracks 200',
    ]);
  });

  it("ends a failing sign-up in the spec's error message, and keeps it in the test's storage for the next load", async () => {
    const user = userEvent.setup();
    const chrome = createTestChrome({ config: { brand: 'ROOFLINE' } });
    chrome.services.fail('memberCreate', { fail: 503 });
    expectConsole('warn', /member-create request failed/);
    renderWithChrome(<FooterSignupForm />, chrome);
    await user.type(screen.getByLabelText('Email address'), 'fail@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await waitFor(() =>
      expect(chrome.services.state.requests).toContainEqual(
        expect.objectContaining({ endpoint: 'memberCreate', status: 503 }),
      ),
    );
    expect(chrome.services.state.members).toHaveLength(0);
    await waitFor(() => expect(JSON.stringify(chrome.storage.entries())).toContain('fail@example.com'));
  });

  it('suggests from the mock search service and records the navigation a pick asks for', async () => {
    const user = userEvent.setup();
    const chrome = renderWithChrome(<SearchBar />);
    await user.type(screen.getByRole('textbox', { name: /zip/i }), '10001');
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'roof');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options[0]).toHaveTextContent(/roof/i);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chrome.navigations).toHaveLength(1));
    expect(chrome.navigations[0]!.url).toMatch(/postalCode=10001/);
    expect(chrome.services.state.requests.filter((r) => r.endpoint === 'autocomplete').length).toBeGreaterThan(0);
  });

  it('gives a fixed clock that a test moves, and reset() empties the records', () => {
    const chrome = createTestChrome();
    const start = chrome.clock.now();
    chrome.clock.advance(60_000);
    expect(chrome.clock.now() - start).toBe(60_000);
    chrome.navigations.push({ url: '/x', replace: false });
    chrome.storage.setItem('k', 'v');
    chrome.reset();
    expect([chrome.navigations.length, chrome.storage.length, chrome.clock.now()]).toEqual([0, 0, start]);
  });
});

describe('@roofline/chrome/testing: createMockServices().fetch', () => {
  it('answers any base URL by path, and a relative URL against its origin', async () => {
    const services = createMockServices();
    const absolute = await services.fetch('https://elsewhere.example/api/autocomplete?searchQuery=roof&limit=2');
    const relative = await services.fetch('/autocomplete?searchQuery=roof&limit=2');
    expect([absolute.status, relative.status]).toEqual([200, 200]);
    expect(JSON.parse(await absolute.text()).results).toHaveLength(2);
    expect((await services.fetch('/nowhere')).status).toBe(404);
  });

  it("rejects with a TypeError on a 'network' fault and answers the status of a status fault, `times` times", async () => {
    const services = createMockServices();
    services.fail('autocomplete', { fail: 'network', times: 1 });
    await expect(services.fetch('/autocomplete?searchQuery=a')).rejects.toThrow(TypeError);
    services.fail('autocomplete', { fail: 500, times: 1 });
    expect((await services.fetch('/autocomplete?searchQuery=a')).status).toBe(500);
    expect((await services.fetch('/autocomplete?searchQuery=a')).status).toBe(200);
    expect((await services.fetch('/__fail/503/autocomplete?searchQuery=a')).status).toBe(503);
  });

  it('rejects with an AbortError when the signal aborts during a delay, and logs the request as abandoned', async () => {
    const services = createMockServices();
    services.fail('autocomplete', { delayMs: 5_000 });
    const controller = new AbortController();
    const pending = services.fetch('/autocomplete?searchQuery=a', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(services.state.requests).toEqual([expect.objectContaining({ endpoint: 'autocomplete', status: 499 })]);
  });

  it('validates as the dev API does: a member create without JSON is refused with 415', async () => {
    const services = createMockServices();
    const res = await services.fetch('/gateway/member-management/v4/member/create', {
      method: 'POST',
      body: 'email=a@b.co',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Request-Id': 'req-1',
        'X-Source-Application': 'tests',
        'X-Application-Version': '1',
      },
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(await res.text())).toMatchObject({ error: 'unsupported_media_type' });
  });
});
