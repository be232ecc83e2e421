import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider } from '../../config/ChromeProvider';
import type { ChromeConfig } from '../../config/config.types';
import type { UseSearchBoxOptions } from '../useSearchBox.types';
import { CustomSearchBox } from './CustomSearchBox';
import { createFakeFetch } from './fakeFetch';
import { createMemoryStorage } from './memoryStorage';

export const SEARCH_API = 'https://search.example.com/autocomplete';

export const BASE_CONFIG: ChromeConfig = {
  searchApiHost: SEARCH_API,
  anonymousId: 'anon-1',
  resultsDomain: 'https://www.roofline.com',
  serviceRequestDomain: 'https://sr.roofline.com',
};

/**
 * Renders the hooks-only reference UI with a hand-answered fetch and a navigate spy. Use with
 * `jest.useFakeTimers()`.
 */
export function renderSearchBox(
  options: UseSearchBoxOptions & { withZip?: boolean } = {},
  { config = {}, ignoreAbort = false }: { config?: ChromeConfig; ignoreAbort?: boolean } = {},
) {
  const fake = createFakeFetch({ ignoreAbort });
  const navigate = jest.fn();
  const { storage, data: stored } = createMemoryStorage();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const utils = render(
    <ChromeProvider config={{ fetch: fake.fetch, navigate, storage, ...BASE_CONFIG, ...config }}>
      <CustomSearchBox {...options} />
    </ChromeProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Project' });
  const zip = options.withZip === false ? null : screen.getByRole('textbox', { name: 'ZIP code' });
  const requestStatus = () => screen.getByTestId('request-status').textContent;
  const options_ = () => screen.queryAllByRole('option').map((option) => option.textContent);
  return { ...utils, ...fake, navigate, user, input, zip, requestStatus, optionTexts: options_, stored };
}

/** Moves fake time forward inside act, letting effects and promises settle. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Types text into the focused field one key every `gapMs`, moving fake time between keys. */
export async function typeSlowly(user: ReturnType<typeof userEvent.setup>, text: string, gapMs: number) {
  for (const key of text) {
    await user.keyboard(key);
    await advance(gapMs);
  }
}

/** Types, lets the debounce pass and answers the last request with `names`. */
export async function typeAndAnswer(rendered: ReturnType<typeof renderSearchBox>, text: string, body: unknown) {
  await rendered.user.click(rendered.input);
  await rendered.user.keyboard(text);
  await advance(100);
  const call = rendered.calls[rendered.calls.length - 1];
  await act(async () => call?.respond(body));
}
