export { Header } from './Header';
export { SimpleHeader } from './SimpleHeader';
export type { HeaderProps, ServerHeaderProps, SimpleHeaderProps } from './Header.types';
export { STANDARD, STANDARD_WITH_SEARCH, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD } from '../../../src';
export type { HeaderVariant } from '../../../src';
