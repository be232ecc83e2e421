import { createEvent, fireEvent, screen } from '@testing-library/react';
import { autocompleteBody } from './__fixtures__/fakeFetch';
import { advance, renderSearchBox, typeAndAnswer } from './__fixtures__/renderSearchBox';

const RESULTS_URL =
  'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch' +
  '&initialSearch=true&sourcePage=Homepage';

/** Dispatches an event with a given timeStamp (jsdom stamps events with the real clock). */
function fireAt(element: Element, timeStamp: number, event: Event) {
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(element, event);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given suggestions are shown', () => {
  it('should move with the arrows and navigate to the highlighted suggestion on Enter, with the ZIP', async () => {
    const r = renderSearchBox();
    await r.user.type(r.zip as HTMLElement, '10001');
    await typeAndAnswer(r, 'plumb', autocompleteBody(['Plumbing repair', 'Install a sink', 'Unclog a drain']));
    await r.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(r.input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await r.user.keyboard('{Enter}');
    expect(r.navigate).toHaveBeenCalledTimes(1);
    expect(r.navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1001?postalCode=10001');
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep the suggestion path parameters and add no postalCode for an incomplete ZIP', async () => {
    const r = renderSearchBox();
    await r.user.type(r.zip as HTMLElement, '100');
    await typeAndAnswer(r, 'roof', {
      results: [{ id: 7, name: 'Roof repair', optionType: 'TASK', srPathUrl: '/service-request/task/7?entry=search' }],
    });
    await r.user.click(screen.getByRole('option', { name: 'Roof repair' }));
    expect(r.navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/7?entry=search');
  });

  it('should never navigate to another site from an unsafe suggestion path', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'x', {
      results: [{ id: 1, name: 'Evil', optionType: 'TASK', srPathUrl: 'javascript:alert(1)' }],
    });
    await r.user.keyboard('{ArrowDown}{Enter}');
    expect(r.navigate).toHaveBeenCalledWith(`${RESULTS_URL}&query=Evil`);
  });

  it('should submit the free text on Enter when nothing is highlighted', async () => {
    const r = renderSearchBox();
    await r.user.type(r.zip as HTMLElement, '10001');
    await typeAndAnswer(r, 'roof repair', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{Enter}');
    expect(r.navigate).toHaveBeenCalledTimes(1);
    expect(r.navigate).toHaveBeenCalledWith(`${RESULTS_URL}&postalCode=10001&query=roof%20repair`);
  });

  it('should close on Tab without picking, and on an outside click', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{ArrowDown}{Tab}');
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
    expect(r.zip).toHaveFocus();
    expect(r.navigate).not.toHaveBeenCalled();
    expect(r.input).toHaveValue('roof');
    await r.user.click(r.input);
    expect(r.input).toHaveAttribute('aria-expanded', 'true');
    await r.user.click(document.body);
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
  });

  it('should close on Escape and clear the text on a second Escape', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{Escape}');
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
    expect(r.input).toHaveValue('roof');
    await r.user.keyboard('{Escape}');
    expect(r.input).toHaveValue('');
  });

  it('should let onSubmit and onSuggestionSelect take over the navigation', async () => {
    const onSubmit = jest.fn(() => false as const);
    const onSuggestionSelect = jest.fn(() => false as const);
    const r = renderSearchBox({ onSubmit, onSuggestionSelect });
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{ArrowDown}{Enter}');
    expect(onSuggestionSelect).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://sr.roofline.com/service-request/task/1000', zip: '' }),
    );
    await r.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ query: 'Roof repair', zip: '', url: `${RESULTS_URL}&query=Roof%20repair` });
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it('should cap the text at 512 characters', async () => {
    const r = renderSearchBox();
    expect(r.input).toHaveAttribute('maxLength', '512');
    fireEvent.change(r.input, { target: { value: 'a'.repeat(600) } });
    expect((r.input as HTMLInputElement).value).toHaveLength(512);
  });
});

describe('given an input method is composing (Japanese, Chinese, Korean)', () => {
  it('should not submit or select on Enter while composing, and ask nothing for the partial text', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.keyboard('{ArrowDown}');
    fireEvent.compositionStart(r.input);
    fireEvent.change(r.input, { target: { value: 'roofや' } });
    fireEvent.keyDown(r.input, { key: 'Enter', code: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(r.input, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    await advance(500);
    expect(r.calls).toHaveLength(1);
    expect(r.navigate).not.toHaveBeenCalled();
    fireEvent.compositionEnd(r.input, { data: 'や' });
    await advance(100);
    expect(r.calls).toHaveLength(2);
    expect(r.calls[1]?.url).toContain(`searchQuery=${encodeURIComponent('roofや')}`);
  });

  it('should not submit on the keyCode 229 Enter some engines send without isComposing', async () => {
    const r = renderSearchBox();
    await r.user.click(r.input);
    await r.user.keyboard('roof');
    fireEvent.keyDown(r.input, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(r.zip as HTMLElement, { key: 'Enter', keyCode: 229 });
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it('should not submit on the Enter Safari sends just after compositionend, but on the next one', async () => {
    const r = renderSearchBox();
    await r.user.click(r.input);
    fireEvent.compositionStart(r.input);
    fireEvent.change(r.input, { target: { value: '屋根' } });
    fireAt(r.input, 1000, createEvent.compositionEnd(r.input, { data: '屋根' }));
    fireAt(r.input, 1005, createEvent.keyDown(r.input, { key: 'Enter', keyCode: 13, isComposing: false }));
    expect(r.navigate).not.toHaveBeenCalled();
    fireAt(r.input, 1400, createEvent.keyDown(r.input, { key: 'Enter', keyCode: 13 }));
    expect(r.navigate).toHaveBeenCalledWith(`${RESULTS_URL}&query=${encodeURIComponent('屋根')}`);
  });

  it('should leave the arrow keys to the input method while composing', async () => {
    const r = renderSearchBox();
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair', 'Roof inspection']));
    fireEvent.compositionStart(r.input);
    fireEvent.keyDown(r.input, { key: 'ArrowDown', keyCode: 229, isComposing: true });
    expect(r.input).toHaveAttribute('aria-activedescendant', '');
  });
});
