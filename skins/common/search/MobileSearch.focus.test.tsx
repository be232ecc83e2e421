import { act, screen, within } from '@testing-library/react';
import { renderBar } from './__fixtures__/renderBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/**
 * Tab as a browser does it, which user-event's `tab()` does not: `focusout` fires while
 * `document.activeElement` is `<body>`, the microtasks queued by it run (React's commit of the blur's
 * state, a MutationObserver's callback), and only then does focus land on the next element, unless
 * something moved it meanwhile (then the browser drops the move). Outside `act()`, so React commits
 * the blur inside the event as it does in a page.
 */
async function tabAsBrowser(next: HTMLElement) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    (document.activeElement as HTMLElement).blur();
    await Promise.resolve();
    await Promise.resolve();
    if (document.activeElement === document.body) next.focus();
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
  // Whatever React left for later (a transition) commits now.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

const describeActive = () => {
  const active = document.activeElement as HTMLElement;
  return active.getAttribute('aria-label') ?? (active.textContent?.trim() || active.getAttribute('name'));
};

describe('given the open full-screen search', () => {
  it('should be a modal dialog (aria-modal="true")', async () => {
    const { user } = renderBar({ variant: 'mobile' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('dialog', { name: 'Search for a project' })).toHaveAttribute('aria-modal', 'true');
  });

  it('should Tab from the project field to the ZIP, the Search button, then Back and round', async () => {
    const { user } = renderBar({ variant: 'mobile' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search for a project' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const order = [describeActive()];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      order.push(describeActive());
    }
    expect(order).toEqual(['query', 'postalCode', 'Search', 'Back', 'query']);
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveFocus();
  });

  describe('after a browser-like Tab out of the project field while its suggestions are open', () => {
    it('should land on the ZIP and close the suggestions (the focus trap never pulls focus back)', async () => {
      const { user } = renderBar({ variant: 'mobile' });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      const input = screen.getByRole('combobox', { name: 'Project' });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      const zip = screen.getByRole('textbox', { name: 'ZIP code' });
      await tabAsBrowser(zip);
      expect(describeActive()).toBe('postalCode');
      expect(zip).toHaveFocus();
      expect(input).toHaveAttribute('aria-expanded', 'false');
      await tabAsBrowser(screen.getByRole('button', { name: 'Search' }));
      expect(describeActive()).toBe('Search');
    });
  });
});
