import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type ChromeConfig } from '../../../../src/config';
import { createFakeFetch } from '../../../../src/search/__fixtures__/fakeFetch';
import { createMemoryStorage } from '../../../../src/search/__fixtures__/memoryStorage';
import { SearchBar as RooflineSearchBar, ThemeProvider as RooflineTheme } from '../../../roofline';
import type { SearchBarProps } from '../SearchBar';

export const SEARCH_API = 'https://search.example.com/autocomplete';

/** Renders a brand's SearchBar with a hand-answered fetch and a navigate spy (use with fake timers). */
export function renderBar(
  props: SearchBarProps = {},
  config: ChromeConfig = {},
  Bar = RooflineSearchBar,
  Theme = RooflineTheme,
) {
  const fake = createFakeFetch();
  const navigate = jest.fn();
  const { storage, data: stored } = createMemoryStorage();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const utils = render(
    <ChromeProvider
      config={{
        fetch: fake.fetch,
        navigate,
        storage,
        searchApiHost: SEARCH_API,
        anonymousId: 'anon-1',
        resultsDomain: 'https://www.roofline.com',
        serviceRequestDomain: 'https://sr.roofline.com',
        ...config,
      }}
    >
      <Theme>
        <Bar {...props} />
      </Theme>
    </ChromeProvider>,
  );
  return { ...utils, ...fake, navigate, user, stored };
}

export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
