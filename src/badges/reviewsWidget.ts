import { findRegionalSite } from '../brand';

/** The third-party reviews widget's colour scheme. */
export type ReviewsWidgetBackground = 'light' | 'dark';

export interface ReviewsWidgetInput {
  /** The site's domain; the widget is shown only for the group's regional domains. */
  domain: string | null | undefined;
  /** The widget's language. @default 'en-US' */
  locale?: string | undefined;
  /** @default 'light' */
  background?: ReviewsWidgetBackground | undefined;
  /** Height (CSS length or px number). */
  height?: string | number | undefined;
  /** Width (CSS length or px number). */
  width?: string | number | undefined;
}

export interface ReviewsWidgetConfig {
  domain: string;
  locale: string;
  background: ReviewsWidgetBackground;
  height?: string | undefined;
  width?: string | undefined;
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

/**
 * Default address of the reviews page the fallback link opens: `{domain}` is replaced with the
 * widget's domain (e.g. `https://www.trustpilot.com/review/www.werkspot.nl`).
 */
export const DEFAULT_REVIEWS_PAGE_URL = 'https://www.trustpilot.com/review/{domain}';

/** The reviews page's address: a template with `{domain}` (and `{locale}`), or a function of the settings. */
export type ReviewsPageUrl = string | ((widget: ReviewsWidgetConfig) => string);

/**
 * The fallback link's address for a widget: `reviewsPageUrl` filled in, or the default when it is
 * missing or not a safe http(s) or relative address.
 *
 * @example getReviewsPageUrl({ domain: 'www.werkspot.nl', locale: 'nl-NL', background: 'light' })
 * // 'https://www.trustpilot.com/review/www.werkspot.nl'
 */
export function getReviewsPageUrl(widget: ReviewsWidgetConfig, reviewsPageUrl?: ReviewsPageUrl): string {
  const fill = (template: string) =>
    template
      .replace(/\{domain\}/g, encodeURIComponent(widget.domain))
      .replace(/\{locale\}/g, encodeURIComponent(widget.locale));
  let url: unknown;
  try {
    url = typeof reviewsPageUrl === 'function' ? reviewsPageUrl(widget) : fill(reviewsPageUrl ?? '');
  } catch {
    url = null;
  }
  return toLoadableUrl(url) ?? fill(DEFAULT_REVIEWS_PAGE_URL);
}

/**
 * `url` when it is an http(s), protocol-relative or relative address (trimmed), else `null`: no
 * `javascript:`, `data:` or other scheme is ever loaded or linked.
 */
export function toLoadableUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex
  if (!trimmed || /[\u0000-\u0020\u007f]/.test(trimmed)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? trimmed : null;
}
