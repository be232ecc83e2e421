import { useReviewsWidget, type UseReviewsWidgetOptions } from '../../../src/badges';
import { cx, styleElements } from '../../theme/sheet';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { themeScope } from '../../theme/vars';
import { widgetsSheet } from './styles';

const c = widgetsSheet.classes;

export interface ReviewsWidgetProps extends UseReviewsWidgetOptions {
  /** Accessible name of the widget region. @default 'Customer reviews' */
  label?: string;
  className?: string;
}

/**
 * The trust-rating widget (spec 2.5, 2.7), for the group's regional domains only. It renders what
 * `useReviewsWidget` returns: the vendor's container (the vendor's script, from the
 * ChromeProvider's `reviewsWidgetScriptUrl` or `scriptUrl`, renders into it) and, until the vendor
 * has rendered, a link to the domain's reviews page, so the box is never empty. While loading, the
 * widget's size is reserved so nothing shifts when it arrives.
 */
export function ReviewsWidget({ label = 'Customer reviews', className, ...options }: ReviewsWidgetProps) {
  const reviews = useReviewsWidget(options);
  const theme = useSkinTheme();
  if (!reviews.widget) return null;
  const scope = themeScope(theme);
  return (
    <>
      {styleElements(theme.stylesheet, [widgetsSheet])}
      <section
        aria-label={label}
        className={cx(scope.className, c.reviewsRootStyle, className)}
        style={scope.style || reviews.reservedSize ? { ...scope.style, ...reviews.reservedSize } : undefined}
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
