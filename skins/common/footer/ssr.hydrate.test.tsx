import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installViewport } from '../../../src/footer/__fixtures__/viewport';
import { AllFooters } from './__fixtures__/AllFooters';

describe.each([
  ['mobile', 375],
  ['desktop', 1280],
])('given server HTML hydrated on a %s viewport', (_layout, width) => {
  it('should hydrate with no warning and leave the footers as the server rendered them', async () => {
    const viewport = installViewport(width);
    const html = renderToString(<AllFooters />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const footersHtml = () => [...container.querySelectorAll('footer')].map((footer) => footer.outerHTML);
    const serverFooters = footersHtml();
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    try {
      await act(async () => {
        root = hydrateRoot(container, <AllFooters />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      // No render after hydration for the viewport: the CSS tells the layouts apart.
      expect(serverFooters).toHaveLength(7);
      expect(footersHtml()).toEqual(serverFooters);
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      viewport.restore();
      container.remove();
    }
  });
});
