export {
  Header,
  SimpleHeader,
  STANDARD,
  STANDARD_WITH_SEARCH,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
} from '../common/header';
export type { HeaderProps, SimpleHeaderProps, HeaderVariant } from '../common/header';
