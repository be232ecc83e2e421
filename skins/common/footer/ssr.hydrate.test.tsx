import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installViewport } from '../../../src/footer/__fixtures__/viewport';
import { AllFooters } from './__fixtures__/AllFooters';

describe.each([
  ['mobile', 375],
  ['desktop', 1280],
])('given server HTML hydrated on a %s viewport', (layout, width) => {
  it('should hydrate with no warning, then take the viewport layout', async () => {
    const viewport = installViewport(width);
    const html = renderToString(<AllFooters />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    try {
      await act(async () => {
        root = hydrateRoot(container, <AllFooters />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      const footers = container.querySelectorAll('footer[data-layout]');
      expect(footers.length).toBe(5);
      for (const footer of footers) expect(footer).toHaveAttribute('data-layout', layout);
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      viewport.restore();
      container.remove();
    }
  });
});
