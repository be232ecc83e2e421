import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createSearchClient } from '../../src/searchClient';
import { DesktopSearch, HeaderDrivenSearch, HomeAdvisorSearch, MobileSearch } from './searchBar';
import { findTasks, suggestCategories } from './searchClient';
import { App, searchConfig } from './searchCustomUi';

function jsonFetch(body: unknown) {
  return jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        json: async () => body,
        text: async () => JSON.stringify(body),
      }) as unknown as Response,
  );
}

describe('the search docs examples', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ProjectSearch should suggest, validate and navigate with the hook alone', async () => {
    const navigate = jest.fn();
    const fetch = jsonFetch({
      results: [{ id: 7, name: 'Fix a leaking tap', optionType: 'TASK', srPathUrl: 'service-request/task/7' }],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = render(<App config={{ ...searchConfig, splitDomain: undefined, fetch, navigate }} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid project and ZIP code');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.type(screen.getByRole('combobox', { name: 'What do you need done?' }), 'tap');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('https://www.roofline.com/service-request/task/7?postalCode=10001');
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the SearchBar examples should render every variant', async () => {
    const config = { fetch: jsonFetch({ results: [] }), navigate: jest.fn() };
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <DesktopSearch config={config} />
        <MobileSearch config={config} />
        <HeaderDrivenSearch config={config} />
        <HomeAdvisorSearch />
      </>,
    );
    expect(screen.getAllByRole('search')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Find a pro' }));
    // The full-screen search's Radix code loads on its first open (or when the page is idle).
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('the search client example', () => {
  it('should return hit names, and nothing when the hosts are unreachable', async () => {
    const ok = createSearchClient({
      appId: 'APP',
      apiKey: 'key',
      requester: {
        send: async () => ({
          status: 200,
          isTimedOut: false,
          content: JSON.stringify({ results: [{ hits: [{ objectID: '1', name: 'Roof repair' }] }] }),
        }),
      },
    });
    await expect(findTasks(ok, 'roof')).resolves.toEqual(['Roof repair']);
    const down = createSearchClient({
      appId: 'DOWN',
      apiKey: 'key',
      requester: { send: async () => ({ status: 0, isTimedOut: false, content: '' }) },
    });
    await expect(findTasks(down, 'roof')).resolves.toEqual([]);
    const facets = createSearchClient({
      appId: 'APP2',
      apiKey: 'key',
      requester: { send: async () => ({ status: 200, isTimedOut: false, content: '{"facetHits":[]}' }) },
    });
    await expect(suggestCategories(facets, 'plu')).resolves.toEqual({ facetHits: [] });
  });
});
