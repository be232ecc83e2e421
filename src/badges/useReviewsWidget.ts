'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { appendScript, runScriptLoader } from '../accessibility/loadScript';
import { pickConfig, useChromeConfig } from '../config';
import { catalogueOf, fallbackLang } from '../i18n/catalogue';
import { BADGE_LIMITS } from './limits';
import { mergeProps, useLatestRef, warn } from '../shared';
import { getReviewsPageUrl, getReviewsWidgetConfig, toLoadableUrl, type ReviewsWidgetConfig } from './reviewsWidget';
import type {
  RenderReviewsWidgetFn,
  ReviewsFallbackLinkUserProps,
  ReviewsWidgetContainerUserProps,
  ReviewsWidgetDataAttributes,
  ReviewsWidgetRootUserProps,
  ReviewsWidgetStatus,
  UseReviewsWidgetOptions,
  UseReviewsWidgetResult,
} from './useReviewsWidget.types';

/** Default name of the global the vendor's loader script defines. */
export const DEFAULT_REVIEWS_VENDOR_GLOBAL = 'Trustpilot';

/** Default render call: the vendor's `loadFromElement(element, forceReload)`. Throws when the global has none. */
export const defaultRenderReviewsWidget: RenderReviewsWidgetFn = (vendor, element) => {
  const loadFromElement = (vendor as { loadFromElement?: unknown }).loadFromElement;
  if (typeof loadFromElement !== 'function') throw new TypeError('The vendor global has no loadFromElement()');
  loadFromElement.call(vendor, element, true);
};

function readGlobal(name: string): unknown {
  return (globalThis as unknown as Record<string, unknown>)[name];
}

function dataAttributes(widget: ReviewsWidgetConfig): ReviewsWidgetDataAttributes {
  return {
    'data-domain': widget.domain,
    'data-locale': widget.locale,
    'data-background': widget.background,
    'data-height': widget.height,
    'data-width': widget.width,
  };
}

/**
 * The trust-rating widget of the regional sites (spec 2.5, 2.7): loads the vendor's script on
 * demand from `scriptUrl` (or the ChromeProvider's `reviewsWidgetScriptUrl`), once per page
 * whatever the number of widgets, and asks the vendor's global to render into the container. When
 * the global is not there yet it retries once after 1 s (spec 9); when the script fails, the global
 * never comes or the render throws, the status is `failed`. Until the vendor has rendered (on the
 * server, while loading, without a script URL, after a failure) `showFallback` is true and the UI
 * shows a link to the domain's reviews page instead: never an empty box. Nothing runs at import
 * time or during a server render.
 *
 * @example
 * const reviews = useReviewsWidget({ domain: 'www.werkspot.nl', locale: 'nl-NL' });
 * if (!reviews.widget) return null;
 * <section aria-label="Customer reviews" {...reviews.getRootProps()} style={reviews.reservedSize ?? undefined}>
 *   <div {...reviews.getContainerProps()} />
 *   {reviews.showFallback && <a {...reviews.getFallbackLinkProps()}>{reviews.fallback?.text}</a>}
 * </section>
 */
