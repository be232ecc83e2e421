import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { frFR } from '../../../src/i18n/locales';
import { autocompleteBody } from '../../../src/search/__fixtures__/fakeFetch';
import { advance, renderBar } from './__fixtures__/renderBar';

const project = () => screen.getByRole('combobox');
const KEY = 'roofline-chrome:recent-searches:www.roofline.com';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function typeAnswer(r: ReturnType<typeof renderBar>, text: string, body: unknown) {
  await r.user.click(project());
  await r.user.keyboard(text);
  await advance(100);
  await act(async () => r.calls[r.calls.length - 1]?.respond(body));
}

describe('given the SearchBar and a visitor who searched before', () => {
  it('should show the recent searches in their own labelled group before the popular projects, each removable, then clear them all', async () => {
    const r = renderBar({}, { domain: 'www.roofline.com' });
    await r.user.type(project(), 'gutter cleaning{Enter}');
    await r.user.clear(project());
    await r.user.type(project(), 'Élagage{Enter}');
    await r.user.clear(project());
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Élagage', 'gutter cleaning']);
    const popular = screen.getByRole('group', { name: 'Popular projects' });
    expect(within(popular).getAllByRole('option')).toHaveLength(5);
    expect(recent.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    jest.useRealTimers();
    expect(await axe(document.body)).toHaveNoViolations();
    jest.useFakeTimers();

    await r.user.click(screen.getByRole('button', { name: 'Remove “gutter cleaning” from recent searches' }));
    expect(within(screen.getByRole('group', { name: 'Recent searches' })).getAllByRole('option')).toHaveLength(1);
    expect(project()).toHaveFocus();
    expect(JSON.parse(r.stored.get(KEY) ?? '')).toEqual([{ id: 'Élagage', name: 'Élagage', optionType: 'QUERY' }]);

    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toHaveAccessibleDescription('Recent searches');
    await r.user.click(clear);
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(r.stored.has(KEY)).toBe(false);
    expect(project()).toHaveAttribute('aria-expanded', 'true');
  });

  it('should reach Clear all from the keyboard: Tab from the field, Enter clears and returns, Escape and Shift+Tab return, Tab goes on', async () => {
    const r = renderBar({}, { domain: 'www.roofline.com' });
    await r.user.type(project(), 'gutter cleaning{Enter}');
    await r.user.clear(project());
    const zip = screen.getByRole('textbox', { name: /zip/i });
    const clear = () => screen.getByRole('button', { name: 'Clear all' });

    await r.user.tab();
    expect(clear()).toHaveFocus();
    expect(project()).toHaveAttribute('aria-expanded', 'true');
    await r.user.tab({ shift: true });
    expect(project()).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeInTheDocument();

    await r.user.tab();
    await r.user.tab();
    expect(zip).toHaveFocus();
    expect(project()).toHaveAttribute('aria-expanded', 'false');

    await r.user.click(project());
    await r.user.tab();
    await r.user.keyboard('{Escape}');
    expect(project()).toHaveFocus();
    expect(project()).toHaveAttribute('aria-expanded', 'false');

    await r.user.keyboard('{ArrowDown}');
    await r.user.tab();
    expect(clear()).toHaveFocus();
    await r.user.keyboard('{Enter}');
    expect(project()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(project()).toHaveAttribute('aria-expanded', 'true');
    expect(r.stored.has(KEY)).toBe(false);
    expect(r.navigate).toHaveBeenCalledTimes(1); // the first search only: nothing picked on the way
  });
});

describe('given suggestions for typed text', () => {
  it('should render each as a link to its service request, the matched parts in <mark>, accents and case aside', async () => {
    const r = renderBar();
    await typeAnswer(r, 'elag', {
      results: [
        { id: 9, name: 'Élagage des arbres', optionType: 'TASK', srPathUrl: 'service-request/task/9' },
        { id: 10, name: '<img src=x onerror=alert(1)> Elagueur', optionType: 'TASK' },
      ],
    });
    const [first, second] = screen.getAllByRole('option');
    expect(first?.tagName).toBe('A');
    expect(first).toHaveAttribute('href', 'https://sr.roofline.com/service-request/task/9');
    expect([...(first?.querySelectorAll('mark') ?? [])].map((m) => m.textContent)).toEqual(['Élag']);
    // Nothing from the answer becomes markup.
    expect(second?.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent('<img src=x onerror=alert(1)> Elagueur');
    expect(second).toHaveAttribute('href', expect.stringContaining('/find?'));
  });

  it('should leave a Cmd/Ctrl, Shift or middle click to the browser and navigate only on a plain click', async () => {
    const onSuggestionSelect = jest.fn();
    const r = renderBar({ onSuggestionSelect });
    await typeAnswer(r, 'plumb', autocompleteBody(['Plumbing repair', 'Install a sink']));
    const option = screen.getByRole('option', { name: 'Install a sink' });
    // What the page left to the browser (jsdom has no navigation, so the test stops it after looking).
    const leftToBrowser: boolean[] = [];
    const look = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', look);
    window.addEventListener('auxclick', look);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) fireEvent.click(option, init);
    fireEvent(option, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(r.navigate).not.toHaveBeenCalled();
    expect(onSuggestionSelect.mock.calls.map(([d]) => d.target)).toEqual(['tab', 'tab', 'window', 'tab']);
    expect(project()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(option);
    expect(leftToBrowser[4]).toBe(false); // a plain click: the hook navigates
    expect(r.navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1001');
    window.removeEventListener('click', look);
    window.removeEventListener('auxclick', look);
  });

  it('should highlight a 64-character query with every accent', async () => {
    const accented = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżśšşßğłœæ'.slice(0, 64);
    const query = accented.padEnd(64, 'e');
    expect(query).toHaveLength(64);
    const plain = query.normalize('NFD').replace(/\p{M}/gu, '');
    const r = renderBar();
    await typeAnswer(r, query, {
      results: [{ id: 1, name: `Project ${plain.toUpperCase()} done`, optionType: 'TASK', srPathUrl: 'task/1' }],
    });
    expect(r.calls[0]?.url).toContain(`searchQuery=${encodeURIComponent(query)}`);
    const marks = screen.getByRole('option').querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe(plain.toUpperCase());
  });
});

describe('given an answer with no suggestion', () => {
  it('should say so in the site language and still search the text', async () => {
    const r = renderBar({}, { domain: 'www.travaux.com', catalogues: [frFR] });
    await typeAnswer(r, 'zzzz', autocompleteBody([]));
    expect(screen.getByText(/^Aucun projet ne correspond à «\s?zzzz\s?»\.$/)).toBeVisible();
    await r.user.click(screen.getByRole('button', { name: /^Rechercher «\s?zzzz\s?»$/ }));
    expect(r.navigate).toHaveBeenCalledWith(expect.stringMatching(/\/find\?.*query=zzzz$/));
  });

  it('should show no such line after an error', async () => {
    const r = renderBar();
    await r.user.click(project());
    await r.user.keyboard('zzzz');
    await advance(100);
    await act(async () => r.calls[0]?.respond({}, 500));
    expect(screen.queryByText(/No projects match/)).not.toBeInTheDocument();
  });
});
