// Header and SimpleHeader are the same components in every skin (not brand-wrapped): they take the
// brand look from the ThemeProvider above them.
export {
  Header,
  SimpleHeader,
  STANDARD,
  STANDARD_WITH_SEARCH,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
} from '../common/header';
export type { HeaderProps, SimpleHeaderProps, HeaderVariant } from '../common/header';
