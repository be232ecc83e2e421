import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import type { AnalyticsAdapter, ChromeConfig, LocationLike } from '../config/config.types';
import { autocompleteBody, createFakeFetch } from './__fixtures__/fakeFetch';
import { CustomSearchBox } from './__fixtures__/CustomSearchBox';
import { advance, BASE_CONFIG, renderSearchBox, typeSlowly } from './__fixtures__/renderSearchBox';
import { KEYWORD_TRACKING_EVENT } from './useKeywordTracking';
import type { UseSearchBoxOptions } from './useSearchBox.types';

const PAGE: LocationLike = {
  href: 'https://www.roofline.com/cost/roofing?zip=10001',
  origin: 'https://www.roofline.com',
  pathname: '/cost/roofing',
  search: '?zip=10001',
};

function analyticsSpy() {
  const track = jest.fn();
  const analytics: AnalyticsAdapter = { track, page: jest.fn(), identify: jest.fn() };
  /** The keyword events sent so far (other events are ignored). */
  const keywordEvents = (name = KEYWORD_TRACKING_EVENT) =>
    track.mock.calls.filter(([event]) => event === name).map(([, properties]) => properties as Record<string, unknown>);
  return { analytics, track, keywordEvents };
}

const IDENTITY: ChromeConfig = {
  brand: 'ROOFLINE',
  pageName: 'Roofing cost guide',
  applicationName: 'cost-guides',
  location: () => PAGE,
};

function setup(options: UseSearchBoxOptions = {}, config: ChromeConfig = {}) {
  const spy = analyticsSpy();
  const rendered = renderSearchBox(options, { config: { analytics: spy.analytics, ...IDENTITY, ...config } });
  return { ...rendered, ...spy };
}

