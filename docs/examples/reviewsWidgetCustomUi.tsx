import { ChromeProvider, useReviewsWidget } from '../../src';

/** A custom trust-rating block: the vendor's widget once it has rendered, a link to the reviews page until then. */
export function TrustRating({ domain, locale }: { domain: string; locale: string }) {
  const reviews = useReviewsWidget({ domain, locale, height: 28, width: 220 });
  if (!reviews.widget) return null; // not a regional domain
  return (
    <section
      aria-label="Customer reviews"
      {...reviews.getRootProps({ className: 'trust' })}
      style={reviews.reservedSize ?? undefined}
    >
      {/* The vendor renders into this element: leave it empty. */}
      <div {...reviews.getContainerProps()} />
      {reviews.showFallback && reviews.fallback ? (
        <a {...reviews.getFallbackLinkProps({ className: 'trust-link' })}>{reviews.fallback.text}</a>
      ) : null}
    </section>
  );
}

/** The loader script comes from the config, like every other address the library uses. */
export function FooterWithTrustRating() {
  return (
    <ChromeProvider config={{ reviewsWidgetScriptUrl: 'https://widget.reviews-vendor.example/loader.js' }}>
      <TrustRating domain="www.werkspot.nl" locale="nl-NL" />
    </ChromeProvider>
  );
}
