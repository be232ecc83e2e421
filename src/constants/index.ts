export {
  LIMITS,
  DESIGN_TOKENS,
  DEFAULT_INITIAL_SUGGESTIONS,
  DEFAULT_TEXTS,
  DEFAULT_ROUTES,
  DEFAULT_SPLIT_FLAG,
} from './constants';
export type { SearchOption } from './constants';
export { ACCESSIBILITY_LIMITS } from '../accessibility/limits';
export { ANALYTICS_LIMITS } from '../analytics/limits';
export { BADGE_LIMITS } from '../badges/limits';
export { CHAT_LIMITS } from '../chat/limits';
export { FOOTER_LIMITS } from '../footer/limits';
export { HTTP_LIMITS } from '../http/limits';
export { NAVIGATION_LIMITS } from '../navigation/limits';
export { SEARCH_LIMITS } from '../search/limits';
export { SHARED_LIMITS } from '../shared/limits';
export { VALIDATION_LIMITS } from '../validation/limits';
