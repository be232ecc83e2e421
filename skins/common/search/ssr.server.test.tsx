/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src/config';
import { ThemeProvider } from '../../roofline/ThemeProvider';
import { SearchBar } from '.';

describe('given a server render (no window, no document)', () => {
  it('should render both variants without touching the browser or the network', () => {
    expect(typeof window).toBe('undefined');
    const fetch = jest.fn();
    const html = renderToString(
      <ChromeProvider config={{ fetch, searchApiHost: 'https://s.example', splitDomain: 'https://split.example' }}>
        <ThemeProvider>
          <SearchBar defaultInputValue="roof" defaultZip="10001" />
          <SearchBar variant="mobile" />
        </ThemeProvider>
      </ChromeProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="roof"');
    expect(html).toContain('value="10001"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(fetch).not.toHaveBeenCalled();
  });
});
