import { act, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { DEFAULT_INITIAL_SUGGESTIONS } from '../constants/constants';
import { autocompleteBody } from './__fixtures__/fakeFetch';
import { advance, renderSearchBox, SEARCH_API, typeAndAnswer, typeSlowly } from './__fixtures__/renderSearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given the hooks-only custom UI', () => {
  describe('when typing "plumbing" at 30 ms a key', () => {
    it('should send exactly one request, 100 ms after the last key', async () => {
      const { user, input, calls, optionTexts } = renderSearchBox();
      await user.click(input);
      await typeSlowly(user, 'plumbing', 30);
      expect(calls).toHaveLength(0);
      await advance(70);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe(`${SEARCH_API}?identifier=anon-1&searchQuery=plumbing&limit=5`);
      expect(calls[0]?.init?.method).toBe('GET');
      await act(async () => calls[0]?.respond(autocompleteBody(['Plumbing repair', 'Plumber'])));
      expect(optionTexts()).toEqual(['Plumbing repair', 'Plumber']);
      await advance(1000);
      expect(calls).toHaveLength(1);
    });
  });

  describe('when typing "roof leaks" at 99 ms a key', () => {
    it('should send one request: a space restarts the wait like any other key', async () => {
      const { user, input, calls } = renderSearchBox();
      await user.click(input);
      await typeSlowly(user, 'roof leaks', 99);
      expect(calls).toHaveLength(0);
      await advance(100);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toContain('searchQuery=roof%20leaks');
    });
  });

  it('should ask again only when the trimmed text changes, with the given limit', async () => {
    const { user, input, calls } = renderSearchBox({ limit: 8 });
    await user.click(input);
    await user.keyboard('roof');
    await advance(100);
    await user.keyboard(' ');
    await advance(100);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('searchQuery=roof&limit=8');
    await user.keyboard('r');
    await advance(100);
    expect(calls[1]?.url).toContain('searchQuery=roof%20r&limit=8');
  });

  describe('when the field is empty', () => {
    it('should show the default initial suggestions on focus and send nothing', async () => {
      const { user, input, calls, optionTexts } = renderSearchBox();
      await user.click(input);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(optionTexts()).toEqual(DEFAULT_INITIAL_SUGGESTIONS.map((s) => s.name));
      await advance(500);
      expect(calls).toHaveLength(0);
    });

    it('should abort the request in flight when the text is cleared', async () => {
      const { user, input, calls, optionTexts, requestStatus } = renderSearchBox();
      await user.click(input);
      await user.keyboard('roof');
      await advance(100);
      await user.clear(input);
      expect(calls[0]?.aborted()).toBe(true);
      expect(requestStatus()).toBe('idle');
      expect(optionTexts()).toEqual(DEFAULT_INITIAL_SUGGESTIONS.map((s) => s.name));
    });
  });

  describe('when answers arrive out of order', () => {
    it('should abort the superseded request and keep the newer results', async () => {
      const r = renderSearchBox();
      await r.user.click(r.input);
      await r.user.keyboard('plu');
      await advance(100);
      await r.user.keyboard('mber');
      await advance(100);
      expect(r.calls).toHaveLength(2);
      expect(r.calls[0]?.aborted()).toBe(true);
      await act(async () => r.calls[1]?.respond(autocompleteBody(['Plumber'])));
      expect(r.optionTexts()).toEqual(['Plumber']);
    });

    it('should drop a late answer even from a fetch that ignores the abort', async () => {
      const r = renderSearchBox({}, { ignoreAbort: true });
      await r.user.click(r.input);
      await r.user.keyboard('plu');
      await advance(100);
      await r.user.keyboard('mber');
      await advance(100);
      await act(async () => r.calls[1]?.respond(autocompleteBody(['Plumber'])));
      await act(async () => r.calls[0]?.respond(autocompleteBody(['Plum tree', 'Plush carpet'])));
      expect(r.optionTexts()).toEqual(['Plumber']);
      expect(r.requestStatus()).toBe('success');
    });
  });

  describe('when the answer is slow', () => {
    it('should be loading, then stalled after 300 ms, announced politely', async () => {
      const r = renderSearchBox();
      await r.user.click(r.input);
      await r.user.keyboard('roof');
      await advance(100);
      expect(r.requestStatus()).toBe('loading');
      await advance(299);
      expect(r.requestStatus()).toBe('loading');
      await advance(1);
      expect(r.requestStatus()).toBe('stalled');
      expect(screen.getByRole('status')).toHaveTextContent('Loading suggestions…');
      await act(async () => r.calls[0]?.respond(autocompleteBody(['Roof repair', 'Roof inspection'])));
      expect(r.requestStatus()).toBe('success');
    });
  });

  describe.each([
    ['a network error', (call: { fail: () => void }) => call.fail()],
    ['a 500 status', (call: { respond: (b: unknown, s: number) => void }) => call.respond({ error: 'boom' }, 500)],
    ['a body that is not JSON', (call: { respondInvalidJson: () => void }) => call.respondInvalidJson()],
    ['a body without results', (call: { respond: (b: unknown) => void }) => call.respond({ hits: [] })],
  ])('when the autocomplete fails with %s', (_name, failWith) => {
    it('should show no suggestions, close the list and report the error status', async () => {
      const r = renderSearchBox();
      await typeAndAnswer(r, 'plu', autocompleteBody(['Plumber']));
      expect(r.optionTexts()).toEqual(['Plumber']);
      await r.user.keyboard('s');
      await advance(100);
      await act(async () => failWith(r.calls[1] as never));
      expect(r.optionTexts()).toEqual([]);
      expect(r.input).toHaveAttribute('aria-expanded', 'false');
      expect(r.requestStatus()).toBe('error');
      expect(screen.getByRole('status')).toHaveTextContent('No suggestions.');
    });
  });

  it('should announce the number of suggestions in a polite, always-rendered live region', async () => {
    const r = renderSearchBox();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair', 'Roof inspection']));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('2 suggestions available.');
  });

  it('should send nothing and warn once in development when no search host is configured', async () => {
    expectConsole('warn', 'useSearchBox: no `searchApiHost` configured, so no suggestions are fetched.');
    const warn = jest.spyOn(console, 'warn');
    const r = renderSearchBox({}, { config: { searchApiHost: undefined } });
    await r.user.click(r.input);
    await r.user.keyboard('roof');
    await advance(500);
    expect(r.calls).toHaveLength(0);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('searchApiHost'))).toHaveLength(1);
    warn.mockRestore();
  });
});
