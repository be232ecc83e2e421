/**
 * The demo code every benchmark app shares (about 0.8 KB minified): the autocomplete call, the
 * texts, the "picked" line and the mount. Each app wires it to one library the way that library's
 * docs show: ask on every change of the text, no debounce, no cancellation.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** The autocomplete endpoint the bench serves on 127.0.0.1 (same origin as the page). */
export const ENDPOINT = '/autocomplete';
export const LABEL = 'What do you need done?';
export const PLACEHOLDER = 'Try "roof leaks"';

export interface Suggestion {
  id: string;
  name: string;
}

/** GET {ENDPOINT}?q=...: every failure is an empty list. */
export async function fetchSuggestions(query: string): Promise<Suggestion[]> {
  if (query.trim() === '') return [];
  try {
    const response = await fetch(`${ENDPOINT}?q=${encodeURIComponent(query)}`);
    if (!response.ok) return [];
    const body = (await response.json()) as { results?: Suggestion[] };
    return Array.isArray(body.results) ? body.results : [];
  } catch {
    return [];
  }
}

export const itemToString = (item: Suggestion | null) => (item ? item.name : '');

/** What was picked: the demo's "selection". */
export function Picked({ item }: { item: Suggestion | null }) {
  return <p className="picked">{item ? `Picked: ${item.name}` : 'Nothing picked yet'}</p>;
}

/** The menu and dialog of the "combobox + dropdown menu + dialog" apps. */
export const MENU_LABEL = 'Account';
export const MENU_ITEMS = ['Profile', 'Saved projects', 'Log out'];
export const DIALOG_TRIGGER = 'How it works';
export const DIALOG_TITLE = 'How it works';
export const DIALOG_TEXT = 'Tell us about your project and get matched with local pros.';
export const CLOSE = 'Close';

/** Renders the app into #root. */
export function mount(App: ComponentType) {
  const element = document.getElementById('root');
  if (element) createRoot(element).render(<App />);
}