export function useReviewsWidget(options: UseReviewsWidgetOptions): UseReviewsWidgetResult {
  // `locale` is the vendor widget's language, not the page's: the texts stay the page's catalogue's.
  const config = useChromeConfig(pickConfig({ ...options, locale: undefined }));
  const { domain, locale, background, height, width, reviewsPageUrl, fallbackText } = options;
  const widget = useMemo(
    () => getReviewsWidgetConfig({ domain, locale, background, height, width }),
    [domain, locale, background, height, width],
  );
  const scriptUrl = toLoadableUrl(options.scriptUrl ?? config.reviewsWidgetScriptUrl);

  const [status, setStatus] = useState<ReviewsWidgetStatus>('idle');
  const latest = useLatestRef(options);
  const elementRef = useRef<HTMLElement | null>(null);
  const setElement = useCallback((element: HTMLElement | null) => {
    elementRef.current = element;
  }, []);

  /* Effects */

  // Client only: effects never run during a server render.
  useEffect(() => {
    if (!widget || !scriptUrl) {
      setStatus('idle');
      return undefined;
    }
    let active = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    setStatus('loading');

    const fail = (reason: string, error?: unknown) => {
      if (!active) return;
      if (error === undefined) warn(`Reviews widget: ${reason}`);
      else warn(`Reviews widget: ${reason}`, error);
      setStatus('failed');
    };

    const render = (mayRetry: boolean) => {
      if (!active) return;
      const {
        vendorGlobal = DEFAULT_REVIEWS_VENDOR_GLOBAL,
        renderWidget = defaultRenderReviewsWidget,
        retryMs = BADGE_LIMITS.trustWidgetRetryMs,
      } = latest.current;
      const vendor = readGlobal(vendorGlobal);
      const element = elementRef.current;
      if (vendor == null || !element) {
        if (mayRetry) retryTimer = setTimeout(() => render(false), retryMs);
        else fail(vendor == null ? `the global ${vendorGlobal} is still missing after a retry` : 'no container');
        return;
      }
      try {
        renderWidget(vendor, element, widget);
        setStatus('loaded');
      } catch (error) {
        fail('the vendor could not render the widget', error);
      }
    };

    const { loadScript = appendScript } = latest.current;
    runScriptLoader(loadScript, scriptUrl, config.nonce).then(
      () => render(true),
      (error: unknown) => fail(`could not load ${scriptUrl}`, error),
    );

    return () => {
      active = false;
      clearTimeout(retryTimer);
    };
  }, [widget, scriptUrl, latest, config.nonce]);

  const reportedRef = useRef<ReviewsWidgetStatus>('idle');
  useEffect(() => {
    if (reportedRef.current === status) return;
    reportedRef.current = status;
    latest.current.onStatusChange?.(status);
  }, [status, latest]);

  /* State */

  // The link's text: the page's own, else the catalogue's (in English, with its `lang`, when the page's
  // language has no catalogue).
  const catalogue = catalogueOf(config);
  const lang = fallbackText ? undefined : fallbackLang(catalogue, config.locale);
  const text = fallbackText || catalogue.messages.widgets.reviewsLink;
  const fallback = useMemo(
    () => (widget ? { href: getReviewsPageUrl(widget, reviewsPageUrl), text, ...(lang && { lang }) } : null),
    [widget, reviewsPageUrl, text, lang],
  );
  const showFallback = status !== 'loaded';
  const reservedSize =
    widget && status === 'loading' && (widget.height || widget.width)
      ? { ...(widget.height && { height: widget.height }), ...(widget.width && { width: widget.width }) }
      : null;

  /* Prop getters */

  const attributes = widget ? dataAttributes(widget) : dataAttributes({ domain: '', locale: '', background: 'light' });

  const getRootProps = <P extends ReviewsWidgetRootUserProps = object>(userProps?: P) =>
    mergeProps({ ...attributes, 'data-status': status, 'aria-busy': status === 'loading' }, userProps);

  const getContainerProps = <P extends ReviewsWidgetContainerUserProps = object>(userProps?: P) =>
    mergeProps(
      {
        ref: setElement,
        'data-reviews-widget': '' as const,
        ...attributes,
        'data-status': status,
        hidden: status !== 'loading' && status !== 'loaded',
      },
      userProps,
    );

  const getFallbackLinkProps = <P extends ReviewsFallbackLinkUserProps = object>(userProps?: P) =>
    mergeProps({ href: fallback?.href ?? '', lang: fallback?.lang, 'data-reviews-fallback': '' as const }, userProps);

  return {
    // prop getters
    getRootProps,
    getContainerProps,
    getFallbackLinkProps,
    // state
    status,
    widget,
    fallback,
    showFallback,
    reservedSize,
  };
}
