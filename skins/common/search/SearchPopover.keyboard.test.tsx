import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider } from '../../../src/config';
import { createFakeFetch } from '../../../src/search/__fixtures__/fakeFetch';
import { SearchBar, ThemeProvider } from '../../roofline';
import { advance } from './__fixtures__/renderBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The desktop header's search icon and panel between two links, as in the header's bar. */
function renderPanel() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  render(
    <ChromeProvider
      config={{
        fetch: createFakeFetch().fetch,
        navigate: jest.fn(),
        searchApiHost: 'https://search.example.com/autocomplete',
        resultsDomain: 'https://www.roofline.com',
      }}
    >
      <ThemeProvider>
        <a href="/before">Before</a>
        <SearchBar variant="popover" />
        <a href="/after">After</a>
      </ThemeProvider>
    </ChromeProvider>,
  );
  const icon = screen.getByRole('button', { name: 'Search' });
  return { user, icon };
}

/** Opens the panel from the icon by keyboard: focus on the project field, suggestions showing. */
async function open(user: ReturnType<typeof userEvent.setup>, icon: HTMLElement) {
  icon.focus();
  await user.keyboard('{Enter}');
  await advance(0);
  const panel = screen.getByRole('dialog', { name: 'Search for a project' });
  const field = within(panel).getByRole('combobox', { name: 'Project' });
  expect(field).toHaveFocus();
  return { panel, field };
}

describe('given the desktop search panel, by keyboard (a non-modal disclosure)', () => {
  it('should Tab through project, ZIP and Search, then close and go on to the next link', async () => {
    const { user, icon } = renderPanel();
    const { panel } = await open(user, icon);
    expect(panel).toHaveAttribute('aria-modal', 'false');
    await user.tab();
    expect(within(panel).getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.tab();
    await advance(0);
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(icon).toHaveAttribute('aria-expanded', 'false');
  });

  it('should go back to the icon on Shift+Tab from the project field with suggestions showing, the panel still open', async () => {
    const { user, icon } = renderPanel();
    const { field } = await open(user, icon);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    await advance(0);
    expect(icon).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Tab goes into the open panel again; Shift+Tab back and Escape on the icon closes it.
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    await advance(0);
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(icon).toHaveFocus();
  });

  it('should close on Escape from the Search button, focus on the icon', async () => {
    const { user, icon } = renderPanel();
    const { panel } = await open(user, icon);
    await user.tab();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(icon).toHaveFocus();
  });
});
