import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider, type StorageLike } from '../../../src';
import { useAccessibilityWidget } from '../../../src/accessibility';
import { ThemeProvider } from '../../roofline/ThemeProvider';
import { ProviderBadges, ReviewsWidget } from '../widgets';
import { AiEntryField, AiProFinderButton, ChatInput } from '.';

function Tools() {
  const widget = useAccessibilityWidget({
    scriptUrl: 'https://widget.test/w.js',
    loadScript: () => new Promise(() => {}),
  });
  return (
    <button type="button" {...widget.getTriggerProps()}>
      Accessibility Tools
    </button>
  );
}

function Page({ storage }: { storage: StorageLike | null }) {
  return (
    <ChromeProvider config={{ storage }}>
      <ThemeProvider>
        <ChatInput initialText={'two\nlines'} />
        <ChatInput sendButtonStyle="sparkle" />
        <AiEntryField />
        <AiProFinderButton />
        <ProviderBadges provider={{ isBackgroundChecked: true }} />
        <ReviewsWidget domain="www.werkspot.nl" />
        <Tools />
      </ThemeProvider>
    </ChromeProvider>
  );
}

describe('given server HTML', () => {
  it('should hydrate with no warning, even when storage remembers the widget', async () => {
    const remembered: StorageLike = { getItem: () => 'yes', setItem: () => {}, removeItem: () => {} };
    const html = renderToString(<Page storage={null} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Page storage={remembered} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(container.querySelector('textarea')).toHaveAttribute('rows', '2');
    // After hydration the remembered choice started loading the widget.
    expect(container.querySelector('[data-state="loading"]')).toHaveTextContent('Accessibility Tools');
    act(() => root.unmount());
    errors.mockRestore();
    warnings.mockRestore();
    container.remove();
  });
});
