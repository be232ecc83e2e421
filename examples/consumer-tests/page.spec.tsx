// A consumer team's page test, written against the published entries only: run by Jest (the
// CommonJS build, through ts-jest, in jsdom) and by Vitest (the ESM build, in jsdom) from the packed
// tarball (scripts/check-consumer-tests.mjs). jsdom has no fetch: createTestChrome brings the
// services as a fetch double, with no server and no network.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider } from '@roofline/chrome';
import { FooterSignupForm, SearchBar, ThemeProvider, type ChromeThemeOverrides } from '@roofline/chrome/skins/roofline';
import { createTestChrome, type TestChrome } from '@roofline/chrome/testing';

/** The team's own page, with the chrome inside. */
function CostGuidePage() {
  return (
    <>
      <SearchBar />
      <main>
        <h1>What does a kitchen remodel cost?</h1>
      </main>
      <FooterSignupForm />
    </>
  );
}

// The team forwards an optional theme of its own: with exactOptionalPropertyTypes (tsconfig.json)
// that compiles only because the skins' optional props are typed `| undefined`.
function renderPage(chrome: TestChrome, theme?: ChromeThemeOverrides) {
  return render(
    <ChromeProvider config={chrome.config}>
      <ThemeProvider theme={theme}>
        <CostGuidePage />
      </ThemeProvider>
    </ChromeProvider>,
  );
}

describe('the cost-guide page with the chrome inside', () => {
  it('renders its own content and the chrome, with no fetch in the environment needed', () => {
    renderPage(createTestChrome({ config: { brand: 'ROOFLINE' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What does a kitchen remodel cost?');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('signs a reader up: the member is created with the email typed', async () => {
    const chrome = createTestChrome({ config: { brand: 'ROOFLINE', applicationName: 'cost-guides' } });
    const user = userEvent.setup();
    renderPage(chrome);
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await screen.findByText("You're all set!");
    await waitFor(() => expect(chrome.services.state.members.length).toBe(1));
    expect(chrome.services.state.members[0]?.body.email).toBe('reader@example.com');
    expect(chrome.services.state.members[0]?.sourceApplication).toBe('cost-guides');
  });

  it('takes a reader from a suggestion to the service request, recorded instead of navigating', async () => {
    const chrome = createTestChrome({ config: { brand: 'ROOFLINE' } });
    const user = userEvent.setup();
    renderPage(chrome);
    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('textbox', { name: /zip/i }), '10001');
    await user.type(search.getByRole('combobox', { name: 'Project' }), 'roof');
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chrome.navigations.length).toBe(1));
    expect(chrome.navigations[0]?.url).toMatch(/postalCode=10001/);
  });

  it('shows what the reader sees when the search service is down', async () => {
    const chrome = createTestChrome({ config: { brand: 'ROOFLINE' } });
    chrome.services.fail('autocomplete', { fail: 503 });
    const user = userEvent.setup();
    renderPage(chrome);
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'roof');
    await waitFor(() =>
      expect(chrome.services.state.requests.some((r) => r.endpoint === 'autocomplete' && r.status === 503)).toBe(true),
    );
    expect(screen.queryAllByRole('option').length).toBe(0);
  });
});
