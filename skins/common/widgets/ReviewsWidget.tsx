/** @jsxImportSource @emotion/react */
import { css, type Theme } from '@emotion/react';
import { getReviewsWidgetConfig, type ReviewsWidgetInput } from '../../../src/badges';

export interface ReviewsWidgetProps extends ReviewsWidgetInput {
  /** Accessible name of the widget region. @default 'Customer reviews' */
  label?: string;
  className?: string;
}

const containerStyle = (theme: Theme) =>
  css({
    display: 'block',
    maxWidth: '100%',
    overflow: 'hidden',
    '&[data-background="dark"]': { background: theme.colors.footerBackground, color: theme.colors.footerText },
  });

/**
 * The third-party reviews widget's container, for the group's regional domains only (spec 2.7).
 * It renders a placeholder with the settings as data attributes (`data-domain`, `data-locale`
 * default 'en-US', `data-background` default 'light', `data-height`, `data-width`) and reserves the
 * widget's size, so the page does not shift when the vendor's script fills it. Loading the vendor
 * script is left to the page (this library loads no remote assets); point the script at
 * `[data-reviews-widget]`.
 */
export function ReviewsWidget({ label = 'Customer reviews', className, ...input }: ReviewsWidgetProps) {
  const config = getReviewsWidgetConfig(input);
  if (!config) return null;
  return (
    <section
      aria-label={label}
      className={className}
      css={containerStyle}
      data-reviews-widget=""
      data-domain={config.domain}
      data-locale={config.locale}
      data-background={config.background}
      data-height={config.height}
      data-width={config.width}
      style={{ height: config.height, width: config.width }}
    />
  );
}
