import { devWarn } from '../shared/warn';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// C0 controls, DEL and whitespace, which browsers strip or ignore when parsing a URL's scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The href if it is safe to render, else `null`. http, https, mailto, tel and relative links pass;
 * `javascript:`, `data:`, `vbscript:` and any other scheme are dropped with a development warning,
 * including obfuscated forms such as ` JaVa\tScRiPt:`. Non-strings and empty strings give `null`.
 *
 * @example sanitizeHref('/cost/roofing') // '/cost/roofing'
 * @example sanitizeHref('javascript:alert(1)') // null
 */
export function sanitizeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (trimmed === '') return null;
  const probe = trimmed.replace(IGNORED_IN_SCHEME, '');
  const scheme = SCHEME.exec(probe)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: a path, query, fragment or protocol-relative address. A control character has no
    // place in one, and could confuse an older parser.
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\u007f]/.test(trimmed) ? reject(href) : trimmed;
  }
  if (ALLOWED_SCHEMES.has(scheme)) return trimmed;
  return reject(href);
}

function reject(href: string): null {
  devWarn(`Dropped an unsafe link: ${JSON.stringify(href.slice(0, 80))}`);
  return null;
}

export interface SafeLinkInput {
  href: unknown;
  /** Open in a new tab. */
  newTab?: boolean | undefined;
  target?: string | undefined;
  rel?: string | undefined;
}

export interface SafeLinkProps {
  href: string;
  target?: string | undefined;
  rel?: string | undefined;
}

// Targets that stay in this window or an ancestor of it; any other opens (or reuses) another window.
const SAME_WINDOW_TARGETS = new Set(['_self', '_top', '_parent']);

/**
 * Anchor props for a link from untrusted data, or `null` when the link must not be rendered.
 * A link that may open another window gets `rel="noopener noreferrer"` merged into any rel given:
 * `newTab`, `target="_blank"`, and any other target than `_self`, `_top` and `_parent` (a named one
 * such as `_new` or `someWindow` opens a window too). Target keywords are matched without case or
 * surrounding spaces; a blank target is left out.
 *
 * @example getSafeLinkProps({ href: 'https://x.com', newTab: true })
 * // { href: 'https://x.com', target: '_blank', rel: 'noopener noreferrer' }
 * @example getSafeLinkProps({ href: '/pros', target: 'someWindow' })
 * // { href: '/pros', target: 'someWindow', rel: 'noopener noreferrer' }
 */
export function getSafeLinkProps({ href, newTab, target, rel }: SafeLinkInput): SafeLinkProps | null {
  const safe = sanitizeHref(href);
  if (safe === null) return null;
  const props: SafeLinkProps = { href: safe };
  const name = typeof target === 'string' ? target.trim() : '';
  // Browsers match target keywords case-insensitively: `_BLANK` opens a new tab too.
  const keyword = name.toLowerCase();
  if (newTab === true || keyword === '_blank') props.target = '_blank';
  else if (SAME_WINDOW_TARGETS.has(keyword)) props.target = keyword;
  else if (name) props.target = name;
  const opensAnotherWindow = props.target !== undefined && !SAME_WINDOW_TARGETS.has(props.target);
  if (opensAnotherWindow) {
    const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
    tokens.add('noopener');
    tokens.add('noreferrer');
    props.rel = [...tokens].join(' ');
  } else if (rel) {
    props.rel = rel;
  }
  return props;
}
