import { badRequest, type DevRequest } from '../http';
import type { Reply } from './types';

/** Rating and review count the stand-in badge shows. */
export const REVIEWS_WIDGET_RATING = { stars: 4.8, reviews: 12_345 } as const;

/**
 * The stand-in for the trust-rating vendor's loader script (GET /assets/reviews-widget.js). It
 * defines `window.Trustpilot.loadFromElement(element)`, the library's default render call, which
 * writes a small "★ 4.8 · 12,345 reviews" badge into the element (count in the element's
 * `data-locale`). Misbehaviour for trying the fallback:
 * - `?globalDelayMs=1500` defines the global that long after the script ran (the hook's 1 s retry);
 * - `?vendorGlobal=Name` defines the global under another name (the page's never appears);
 * - the usual faults: `?__fail=500` (script error), `?__fail=empty` (script without a global),
 *   `?__delayMs=3000` (slow script), or POST /__control {"endpoint":"reviewsWidget", ...}.
 */
export function reviewsWidgetScript(req: DevRequest): Reply {
  const delay = Number(req.query.get('globalDelayMs') ?? 0);
  if (!Number.isFinite(delay) || delay < 0 || delay > 60_000)
    throw badRequest('invalid_global_delay', 'globalDelayMs must be 0 to 60000.');
  const name = req.query.get('vendorGlobal') ?? 'Trustpilot';
  if (!/^[A-Za-z_$][\w$]{0,63}$/.test(name)) throw badRequest('invalid_vendor_global', 'vendorGlobal is not a name.');
  return { status: 200, text: script(name, Math.trunc(delay)), contentType: 'text/javascript' };
}

function script(globalName: string, delayMs: number): string {
  const { stars, reviews } = REVIEWS_WIDGET_RATING;
  return `/* Dev API stand-in for the trust-rating vendor's loader script. */
(function () {
  function loadFromElement(element) {
    if (!element || element.nodeType !== 1) throw new TypeError('loadFromElement needs an element');
    var locale = element.getAttribute('data-locale') || 'en-US';
    var count;
    try { count = (${reviews}).toLocaleString(locale); } catch (e) { count = '${reviews}'; }
    var badge = document.createElement('span');
    badge.setAttribute('data-stand-in-reviews-badge', '');
    badge.style.cssText = 'display:inline-flex;align-items:center;gap:6px;min-height:24px;' +
      'font:600 14px/1.2 system-ui,sans-serif;color:inherit;white-space:nowrap';
    var star = document.createElement('span');
    star.setAttribute('aria-hidden', 'true');
    star.style.color = '#00b67a';
    star.textContent = '\\u2605';
    var text = document.createElement('span');
    // The word in the widget's language, as the vendor's own widget says it.
    var words = { nl: 'beoordelingen', fr: 'avis', de: 'Bewertungen', it: 'recensioni' };
    var word = words[locale.slice(0, 2).toLowerCase()] || 'reviews';
    text.textContent = '${stars} \\u00b7 ' + count + ' ' + word;
    badge.appendChild(star);
    badge.appendChild(text);
    element.replaceChildren(badge);
  }
  function define() { window[${JSON.stringify(globalName)}] = { loadFromElement: loadFromElement }; }
  ${delayMs > 0 ? `setTimeout(define, ${delayMs});` : 'define();'}
})();
`;
}
