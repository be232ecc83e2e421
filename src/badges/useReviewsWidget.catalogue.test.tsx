import { render, screen } from '@testing-library/react';
import { frFR, itIT } from '../i18n/locales';
import { ChromeProvider, useReviewsWidget } from '../index';

// The fallback link's text is the catalogue's `widgets.reviewsLink` (once a per-language table of its own
// that said "Leggi le recensioni dei clienti" on an Italian page), with `lang` when it falls back.
function Widget() {
  const reviews = useReviewsWidget({ domain: 'www.instapro.it' });
  return reviews.fallback ? <a {...reviews.getFallbackLinkProps()}>{reviews.fallback.text}</a> : null;
}

const onPage = (config: Parameters<typeof ChromeProvider>[0]['config']) =>
  render(
    <ChromeProvider config={config}>
      <Widget />
    </ChromeProvider>,
  );

describe('the reviews fallback link speaks the catalogue', () => {
  it("reads it-IT's widgets.reviewsLink on an Italian page, in the page's language", () => {
    onPage({ domain: 'www.instapro.it', catalogues: [itIT] });
    const link = screen.getByRole('link', { name: 'Le recensioni dei nostri clienti' });
    expect(link).not.toHaveAttribute('lang');
  });

  it('takes a textOverrides of the locale', () => {
    onPage({
      domain: 'www.instapro.it',
      catalogues: [itIT],
      textOverrides: { 'it-IT': { widgets: { reviewsLink: 'Cosa dicono di noi' } } },
    });
    expect(screen.getByRole('link', { name: 'Cosa dicono di noi' })).toBeInTheDocument();
  });

  it('falls back to en-US with lang="en-US" when the site language has no catalogue', () => {
    onPage({ domain: 'www.instapro.it', catalogues: [frFR] });
    expect(screen.getByRole('link', { name: 'Read our customer reviews' })).toHaveAttribute('lang', 'en-US');
  });
});
