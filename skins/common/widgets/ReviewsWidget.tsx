import { useReviewsWidget, type UseReviewsWidgetOptions } from '../../../src/badges';
import { useChromeTexts } from '../../../src/i18n';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { mergeStyles } from '../../theme/vars';
import { widgetsSheet } from './styles';

const c = widgetsSheet.classes;

export interface ReviewsWidgetProps extends UseReviewsWidgetOptions {
  /** Accessible name of the widget region. @default the catalogue's `widgets.reviewsRegion` ('Customer reviews' in en-US) */
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
export function ReviewsWidget({ label, className, ...options }: ReviewsWidgetProps) {
  const { texts } = useChromeTexts('widgets');
  const reviews = useReviewsWidget(options);
  const root = useSkinRoot([widgetsSheet]);
  if (!reviews.widget) return null;
  const rootProps = root.props(c.reviewsRootStyle, className);
  return (
    <>
      {root.styles}
      <section
        aria-label={label ?? texts.reviewsRegion}
        className={rootProps.className}
        style={mergeStyles(rootProps.style, reviews.reservedSize ?? undefined)}
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
