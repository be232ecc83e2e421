import { DEFAULT_ROUTES } from '../constants';
import { CHAT_LIMITS } from './limits';
import { sanitizeHref } from '../safety';
import { joinUrl } from '../shared/url';

/** Query parameter carrying the typed text to the AI page (spec 2.7). */
export const AI_INITIAL_TEXT_PARAM = 'initialText';

export interface BuildAiEntryUrlInput {
  /** The AI link from the navigation data (`rooflineAiLink`); unsafe or empty links are ignored. */
  aiLink?: string | null | undefined;
  /** The current origin; the default target is `{origin}/ai`. */
  origin?: string | undefined;
  /** The current query string (with or without '?'), carried to the AI page. */
  search?: string | undefined;
  /** The typed text; sent as `initialText` when its trimmed form is non-empty. */
  text?: string | undefined;
}

const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';

/**
 * The AI page address (spec 2.7): the AI link (sanitised) or `{origin}/ai`, carrying the current
 * query string, plus `initialText` when text was typed (trimmed, capped at the chat maximum).
 * Parameters already on the AI link win over the page's; a typed text replaces any `initialText`.
 *
 * @example buildAiEntryUrl({ origin: 'https://www.roofline.com', search: '?utm=x', text: 'fix roof' })
 * // 'https://www.roofline.com/ai?utm=x&initialText=fix+roof'
 */
export function buildAiEntryUrl({ aiLink, origin = '', search = '', text = '' }: BuildAiEntryUrlInput): string {
  // A link the sanitiser lets through may still not parse (`http://`): then the default AI page.
  const fallback = joinUrl(origin, DEFAULT_ROUTES.ai);
  const link = sanitizeHref(aiLink);
  const parsedLink = link === null ? null : tryUrl(link);
  const base = parsedLink ? link! : fallback;
  const url = parsedLink ?? tryUrl(fallback) ?? new URL(DEFAULT_ROUTES.ai, PLACEHOLDER_ORIGIN + '/');
  const isAbsolute = !base.startsWith('//') && /^[a-z][a-z0-9+.-]*:/i.test(base);
  const typed = text.trim().slice(0, CHAT_LIMITS.chatMaxLength);

  const params = url.searchParams;
  const own = new Set(params.keys());
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    if (own.has(key)) continue;
    if (typed !== '' && key === AI_INITIAL_TEXT_PARAM) continue;
    params.append(key, value);
  }
  if (typed !== '') params.set(AI_INITIAL_TEXT_PARAM, typed);

  if (isAbsolute) return url.toString();
  if (base.startsWith('//')) return `//${url.host}${url.pathname}${url.search}${url.hash}`;
  return `${url.pathname}${url.search}${url.hash}`;
}

function tryUrl(href: string): URL | null {
  try {
    return new URL(href, PLACEHOLDER_ORIGIN + '/');
  } catch {
    return null;
  }
}