/** Answers the latest autocomplete request. */
async function answerLast(rendered: ReturnType<typeof setup>, names: string[], searchId: string) {
  const call = rendered.calls[rendered.calls.length - 1];
  await act(async () => call?.respond(autocompleteBody(names, { searchId })));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('keyword tracking (spec 9: 1000 ms)', () => {
  describe('when "roofing" is typed at 200 ms a key and then left alone', () => {
    it('should send nothing while typing and exactly one event 1000 ms after the last key', async () => {
      const rendered = setup();
      const { user, input, keywordEvents } = rendered;
      await user.click(input);
      await typeSlowly(user, 'roofing', 200); // 200 ms after the last key already passed
      expect(keywordEvents()).toHaveLength(0);
      await answerLast(rendered, ['Roofing repair'], 'sid-roofing');
      await advance(799);
      expect(keywordEvents()).toHaveLength(0);
      await advance(1);
      expect(keywordEvents()).toEqual([
        {
          keyword: 'roofing',
          searchId: 'sid-roofing',
          brand: 'ROOFLINE',
          pageName: 'Roofing cost guide',
          applicationName: 'cost-guides',
          url: PAGE.href,
          path: '/cost/roofing',
        },
      ]);
      await advance(5000);
      expect(keywordEvents()).toHaveLength(1);
    });
  });

  it('should track each settled text once, carrying the search id of its own answer', async () => {
    const rendered = setup();
    const { user, input, keywordEvents } = rendered;
    await user.click(input);
    await user.keyboard('roof');
    await advance(100);
    await answerLast(rendered, ['Roof repair'], 'sid-roof');
    await advance(900);
    await user.keyboard(' '); // the same keyword once trimmed: nothing new
    await advance(1000);
    await user.keyboard('{Backspace}');
    await advance(1000);
    expect(keywordEvents().map((e) => [e.keyword, e.searchId])).toEqual([['roof', 'sid-roof']]);
    await user.keyboard('s');
    await advance(100);
    await answerLast(rendered, ['Roofs'], 'sid-roofs');
    await advance(900);
    expect(keywordEvents().map((e) => [e.keyword, e.searchId])).toEqual([
      ['roof', 'sid-roof'],
      ['roofs', 'sid-roofs'],
    ]);
  });

  it('should wait for an answer still out at 1000 ms, then send with its search id', async () => {
    const rendered = setup();
    const { user, input, keywordEvents } = rendered;
    await user.click(input);
    await user.keyboard('gutter');
    await advance(100); // the request goes out
    await advance(1400);
    expect(rendered.calls).toHaveLength(1);
    expect(keywordEvents()).toHaveLength(0);
    await answerLast(rendered, ['Gutter cleaning'], 'sid-late');
    expect(keywordEvents()).toEqual([expect.objectContaining({ keyword: 'gutter', searchId: 'sid-late' })]);
  });

  it('should send without a search id when the answer fails', async () => {
    const rendered = setup();
    const { user, input, keywordEvents, calls } = rendered;
    await user.click(input);
    await user.keyboard('deck');
    await advance(100);
    await act(async () => calls[0]?.fail());
    await advance(900);
    expect(keywordEvents()).toHaveLength(1);
    expect(keywordEvents()[0]).not.toHaveProperty('searchId');
    expect(keywordEvents()[0]).toMatchObject({ keyword: 'deck' });
  });

  it('should leave an invalid brand out, and send nothing for an empty or blank field', async () => {
    expectConsole('warn', 'Invalid brand name for analytics, ignored: ACME');
    const rendered = setup({}, { brand: 'ACME' as ChromeConfig['brand'] });
    const { user, input, keywordEvents } = rendered;
    await user.click(input);
    await user.keyboard('   ');
    await advance(2000);
    expect(keywordEvents()).toHaveLength(0);
    await user.keyboard('paint');
    await advance(100);
    await answerLast(rendered, ['Paint'], 'sid-paint');
    await advance(900);
    expect(keywordEvents()).toHaveLength(1);
    expect(keywordEvents()[0]).not.toHaveProperty('brand');
  });

  describe('during an IME composition', () => {
    it('should send nothing until it ends, then one event for the committed text', async () => {
      const rendered = setup();
      const { input, keywordEvents, calls } = rendered;
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: 'やね' } });
      await advance(3000);
      fireEvent.change(input, { target: { value: '屋根' } });
      await advance(3000);
      expect(keywordEvents()).toHaveLength(0);
      expect(calls).toHaveLength(0);
      fireEvent.compositionEnd(input);
      await advance(100);
      await answerLast(rendered, ['屋根の修理'], 'sid-yane');
      await advance(899);
      expect(keywordEvents()).toHaveLength(0);
      await advance(1);
      expect(keywordEvents()).toEqual([expect.objectContaining({ keyword: '屋根', searchId: 'sid-yane' })]);
    });

    it('should drop a pending keyword when a composition starts before its deadline', async () => {
      const rendered = setup();
      const { user, input, keywordEvents } = rendered;
      await user.click(input);
      await user.keyboard('roof');
      await advance(500);
      fireEvent.compositionStart(input);
      await advance(2000);
      expect(keywordEvents()).toHaveLength(0);
    });
  });

  describe('when a suggestion is picked', () => {
    it('should send nothing for the typed text cut short by the pick, nor for the name the pick put there', async () => {
      const rendered = setup({ onSuggestionSelect: () => false }); // stay on the page
      const { user, input, keywordEvents } = rendered;
      await user.click(input);
      await user.keyboard('plumb');
      await advance(100);
      await answerLast(rendered, ['Plumbing repair', 'Plumber'], 'sid-plumb');
      await user.click(screen.getByRole('option', { name: 'Plumber' }));
      expect(input).toHaveValue('Plumber');
      await advance(5000);
      expect(keywordEvents()).toHaveLength(0);
    });

    it('should track text typed after the pick', async () => {
      const rendered = setup({ onSuggestionSelect: () => false });
      const { user, input, keywordEvents } = rendered;
      await user.click(input);
      await user.keyboard('plumb');
      await advance(100);
      await answerLast(rendered, ['Plumber'], 'sid-plumb');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(input).toHaveValue('Plumber');
      await advance(2000);
      expect(keywordEvents()).toHaveLength(0);
      await user.keyboard('s');
      await advance(100);
      await answerLast(rendered, ['Plumbers'], 'sid-plumbers');
      await advance(900);
      expect(keywordEvents()).toEqual([expect.objectContaining({ keyword: 'Plumbers', searchId: 'sid-plumbers' })]);
    });
  });

  it('should send nothing for text submitted before its deadline', async () => {
    const rendered = setup({ onSubmit: () => false });
    const { user, input, keywordEvents } = rendered;
    await user.click(input);
    await user.keyboard('fence{Enter}');
    await advance(3000);
    expect(keywordEvents()).toHaveLength(0);
  });

  it('should use the keyword event name option, and send nothing when switched off', async () => {
    const named = setup({ keywordEventName: 'Keyword Typed' });
    await named.user.click(named.input);
    await named.user.keyboard('tile');
    await advance(1000);
    expect(named.keywordEvents()).toHaveLength(0);
    expect(named.keywordEvents('Keyword Typed')).toEqual([expect.objectContaining({ keyword: 'tile' })]);
    named.unmount();

    const off = setup({ trackKeywords: false });
    await off.user.click(off.input);
    await off.user.keyboard('tile');
    await advance(3000);
    expect(off.track).not.toHaveBeenCalled();
  });

  it('should send nothing after unmount, and nothing twice under StrictMode', async () => {
    const spy = analyticsSpy();
    const fake = createFakeFetch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    const { unmount } = render(
      <StrictMode>
        <ChromeProvider config={{ fetch: fake.fetch, navigate: jest.fn(), ...BASE_CONFIG, analytics: spy.analytics }}>
          <CustomSearchBox />
        </ChromeProvider>
      </StrictMode>,
    );
    const input = screen.getByRole('combobox', { name: 'Project' });
    await user.click(input);
    await user.keyboard('siding');
    await advance(100);
    await act(async () => fake.calls[fake.calls.length - 1]?.respond(autocompleteBody(['Siding'])));
    await advance(900);
    expect(spy.keywordEvents()).toHaveLength(1);
    await user.keyboard('s');
    await advance(500);
    unmount();
    await advance(5000);
    expect(spy.keywordEvents()).toHaveLength(1);
  });

  it('should not throw into the page when the adapter throws', async () => {
    expectConsole('warn', 'Analytics call failed');
    const warn = jest.spyOn(console, 'warn');
    const rendered = setup();
    rendered.track.mockImplementation(() => {
      throw new Error('adapter down');
    });
    await rendered.user.click(rendered.input);
    await rendered.user.keyboard('tile');
    await advance(1000);
    expect(rendered.track).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Analytics call failed', expect.any(Error));
    warn.mockRestore();
  });
});
