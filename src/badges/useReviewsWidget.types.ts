import type { AnchorHTMLAttributes, HTMLAttributes, Ref } from 'react';
import type { LoadScriptFn } from '../accessibility/useAccessibilityWidget.types';
import type { Merged } from '../shared';
import type { ReviewsPageUrl, ReviewsWidgetConfig, ReviewsWidgetInput } from './reviewsWidget';

/**
 * The vendor widget's lifecycle: `idle` (nothing to load: a server render, no script URL, or not a
 * regional domain), `loading` (the script is loading, or its global is not there yet and one retry
 * is pending), `loaded` (the vendor has rendered into the container), `failed` (script error, the
 * global still missing after the retry, or the render call threw).
 */
export type ReviewsWidgetStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Renders the vendor's widget into `element`, given the vendor's global. Throwing ends in `failed`. */
export type RenderReviewsWidgetFn = (vendor: unknown, element: HTMLElement, widget: ReviewsWidgetConfig) => void;

export interface UseReviewsWidgetOptions extends ReviewsWidgetInput {
  /**
   * URL of the vendor's loader script; wins over the ChromeProvider's `reviewsWidgetScriptUrl`.
   * Without one (or with a non-http(s) one) nothing is loaded and the fallback link stays.
   */
  scriptUrl?: string | undefined;
  /** The ChromeProvider field, passed as an option. */
  reviewsWidgetScriptUrl?: string | undefined;
  /**
   * Name of the global the vendor's script defines (read from `globalThis`).
   * @default 'Trustpilot'
   */
  vendorGlobal?: string | undefined;
  /**
   * Asks the vendor's global to render into the container.
   * @default (vendor, element) => vendor.loadFromElement(element, true)
   */
  renderWidget?: RenderReviewsWidgetFn | undefined;
  /**
   * Loads the script once per URL per page.
   * @default appends one `<script async>` to `document.head` per URL (shared with every other widget)
   */
  loadScript?: LoadScriptFn | undefined;
  /**
   * Wait before the one retry when the vendor's global is not there yet, in ms.
   * @default BADGE_LIMITS.trustWidgetRetryMs (1000, spec 9)
   */
  retryMs?: number | undefined;
  /**
   * The reviews page of the fallback link: a template (`{domain}`, `{locale}`) or a function of the
   * settings. Unsafe addresses fall back to the default.
   * @default DEFAULT_REVIEWS_PAGE_URL ('https://www.trustpilot.com/review/{domain}')
   */
  reviewsPageUrl?: ReviewsPageUrl | undefined;
  /** The fallback link's text. @default the catalogue's `widgets.reviewsLink` (`ChromeConfig.catalogues`, `textOverrides`) */
  fallbackText?: string | undefined;
  /** Called on every status change. */
  onStatusChange?: ((status: ReviewsWidgetStatus) => void) | undefined;
}

/** The settings as data attributes, on the root and on the vendor's container. */
export interface ReviewsWidgetDataAttributes {
  'data-domain': string;
  'data-locale': string;
  'data-background': ReviewsWidgetConfig['background'];
  'data-height': string | undefined;
  'data-width': string | undefined;
}

export type ReviewsWidgetRootUserProps = HTMLAttributes<HTMLElement>;

export interface GetReviewsWidgetRootPropsReturn extends ReviewsWidgetDataAttributes {
  'data-status': ReviewsWidgetStatus;
  'aria-busy': boolean;
}

export interface ReviewsWidgetContainerUserProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement> | undefined;
}

export interface GetReviewsWidgetContainerPropsReturn extends ReviewsWidgetDataAttributes {
  ref: (element: HTMLElement | null) => void;
  'data-reviews-widget': '';
  'data-status': ReviewsWidgetStatus;
  /** Hidden unless the vendor is rendering or has rendered (no half-drawn widget beside the fallback). */
  hidden: boolean;
}

export type ReviewsFallbackLinkUserProps = AnchorHTMLAttributes<HTMLAnchorElement>;

export interface GetReviewsFallbackLinkPropsReturn {
  href: string;
  /** `en-US` when the text fell back to English (no catalogue of the page's language), else undefined. */
  lang: string | undefined;
  'data-reviews-fallback': '';
}

export interface ReviewsFallbackLink {
  /** The reviews page for the domain. */
  href: string;
  /** The page's `fallbackText`, else the catalogue's `widgets.reviewsLink`. */
  text: string;
  /** The text's language when it is not the page's (en-US, no catalogue of the page's language given). */
  lang?: string | undefined;
}

export interface UseReviewsWidgetResult {
  // prop getters
  /** Props for the widget's region (the element around the container and the fallback link). */
  getRootProps<P extends ReviewsWidgetRootUserProps = object>(
    userProps?: P,
  ): Merged<GetReviewsWidgetRootPropsReturn, P>;
  /**
   * Props for the element the vendor renders into: its ref, `data-reviews-widget` and the settings.
   * Render it empty: the vendor owns its children.
   */
  getContainerProps<P extends ReviewsWidgetContainerUserProps = object>(
    userProps?: P,
  ): Merged<GetReviewsWidgetContainerPropsReturn, P>;
  /** Props for the fallback `<a>`; its text is `fallback.text`. */
  getFallbackLinkProps<P extends ReviewsFallbackLinkUserProps = object>(
    userProps?: P,
  ): Merged<GetReviewsFallbackLinkPropsReturn, P>;

  // state
  status: ReviewsWidgetStatus;
  /** The settings, or `null` when the domain is not a regional one (then render nothing). */
  widget: ReviewsWidgetConfig | null;
  /** The link to the reviews page, or `null` without a widget. */
  fallback: ReviewsFallbackLink | null;
  /** True whenever the vendor has not rendered: on the server, while loading, when idle or failed. */
  showFallback: boolean;
  /** The widget's size to reserve while loading (so nothing shifts when it arrives), else `null`. */
  reservedSize: { height?: string | undefined; width?: string | undefined } | null;
}
