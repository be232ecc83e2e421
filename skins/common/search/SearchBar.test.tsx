import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChromeProvider } from '../../../src/config';
import { axe } from 'jest-axe';
import { autocompleteBody } from '../../../src/search/__fixtures__/fakeFetch';
import { SearchBar as HomeAdvisorSearchBar, ThemeProvider as HomeAdvisorTheme } from '../../homeadvisor';
import { SearchBar as InstaproSearchBar, ThemeProvider as InstaproTheme } from '../../instapro';
import { SearchBar as RooflineSearchBar, ThemeProvider as RooflineTheme } from '../../roofline';
import { advance, renderBar, SEARCH_API } from './__fixtures__/renderBar';

const project = () => screen.getByRole('combobox', { name: 'Project' });
const zipField = () => screen.getByRole('textbox', { name: 'ZIP code' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given the desktop SearchBar', () => {
  it('should send one request for "plumbing" typed at 30 ms a key and navigate to the picked suggestion', async () => {
    const { user, calls, navigate } = renderBar();
    await user.click(project());
    for (const key of 'plumbing') {
      await user.keyboard(key);
      await advance(30);
    }
    await advance(70);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${SEARCH_API}?identifier=anon-1&searchQuery=plumbing&limit=5`);
    await act(async () => calls[0]?.respond(autocompleteBody(['Plumbing repair', 'Install a sink'])));
    await user.type(zipField(), '10001');
    await user.click(project());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1001?postalCode=10001');
  });

  it('should show the popular projects on focus, with no request', async () => {
    const { user, calls } = renderBar();
    await user.click(project());
    expect(screen.getByText('Popular projects')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(calls).toHaveLength(0);
  });

  it('should submit to the results page with the button', async () => {
    const { user, navigate } = renderBar();
    await user.type(project(), 'roof repair{Escape}');
    await user.type(zipField(), '10001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(
      'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch' +
        '&initialSearch=true&sourcePage=Homepage&postalCode=10001&query=roof%20repair',
    );
  });

  it('should show the combined message of spec 5 and not navigate', async () => {
    const { user, navigate } = renderBar({ validateText: true, validateZip: true });
    await user.type(zipField(), '12a');
    expect(zipField()).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid project and ZIP code');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should not submit or pick on Enter while an input method is composing', async () => {
    const { user, calls, navigate } = renderBar();
    await user.click(project());
    await user.keyboard('roof');
    await advance(100);
    await act(async () => calls[0]?.respond(autocompleteBody(['Roof repair'])));
    await user.keyboard('{ArrowDown}');
    fireEvent.compositionStart(project());
    fireEvent.keyDown(project(), { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(zipField(), { key: 'Enter', keyCode: 229, isComposing: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(project()).toHaveAttribute('aria-expanded', 'true');
  });

  it('should have no ZIP field, and no ZIP check, with showZip={false}', async () => {
    const { user, navigate } = renderBar({ showZip: false, validateZip: true });
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    await user.type(project(), 'deck{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('&query=deck'));
  });

  it('should show no suggestions and close when the autocomplete fails', async () => {
    const { user, calls } = renderBar();
    await user.click(project());
    await user.keyboard('roof');
    await advance(100);
    await act(async () => calls[0]?.fail());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(project()).toHaveAttribute('aria-expanded', 'false');
  });

  it("should lay the results out as cards for the 'test' treatment", async () => {
    const { user, calls } = renderBar({}, { splitDomain: 'https://split.example.com' });
    expect(calls[0]?.url).toBe('https://split.example.com/feature/growth_SearchUserEntry/treatment');
    await act(async () => calls[0]?.respond({ treatment: 'test' }));
    await user.click(project());
    expect(screen.getByRole('listbox')).toHaveAttribute('data-presentation', 'alternate');
  });

  it.each([
    ['https://www.roofline.com', true],
    ['https://www.homeadvisor.com', true],
    ['https://www.werkspot.nl', false],
  ])("should show 'View all' for the results domain %s: %s", async (resultsDomain, shown) => {
    const { user } = renderBar({}, { resultsDomain });
    await user.click(project());
    expect(screen.queryByRole('button', { name: 'View all' }) !== null).toBe(shown);
  });

  it('should take translated texts', () => {
    renderBar({ texts: { projectLabel: 'Projet', submit: 'Rechercher', zipLabel: 'Code postal' } });
    expect(screen.getByRole('combobox', { name: 'Projet' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('should have no axe violations, closed, open and with an error', async () => {
    const { container, user, calls } = renderBar({ validateZip: true });
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
    await user.click(project());
    await user.keyboard('roof');
    await advance(100);
    await act(async () => calls[0]?.respond(autocompleteBody(['Roof repair', 'Roof replacement'])));
    await user.keyboard('{ArrowDown}');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
    jest.useFakeTimers();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid ZIP code');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('given no ThemeProvider above it', () => {
  it("should render each brand's SearchBar in its own theme", () => {
    const fetch = jest.fn();
    render(
      <ChromeProvider config={{ fetch }}>
        <HomeAdvisorSearchBar id="ha" />
        <InstaproSearchBar id="ip" />
      </ChromeProvider>,
    );
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });
});

describe.each([
  ['Roofline', RooflineSearchBar, RooflineTheme],
  ['HomeAdvisor', HomeAdvisorSearchBar, HomeAdvisorTheme],
  ['Instapro', InstaproSearchBar, InstaproTheme],
])('given the %s skin', (_name, Bar, Theme) => {
  it('should render the same accessible bar and search with it', async () => {
    const { user, navigate } = renderBar({}, {}, Bar, Theme);
    expect(screen.getByRole('search', { name: 'Project search' })).toBeInTheDocument();
    expect(project()).toHaveAttribute('maxLength', '512');
    expect(zipField()).toHaveAttribute('inputMode', 'numeric');
    expect(zipField()).toHaveAttribute('maxLength', '5');
    await user.type(project(), 'fence{Enter}');
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('&query=fence'));
  });
});
