'use client';

import { useReviewsWidget, type UseReviewsWidgetOptions } from '../../../src/badges';
import { useChromeTexts } from '../../../src/i18n';
import { ruleElement } from '../../theme/sheet';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { widgetsSheet } from './styles';

const c = widgetsSheet.classes;

export interface ReviewsWidgetProps extends UseReviewsWidgetOptions {
  /** Accessible name of the widget region. @default the catalogue's `widgets.reviewsRegion` ('Customer reviews' in en-US) */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * The trust-rating widget (spec 2.5, 2.7), for the group's regional domains only. It renders what
 * `useReviewsWidget` returns: the vendor's container (the vendor's script, from the
 * ChromeProvider's `reviewsWidgetScriptUrl` or `scriptUrl`, renders into it) and, until the vendor
 * has rendered, a link to the domain's reviews page, so the box is never empty. While loading, the
 * widget's size is reserved so nothing shifts when it arrives.
 */
export function ReviewsWidget({ label, className, ...options }: ReviewsWidgetProps) {
  const { texts } = useChromeTexts('widgets');
  const reviews = useReviewsWidget(options);
  const root = useSkinRoot([widgetsSheet]);
  if (!reviews.widget) return null;
  // The size kept free while the vendor loads, as a rule on the size attributes (plain lengths) with
  // the page's nonce, not an inline style: a strict Content Security Policy drops style attributes.
  const size = Object.entries(reviews.reservedSize ?? {});
  const sizeSelector = size.map(([key, value]) => `[data-${key}="${value}"]`).join('');
  const sizeRule = `.${c.reviewsRootStyle}[data-status=loading]${sizeSelector}{${size.map((entry) => entry.join(':')).join(';')}}`;
  return (
    <>
      {root.styles}
      {size.length > 0 && ruleElement(sizeRule, root.nonce)}
      <section
        aria-label={label ?? texts.reviewsRegion}
        {...root.props(c.reviewsRootStyle, className)}
        {...reviews.getRootProps()}
      >
        <div className={c.reviewsContainerStyle} {...reviews.getContainerProps()} />
        {reviews.showFallback && reviews.fallback ? (
          <a className={c.fallbackLinkStyle} {...reviews.getFallbackLinkProps()}>
            {reviews.fallback.text}
          </a>
        ) : null}
      </section>
    </>
  );
}
