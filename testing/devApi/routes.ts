import { navigation, token } from './handlers/navigation';
import { autocomplete, split } from './handlers/search';
import { reviewsWidgetScript } from './handlers/reviewsWidget';
import { memberCreate, profileAttributes } from './handlers/subscription';
import { homeAdvisorSignup, tracks } from './handlers/tracking';
import type { Route } from './handlers/types';

const endsWith = (suffix: string) => (path: string) => path === suffix || path.endsWith(suffix);

/**
 * Every endpoint of spec section 7 the library calls. Paths match by suffix, so any base URL
 * (`http://127.0.0.1:4010`, `http://127.0.0.1:4010/subscription`...) reaches them.
 */
export const ROUTES: readonly Route[] = [
  {
    endpoint: 'memberCreate',
    method: 'POST',
    match: endsWith('/gateway/member-management/v4/member/create'),
    handle: memberCreate,
  },
  {
    endpoint: 'profileAttributes',
    method: 'GET',
    match: endsWith('/v1/profile-attributes'),
    handle: profileAttributes,
  },
  { endpoint: 'tracks', method: 'POST', match: endsWith('/v1/attribution/events/tracks'), handle: tracks },
  {
    endpoint: 'homeAdvisorSignup',
    method: 'POST',
    match: endsWith('/sm/emailprefs/signup'),
    handle: homeAdvisorSignup,
  },
  {
    endpoint: 'navigation',
    method: 'GET',
    match: (path) => /\/resource\/[a-z0-9-]+-cms\/v1\/navigation$/.test(path),
    handle: navigation,
  },
  {
    endpoint: 'token',
    method: 'GET',
    // {wsEntityServer}/?r_accesskey=&r_username= : the root, or a base path ending in /ws-entity.
    match: (path, req) =>
      (path === '/' || /\/ws-entity\/?$/.test(path)) && (req.query.has('r_accesskey') || req.query.has('r_username')),
    handle: token,
  },
  { endpoint: 'autocomplete', method: 'GET', match: endsWith('/autocomplete'), handle: autocomplete },
  { endpoint: 'split', method: 'GET', match: (path) => /\/feature\/[^/]+\/treatment$/.test(path), handle: split },
  // The trust-rating vendor's loader script (a stand-in), loaded by the regional footers' widget.
  {
    endpoint: 'reviewsWidget',
    method: 'GET',
    match: endsWith('/assets/reviews-widget.js'),
    handle: reviewsWidgetScript,
  },
];
