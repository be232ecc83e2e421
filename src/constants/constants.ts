/**
 * Business constants and limits of spec section 9, and the design tokens of spec section 3.
 * Every value is a typed constant so a consumer's UI can share them.
 */
import { ACCESSIBILITY_LIMITS } from '../accessibility/limits';
import { ANALYTICS_LIMITS } from '../analytics/limits';
import { BADGE_LIMITS } from '../badges/limits';
import { CHAT_LIMITS } from '../chat/limits';
import { FOOTER_LIMITS } from '../footer/limits';
import { HTTP_LIMITS } from '../http/limits';
import { NAVIGATION_LIMITS } from '../navigation/limits';
import { SEARCH_LIMITS } from '../search/limits';
import { SHARED_LIMITS } from '../shared/limits';
import { VALIDATION_LIMITS } from '../validation/limits';

// Built in a pure call: a spread may run getters, so a bundler keeps a bare spread that nothing reads
// (and every group with it) in any bundle that imports this module for DEFAULT_ROUTES or the texts.
/**
 * Every limit of spec section 9 in one object: the union of the area groups, same keys and values.
 *
 * @deprecated The limits live with the code that uses them now: import the area's group instead,
 * `SEARCH_LIMITS`, `NAVIGATION_LIMITS`, `FOOTER_LIMITS`, `CHAT_LIMITS`, `ACCESSIBILITY_LIMITS`,
 * `ANALYTICS_LIMITS`, `BADGE_LIMITS`, `VALIDATION_LIMITS`, `HTTP_LIMITS` (the hosted search client's
 * deadlines) or `SHARED_LIMITS` (`zipLength`, `mobileBreakpoint`). This aggregate stays until the next
 * major version (`src/constants/limits.test.ts` keeps it equal to the groups).
 */
export const LIMITS = /* @__PURE__ */ (() =>
  ({
    ...SHARED_LIMITS,
    ...NAVIGATION_LIMITS,
    ...FOOTER_LIMITS,
    ...SEARCH_LIMITS,
    ...HTTP_LIMITS,
    ...CHAT_LIMITS,
    ...ACCESSIBILITY_LIMITS,
    ...ANALYTICS_LIMITS,
    ...BADGE_LIMITS,
    ...VALIDATION_LIMITS,
  }) as const)();

/**
 * Design tokens of spec section 3: container widths and border radii, in px.
 *
 * @deprecated The tokens live with the theme now: import `DESIGN_TOKENS` from a skin entry
 * (`@roofline/chrome/skins/roofline`, ...) or read `theme.tokens`. This copy stays until the next
 * major version (`skins/theme/tokens.test.ts` keeps the two equal).
 */
export const DESIGN_TOKENS = {
  containerWidths: { small: 750, medium: 970, large: 1170 },
  radii: { small: 2, medium: 4, large: 6 },
  breakpoints: { desktop: SHARED_LIMITS.mobileBreakpoint },
} as const;

/** A search option (spec 3). */
export interface SearchOption {
  id: string | number;
  name: string;
  optionType: string;
  srPathUrl?: string | undefined;
}

/** Default initial suggestions shown for an empty query (spec 3), all of type TASK. */
export const DEFAULT_INITIAL_SUGGESTIONS: readonly SearchOption[] = [
  { id: 39794, name: 'Hire a Handyman', optionType: 'TASK', srPathUrl: 'service-request/task/39794' },
  {
    id: 39794,
    name: 'Clean House Interior (Maid Service)',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/39794',
  },
  {
    id: 40113,
    name: 'Install, Repair or Replace Plumbing or Fixtures',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40113',
  },
  {
    id: 40133,
    name: 'Install or Replace an Asphalt Shingle Roof',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40133',
  },
  {
    id: 40092,
    name: 'Mow Grass and Maintain Landscaping',
    optionType: 'TASK',
    srPathUrl: 'service-request/task/40092',
  },
];

/** Default banner and footer texts (spec 9). */
export const DEFAULT_TEXTS = {
  bannerTitle: 'Knowledge is priceless - so our cost guides are free.',
  bannerSubtitle: 'Sign up to get free project cost info in your inbox.',
  emailPlaceholder: 'Email address',
  zipCodePlaceholder: 'Zip code',
  buttonText: 'Sign me up',
  submittedText: "Thanks for signing up! You're all set.",
  homeAdvisorFooterTitle: 'Sign up for Free Project Cost Information',
  homeAdvisorFooterButton: 'Subscribe',
  homeAdvisorFooterButtonAlt: 'Sign up',
  footerSuccess: "You're all set!",
  authenticatedGreeting: 'Welcome Back',
} as const;

/** Default routes (spec 2.7, 4.7). */
export const DEFAULT_ROUTES = {
  login: '/login',
  logout: '/auth/logout',
  ai: '/ai',
} as const;

/** Default split flag (spec 7.7). */
export const DEFAULT_SPLIT_FLAG = 'growth_SearchUserEntry';
