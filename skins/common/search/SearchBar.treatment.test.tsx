import { act, render, screen } from '@testing-library/react';
import { ChromeProvider } from '../../../src/config';
import { createFakeFetch } from '../../../src/search/__fixtures__/fakeFetch';
import { makeRawNavigationData, mockViewport, stubResizeObserver, TEST_LOCATION } from '../header/__fixtures__/setup';
import { Header, SearchBar, STANDARD_WITH_SEARCH, ThemeProvider } from '../../roofline';

const SPLIT = 'https://split.example.com';
const TREATMENT_URL = `${SPLIT}/feature/growth_SearchUserEntry/treatment`;

/** The results layout of every search bar's list, in document order. */
const presentations = () =>
  screen.getAllByRole('listbox', { hidden: true }).map((list) => list.getAttribute('data-presentation'));

function renderTwoBars() {
  const fake = createFakeFetch();
  render(
    <ChromeProvider config={{ fetch: fake.fetch, navigate: jest.fn(), splitDomain: SPLIT }}>
      <ThemeProvider>
        <SearchBar variant="desktop" />
        <SearchBar variant="desktop" />
      </ThemeProvider>
    </ChromeProvider>,
  );
  const treatmentCalls = () => fake.calls.filter((call) => call.url === TREATMENT_URL);
  return { ...fake, treatmentCalls };
}

describe('the split treatment with two search bars on the page', () => {
  it('given two SearchBars mount together, should send one treatment request and give both its answer', async () => {
    const { treatmentCalls } = renderTwoBars();
    await act(async () => {}); // the HTTP client's code loads on the first call
    expect(treatmentCalls()).toHaveLength(1);
    await act(async () => treatmentCalls()[0]?.respond({ treatment: 'test' }));
    expect(presentations()).toEqual(['alternate', 'alternate']);
  });

  it('given the treatment request fails, should leave both on control', async () => {
    const { treatmentCalls } = renderTwoBars();
    await act(async () => treatmentCalls()[0]?.fail());
    expect(presentations()).toEqual(['standard', 'standard']);
  });

  it("given the header's desktop and mobile search bars, should send one treatment request", () => {
    mockViewport(1280);
    stubResizeObserver();
    const warn = jest.spyOn(console, 'warn');
    try {
      const fake = createFakeFetch();
      render(
        <ChromeProvider
          config={{ fetch: fake.fetch, navigate: jest.fn(), location: TEST_LOCATION, splitDomain: SPLIT }}
        >
          <ThemeProvider>
            <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />
          </ThemeProvider>
        </ChromeProvider>,
      );
      expect(fake.calls.filter((call) => call.url === TREATMENT_URL)).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
