/** @jsxImportSource @emotion/react */
import { css, type Theme } from '@emotion/react';
import { useReviewsWidget, type UseReviewsWidgetOptions } from '../../../src/badges';
import { focusOutline, forcedColors } from '../styles';

export interface ReviewsWidgetProps extends UseReviewsWidgetOptions {
  /** Accessible name of the widget region. @default 'Customer reviews' */
  label?: string;
  className?: string;
}

const rootStyle = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    maxWidth: '100%',
    overflow: 'hidden',
    '&[data-background="dark"]': { background: theme.colors.footerBackground, color: theme.colors.footerText },
  });

const containerStyle = css({
  display: 'block',
  maxWidth: '100%',
  '&[hidden]': { display: 'none' },
});

// `&&` outranks a surrounding `footer a { text-decoration: none }`: the fallback is always underlined.
const fallbackLinkStyle = css({
  '&&': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    padding: '2px 0',
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
  },
  '&&:hover': { textDecorationThickness: 2 },
  '&&:focus-visible': focusOutline('currentColor'),
  [forcedColors]: { '&&': { color: 'LinkText' } },
});

/**
 * The trust-rating widget (spec 2.5, 2.7), for the group's regional domains only. It renders what
 * `useReviewsWidget` returns: the vendor's container (the vendor's script, from the
 * ChromeProvider's `reviewsWidgetScriptUrl` or `scriptUrl`, renders into it) and, until the vendor
 * has rendered, a link to the domain's reviews page, so the box is never empty. While loading, the
 * widget's size is reserved so nothing shifts when it arrives.
 */
export function ReviewsWidget({ label = 'Customer reviews', className, ...options }: ReviewsWidgetProps) {
  const reviews = useReviewsWidget(options);
  if (!reviews.widget) return null;
  return (
    <section
      aria-label={label}
      className={className}
      css={rootStyle}
      style={reviews.reservedSize ?? undefined}
      {...reviews.getRootProps()}
    >
      <div css={containerStyle} {...reviews.getContainerProps()} />
      {reviews.showFallback && reviews.fallback ? (
        <a css={fallbackLinkStyle} {...reviews.getFallbackLinkProps()}>
          {reviews.fallback.text}
        </a>
      ) : null}
    </section>
  );
}
