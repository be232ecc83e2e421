/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src';
import { makeRawNavigationData } from '../../../src/navigation/__fixtures__/navigationData';
import { Header, SimpleHeader, STANDARD_WITH_AI_BUTTON, ThemeProvider } from '../../roofline';

describe('Header on a server (no window, no document)', () => {
  it('should render both layouts, with media queries choosing one, without touching the DOM', () => {
    expect(typeof window).toBe('undefined');
    const warn = jest.spyOn(console, 'warn');
    const html = renderToString(
      <ChromeProvider config={{}}>
        <ThemeProvider>
          <Header
            navigationData={makeRawNavigationData()}
            user={{ firstName: 'Ann' }}
            variant={STANDARD_WITH_AI_BUTTON}
          />
        </ThemeProvider>
      </ChromeProvider>,
    );
    warn.mockRestore();
    expect(html).toContain('data-layout="desktop"');
    expect(html).toContain('data-layout="mobile"');
    // Emotion puts the styles inline on the server: each layout hides itself on the other side of 1024 px.
    expect(html).toMatch(/@media \(max-width: ?1023\.98px\)\{[^}]*display: ?none/);
    expect(html).toMatch(/@media \(min-width: ?1024px\)\{[^}]*display: ?none/);
    expect(html).toContain('href="#main"');
    // Motion is reduced when the user asks for it.
    expect(html).toContain('@media (prefers-reduced-motion: reduce)');
    expect(html).not.toMatch(/javascript:/i);
  });

  it('should render the simple header as a logo link only', () => {
    const html = renderToString(
      <ThemeProvider>
        <SimpleHeader domain="www.homeadvisor.com" queryString="a=1" />
      </ThemeProvider>,
    );
    expect(html).toContain('href="https://www.homeadvisor.com/?a=1"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
