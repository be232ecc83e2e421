import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src/config';
import { ThemeProvider } from '../../roofline/ThemeProvider';
import { SearchBar } from '.';

function Page() {
  return (
    <ChromeProvider
      config={{ fetch: jest.fn(() => new Promise<Response>(() => {})), splitDomain: 'https://split.example' }}
    >
      <ThemeProvider>
        <SearchBar id="desktop-search" defaultZip="10001" />
        <SearchBar id="mobile-search" variant="mobile" />
      </ThemeProvider>
    </ChromeProvider>
  );
}

describe('given server HTML', () => {
  it('should hydrate with no mismatch or warning', async () => {
    const html = renderToString(<Page />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    const recoverable = jest.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(container.querySelector('#desktop-search-zip')).toHaveValue('10001');
    act(() => root.unmount());
    errors.mockRestore();
    warnings.mockRestore();
    container.remove();
  });
});
