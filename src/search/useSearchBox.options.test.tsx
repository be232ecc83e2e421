import { act, render, renderHook, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../config/ChromeProvider';
import * as chromeProvider from '../config/ChromeProvider';
import { CustomSearchBox } from './__fixtures__/CustomSearchBox';
import { autocompleteBody, createFakeFetch } from './__fixtures__/fakeFetch';
import { advance, renderSearchBox, typeAndAnswer } from './__fixtures__/renderSearchBox';
import { useSearchBox } from './useSearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const form = () => screen.getByRole('search');

describe('given a split domain', () => {
  it('should ask for the treatment once and use the alternate presentation for "test"', async () => {
    const r = renderSearchBox({}, { config: { splitDomain: 'https://split.example.com/' } });
    await act(async () => {}); // the HTTP client's code loads on the first call
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0]?.url).toBe('https://split.example.com/feature/growth_SearchUserEntry/treatment');
    expect(form()).toHaveAttribute('data-presentation', 'standard');
    await act(async () => r.calls[0]?.respond({ treatment: 'test' }));
    expect(form()).toHaveAttribute('data-presentation', 'alternate');
  });

  it.each([
    ['a network error', (c: { fail: () => void }) => c.fail()],
    ['a 503 status', (c: { respond: (b: unknown, s: number) => void }) => c.respond({ treatment: 'test' }, 503)],
    ['a body without treatment', (c: { respond: (b: unknown) => void }) => c.respond({})],
  ])('should stay on "control" after %s', async (_n, failWith) => {
    const r = renderSearchBox({ splitFlag: 'my_flag' }, { config: { splitDomain: 'https://split.example.com' } });
    expect(r.calls[0]?.url).toBe('https://split.example.com/feature/my_flag/treatment');
    await act(async () => failWith(r.calls[0] as never));
    expect(form()).toHaveAttribute('data-presentation', 'standard');
  });

  it("should ask through the search box's own options, which win over the provider's", () => {
    const own = createFakeFetch();
    const r = renderSearchBox(
      { fetch: own.fetch, splitDomain: 'https://own-split.example.com' },
      { config: { splitDomain: 'https://split.example.com' } },
    );
    expect(r.calls).toHaveLength(0);
    expect(own.calls.map((call) => call.url)).toEqual([
      'https://own-split.example.com/feature/growth_SearchUserEntry/treatment',
    ]);
  });

  it('should read the provider once per render, for the search box and its treatment together', () => {
    const read = jest.spyOn(chromeProvider, 'useChromeConfig');
    let renders = 0;
    try {
      // A search box renders its input and menu (Downshift checks in development that both got their props).
      function Probe() {
        renders += 1;
        const box = useSearchBox({ splitDomain: 'https://split.example.com' });
        return (
          <>
            <input {...box.getInputProps()} />
            <ul {...box.getMenuProps()} />
          </>
        );
      }
      const { rerender } = render(<Probe />, {
        wrapper: ({ children }) => (
          <ChromeProvider config={{ fetch: createFakeFetch().fetch }}>{children}</ChromeProvider>
        ),
      });
      rerender(<Probe />);
      expect(renders).toBeGreaterThan(1);
      expect(read).toHaveBeenCalledTimes(renders);
    } finally {
      read.mockRestore();
    }
  });

  it('should skip the request when the treatment is given', () => {
    const r = renderSearchBox({ treatment: 'test' }, { config: { splitDomain: 'https://split.example.com' } });
    expect(r.calls).toHaveLength(0);
    expect(form()).toHaveAttribute('data-presentation', 'alternate');
  });
});

describe("given the 'View all' rule of spec 2.8", () => {
  it.each([
    ['absent', undefined, true],
    ['a Roofline domain', 'https://www.roofline.com', true],
    ['a HomeAdvisor domain', 'https://www.homeadvisor.com', true],
    ['a regional domain', 'https://www.werkspot.nl', false],
  ])('should show it when the results domain is %s: %s', async (_n, resultsDomain, shown) => {
    renderSearchBox({}, { config: { resultsDomain } });
    expect(screen.queryByRole('button', { name: 'View all' }) !== null).toBe(shown);
  });

  it('should submit the free text from the View all button', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'deck', autocompleteBody(['Build a deck']));
    await r.user.click(screen.getByRole('button', { name: 'View all' }));
    expect(r.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.roofline\.com\/find\?.*&query=deck$/),
    );
  });
});

