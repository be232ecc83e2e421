import { render } from '@testing-library/react';
import { ChromeProvider } from '../../../../src/config';
import { makeRawNavigationData } from '../../../../src/navigation/__fixtures__/navigationData';
import { Footer, Header, ThemeProvider } from '../../../roofline';
import { allowConsole } from '../../../../test/console';

// Issue 37: a `queryString` with a raw tab, CR or LF (a page that passes its own query string on
// without cleaning it) made every link it was appended to unsafe (a control character in an href),
// so the header's and footer's links were rendered without an href. Such characters are encoded.

describe.each([
  ['a tab', 'utm_source=a\tb'],
  ['a CR LF', 'utm_source=a\r\nb'],
  ['a NUL and a DEL', 'utm_source=a\u0000b\u007F'],
])('given a queryString with %s', (_name, queryString) => {
  it('should keep every header and footer link, the characters encoded', () => {
    allowConsole('warn', /Dropped an unsafe link/);
    const { container } = render(
      <ChromeProvider config={{ storage: null }}>
        <ThemeProvider>
          <Header navigationData={makeRawNavigationData()} queryString={queryString} />
          <Footer brand="ROOFLINE" queryString={queryString} showSignupForm={false} />
        </ThemeProvider>
      </ChromeProvider>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => !link.getAttribute('href')).map((link) => link.textContent)).toEqual([]);
    const withQuery = links.map((link) => link.getAttribute('href')!).filter((href) => href.includes('utm_source='));
    expect(withQuery.length).toBeGreaterThan(30);
    for (const href of withQuery) {
      // eslint-disable-next-line no-control-regex -- the characters looked for
      expect(href).not.toMatch(/[\u0000-\u001F\u007F]/);
      expect(href).toMatch(/utm_source=a%/);
    }
  });
});
