export {
  LIMITS,
  DESIGN_TOKENS,
  DEFAULT_INITIAL_SUGGESTIONS,
  DEFAULT_TEXTS,
  DEFAULT_ROUTES,
  DEFAULT_SPLIT_FLAG,
} from './constants';
export type { SearchOption } from './constants';
