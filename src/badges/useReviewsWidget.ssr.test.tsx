/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { nlNL } from '../i18n/locales';
import { ChromeProvider, useReviewsWidget } from '../index';

function Widget() {
  const reviews = useReviewsWidget({
    domain: 'www.werkspot.nl',
    locale: 'nl-NL',
    scriptUrl: 'https://reviews.example.test/loader.js',
  });
  return (
    <section aria-label="Customer reviews" {...reviews.getRootProps()}>
      <div {...reviews.getContainerProps()} />
      {reviews.showFallback ? <a {...reviews.getFallbackLinkProps()}>{reviews.fallback?.text}</a> : null}
    </section>
  );
}

describe('given a server render', () => {
  it('should render the fallback link and load nothing', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <ChromeProvider config={{ catalogues: [nlNL] }}>
        <Widget />
      </ChromeProvider>,
    );
    expect(html).toContain('data-status="idle"');
    expect(html).toContain('href="https://www.trustpilot.com/review/www.werkspot.nl"');
    expect(html).toContain('>Lees onze klantbeoordelingen</a>');
    expect(html).toMatch(/<div data-reviews-widget=""[^>]*hidden=""/);
  });
});