describe('given the search user-token rule', () => {
  it.each([
    ['warn about, and still search with,', 'has spaces and is wrong', 1],
    ['not warn about', 'anon_123-abc', 0],
  ])('should %s the token %j', async (_n, userToken, warnings) => {
    if (warnings > 0)
      expectConsole('warn', `Search user token ${JSON.stringify(userToken)} should be 1 to 64 characters`);
    const warn = jest.spyOn(console, 'warn');
    const r = renderSearchBox({ userToken });
    expect(warn.mock.calls.filter(([m]) => String(m).includes('should be 1 to 64 characters'))).toHaveLength(warnings);
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    warn.mockRestore();
  });

  it('should check the anonymous id when no token is given', () => {
    expectConsole(
      'warn',
      'Search user token "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" should be 1 to 64 characters of letters, digits, underscore or hyphen.',
    );
    const warn = jest.spyOn(console, 'warn');
    renderSearchBox({}, { config: { anonymousId: 'x'.repeat(65) } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('should be 1 to 64 characters'));
    warn.mockRestore();
  });
});

/** The hook alone; its Downshift getters are registered as a UI would (no elements, so no ref check). */
function useSearchBoxWithoutUi(options: Parameters<typeof useSearchBox>[0]) {
  const search = useSearchBox(options);
  search.getInputProps({}, { suppressRefError: true });
  search.getMenuProps({}, { suppressRefError: true });
  return search;
}

describe('given the mobile full-screen state', () => {
  it('should start collapsed, open from the trigger and close from the back arrow', () => {
    const onMobileOpenChange = jest.fn();
    const { result } = renderHook(() => useSearchBoxWithoutUi({ onMobileOpenChange }), {
      wrapper: ({ children }) => <ChromeProvider config={{ fetch: jest.fn() }}>{children}</ChromeProvider>,
    });
    expect(result.current.isMobileOpen).toBe(false);
    expect(result.current.getMobileTriggerProps()).toMatchObject({ 'aria-expanded': false, 'aria-haspopup': 'dialog' });
    act(() => result.current.getMobileTriggerProps().onClick?.({ defaultPrevented: false } as never));
    expect(result.current.isMobileOpen).toBe(true);
    expect(result.current.getMobileTriggerProps()['aria-controls']).toBe(result.current.getMobileDialogProps().id);
    act(() => result.current.getBackButtonProps().onClick?.({ defaultPrevented: false } as never));
    expect(result.current.isMobileOpen).toBe(false);
    expect(onMobileOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('should follow a controlled mobileOpen', () => {
    const { result, rerender } = renderHook((open: boolean) => useSearchBoxWithoutUi({ mobileOpen: open }), {
      initialProps: false,
    });
    act(() => result.current.openMobile());
    expect(result.current.isMobileOpen).toBe(false);
    rerender(true);
    expect(result.current.isMobileOpen).toBe(true);
  });
});

describe('given a stateReducer', () => {
  it('should run after the search box’s own, with Downshift’s action types', async () => {
    const stateReducer = jest.fn((_state, { type, changes }) =>
      type === useSearchBox.stateChangeTypes.InputKeyDownEscape ? { ...changes, isOpen: true } : changes,
    );
    const r = renderSearchBox({ stateReducer });
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{Escape}');
    expect(r.input).toHaveAttribute('aria-expanded', 'true');
    expect(stateReducer).toHaveBeenCalled();
  });
});

describe('given server rendering', () => {
  it('should render to a string without touching window and with no request', () => {
    const fetch = jest.fn();
    const html = renderToString(
      <ChromeProvider
        config={{ fetch, searchApiHost: 'https://s.example.com', splitDomain: 'https://split.example.com' }}
      >
        <CustomSearchBox />
      </ChromeProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given accessibility checks', () => {
  it('should have no axe violations closed, open and with an error', async () => {
    const r = renderSearchBox({ validateZip: true });
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair', 'Roof inspection']));
    await r.user.keyboard('{ArrowDown}');
    jest.useRealTimers();
    expect(await axe(r.container)).toHaveNoViolations();
    jest.useFakeTimers();
    await r.user.keyboard('{Escape}');
    await r.user.click(screen.getByRole('button', { name: 'Search' }));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid ZIP code');
    jest.useRealTimers();
    expect(await axe(r.container)).toHaveNoViolations();
  });
});
