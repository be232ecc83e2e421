import { screen } from '@testing-library/react';
import type { StorageLike } from '../config/config.types';
import { DEFAULT_INITIAL_SUGGESTIONS } from '../constants/constants';
import { autocompleteBody } from './__fixtures__/fakeFetch';
import { createMemoryStorage } from './__fixtures__/memoryStorage';
import { advance, renderSearchBox, typeAndAnswer } from './__fixtures__/renderSearchBox';

const KEY = 'roofline-chrome:recent-searches:www.roofline.com';
const SITE = { domain: 'www.roofline.com' };
const DEFAULT_NAMES = DEFAULT_INITIAL_SUGGESTIONS.map((s) => s.name);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Renders the search box on a storage of the test's own; `focusEmpty` focuses it with nothing typed. */
function renderWith(storage: StorageLike, options: Parameters<typeof renderSearchBox>[0] = {}) {
  const r = renderSearchBox(options, { config: { storage, ...SITE } });
  const focusEmpty = async () => {
    await r.user.click(r.input);
  };
  return { ...r, focusEmpty };
}

describe('given a visitor who picked a suggestion and comes back', () => {
  it('should show it first on focus, before the initial suggestions, kept per site and without the ZIP', async () => {
    const { storage, data } = createMemoryStorage();
    const first = renderWith(storage);
    await first.user.type(first.zip as HTMLElement, '10001');
    await typeAndAnswer(first, 'gutter', {
      results: [
        { id: 7, name: 'Gutter cleaning', optionType: 'TASK', srPathUrl: 'service-request/task/7?postalCode=90210' },
      ],
    });
    await first.user.click(screen.getByRole('option', { name: 'Gutter cleaning' }));
    expect(first.navigate).toHaveBeenCalledWith(
      'https://sr.roofline.com/service-request/task/7?postalCode=90210&postalCode=10001',
    );
    first.unmount();
    expect(data.get(KEY)).toBeDefined();
    expect(data.get(KEY)).not.toMatch(/10001|90210|postal/i);

    const again = renderWith(storage);
    await again.focusEmpty();
    expect(again.optionTexts()).toEqual(['Gutter cleaning', ...DEFAULT_NAMES]);
    await again.user.keyboard('{ArrowDown}{Enter}');
    expect(again.navigate).toHaveBeenLastCalledWith('https://sr.roofline.com/service-request/task/7');
    again.unmount();

    // Another site of the family has its own.
    const elsewhere = renderSearchBox({}, { config: { storage, domain: 'www.homeadvisor.com' } });
    await elsewhere.user.click(elsewhere.input);
    expect(elsewhere.optionTexts()).toEqual(DEFAULT_NAMES);
  });

  it('should keep a submitted text, never a text that is only a ZIP, newest first, one per text whatever its case and accents, at most 5', async () => {
    const { storage, data } = createMemoryStorage();
    const r = renderWith(storage);
    for (const text of ['élagage', 'roof', '10001', 'ROOF ', 'Elagage', 'paint', 'fence', 'deck', 'tile']) {
      await r.user.clear(r.input);
      await r.user.type(r.input, `${text}{Enter}`);
    }
    expect(r.navigate).toHaveBeenCalledTimes(9);
    expect(JSON.parse(data.get(KEY) ?? '[]').map((s: { name: string }) => s.name)).toEqual([
      'tile',
      'deck',
      'fence',
      'paint',
      'Elagage',
    ]);
    await r.user.clear(r.input);
    expect(r.optionTexts()).toEqual(['tile', 'deck', 'fence', 'paint', 'Elagage', ...DEFAULT_NAMES]);
  });

  it('should forget one with Shift+Delete on the highlighted recent search', async () => {
    const { storage, data } = createMemoryStorage({
      [KEY]: JSON.stringify([
        { id: 'paint', name: 'paint', optionType: 'QUERY' },
        { id: 'fence', name: 'fence', optionType: 'QUERY' },
      ]),
    });
    const r = renderWith(storage);
    await r.focusEmpty();
    expect(r.optionTexts().slice(0, 2)).toEqual(['paint', 'fence']);
    await r.user.keyboard('{ArrowDown}{Shift>}{Delete}{/Shift}');
    expect(r.optionTexts()).toEqual(['fence', ...DEFAULT_NAMES]);
    expect(JSON.parse(data.get(KEY) ?? '')).toEqual([{ id: 'fence', name: 'fence', optionType: 'QUERY' }]);
    expect(r.input).toHaveAttribute('aria-expanded', 'true');
    // Shift+Delete on an initial suggestion removes nothing.
    await r.user.keyboard('{ArrowDown}{ArrowDown}{Shift>}{Delete}{/Shift}');
    expect(r.optionTexts()).toEqual(['fence', ...DEFAULT_NAMES]);
  });

  it('should read and write nothing when switched off', async () => {
    const getItem = jest.fn(() => JSON.stringify([{ id: 1, name: 'paint', optionType: 'QUERY' }]));
    const setItem = jest.fn();
    const r = renderWith({ getItem, setItem, removeItem: jest.fn() }, { recentSearches: false });
    await r.focusEmpty();
    await r.user.type(r.input, 'roof{Enter}');
    expect(r.navigate).toHaveBeenCalledTimes(1);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('given hostile storage', () => {
  it('should still search, pick and show what this page learnt when storage throws', async () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const r = renderWith({ getItem: fail, setItem: fail, removeItem: fail });
    await r.focusEmpty();
    expect(r.optionTexts()).toEqual(DEFAULT_NAMES);
    await r.user.type(r.input, 'roof repair{Enter}');
    expect(r.navigate).toHaveBeenCalledTimes(1);
    await r.user.clear(r.input);
    expect(r.optionTexts()).toEqual(['roof repair', ...DEFAULT_NAMES]);
  });

  it('should keep what it could not write (storage full) over what the storage still holds', async () => {
    const { storage: readable } = createMemoryStorage({
      [KEY]: JSON.stringify([{ id: 'fence', name: 'fence', optionType: 'QUERY' }]),
    });
    const full = new DOMException('full', 'QuotaExceededError');
    const r = renderWith({
      ...readable,
      setItem: () => {
        throw full;
      },
    });
    await r.focusEmpty();
    await r.user.type(r.input, 'deck{Enter}');
    await r.user.clear(r.input);
    await r.user.tab();
    await r.user.click(r.input);
    expect(r.optionTexts()).toEqual(['deck', 'fence', ...DEFAULT_NAMES]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"name":"roof"}'],
    ['a number', '42'],
  ])('should show the initial suggestions for %s, and write a good list over it', async (_, junk) => {
    const { storage, data } = createMemoryStorage({ [KEY]: junk, other: 'kept' });
    const r = renderWith(storage);
    await r.focusEmpty();
    expect(r.optionTexts()).toEqual(DEFAULT_NAMES);
    await r.user.type(r.input, 'deck{Enter}');
    expect(JSON.parse(data.get(KEY) ?? '')).toEqual([{ id: 'deck', name: 'deck', optionType: 'QUERY' }]);
    expect(data.get('other')).toBe('kept');
  });

  it('should keep the well-formed entries among junk ones', async () => {
    const { storage } = createMemoryStorage({
      [KEY]: JSON.stringify([null, 7, { name: '' }, { id: 3, name: 'Fence repair', srPathUrl: 'task/3' }, { name: 5 }]),
    });
    const r = renderWith(storage);
    await r.focusEmpty();
    expect(r.optionTexts()).toEqual(['Fence repair', ...DEFAULT_NAMES]);
  });
});

describe('given Cmd/Ctrl+Enter or Shift+Enter on a highlighted suggestion', () => {
  it.each([
    ['{Control>}{Enter}{/Control}', 'tab'],
    ['{Meta>}{Enter}{/Meta}', 'tab'],
    ['{Shift>}{Enter}{/Shift}', 'window'],
  ])('%s should open it in a new %s, with the same select details and no keyword event', async (keys, target) => {
    const openWindow = jest.fn();
    const onSuggestionSelect = jest.fn();
    const track = jest.fn();
    const r = renderSearchBox(
      { openWindow, onSuggestionSelect },
      { config: { analytics: { track, page: jest.fn(), identify: jest.fn() } } },
    );
    await typeAndAnswer(r, 'plumb', autocompleteBody(['Plumbing repair', 'Install a sink']));
    await r.user.keyboard(`{ArrowDown}{ArrowDown}${keys}`);
    const url = 'https://sr.roofline.com/service-request/task/1001';
    expect(openWindow).toHaveBeenCalledWith(url, target);
    expect(r.navigate).not.toHaveBeenCalled();
    expect(onSuggestionSelect).toHaveBeenCalledWith(expect.objectContaining({ url, target, recent: false }));
    // The page stays: the text and the list as they were, for the next one.
    expect(r.input).toHaveValue('plumb');
    expect(r.input).toHaveAttribute('aria-expanded', 'true');
    await advance(2000);
    expect(track).not.toHaveBeenCalled();
  });

  it('should open nothing when onSuggestionSelect returns false', async () => {
    const openWindow = jest.fn();
    const r = renderSearchBox({ openWindow, onSuggestionSelect: () => false });
    await typeAndAnswer(r, 'plumb', autocompleteBody(['Plumbing repair']));
    await r.user.keyboard('{ArrowDown}{Control>}{Enter}{/Control}');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('should open through window.open by default', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const r = renderSearchBox();
    await typeAndAnswer(r, 'plumb', autocompleteBody(['Plumbing repair']));
    await r.user.keyboard('{ArrowDown}{Control>}{Enter}{/Control}');
    expect(open).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1000', '_blank', 'noopener');
    open.mockRestore();
  });
});
