import { findRegionalSite } from '../brand';

/** The third-party reviews widget's colour scheme. */
export type ReviewsWidgetBackground = 'light' | 'dark';

export interface ReviewsWidgetInput {
  /** The site's domain; the widget is shown only for the group's regional domains. */
  domain: string | null | undefined;
  /** The widget's language. @default 'en-US' */
  locale?: string;
  /** @default 'light' */
  background?: ReviewsWidgetBackground;
  /** Height (CSS length or px number). */
  height?: string | number;
  /** Width (CSS length or px number). */
  width?: string | number;
}

export interface ReviewsWidgetConfig {
  domain: string;
  locale: string;
  background: ReviewsWidgetBackground;
  height?: string;
  width?: string;
}

/** Default locale and background of the reviews widget (spec 2.7). */
export const REVIEWS_WIDGET_DEFAULTS = { locale: 'en-US', background: 'light' } as const;

function toCssLength(value: string | number | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Only plain lengths: no url(), expressions or other CSS can ride in on a size.
  return /^\d+(\.\d+)?(px|%|em|rem|vh|vw)?$/.test(trimmed) ? trimmed : undefined;
}

/**
 * The reviews widget's settings, or `null` when the domain is not one of the group's regional
 * domains (spec 2.7). Locale defaults to 'en-US' and background to 'light'; sizes must be plain lengths.
 *
 * @example getReviewsWidgetConfig({ domain: 'www.werkspot.nl', locale: 'nl-NL' })
 * // { domain: 'www.werkspot.nl', locale: 'nl-NL', background: 'light' }
 */
export function getReviewsWidgetConfig(input: ReviewsWidgetInput): ReviewsWidgetConfig | null {
  const domain = typeof input.domain === 'string' ? input.domain.trim() : '';
  if (!domain || !findRegionalSite(domain)) return null;
  const config: ReviewsWidgetConfig = {
    domain,
    locale: input.locale?.trim() || REVIEWS_WIDGET_DEFAULTS.locale,
    background: input.background === 'dark' ? 'dark' : REVIEWS_WIDGET_DEFAULTS.background,
  };
  const height = toCssLength(input.height);
  const width = toCssLength(input.width);
  if (height) config.height = height;
  if (width) config.width = width;
  return config;
}
