export { GlobalFooter } from './GlobalFooter';
export type { GlobalFooterProps } from './GlobalFooter';
export { RegionalFooter } from './RegionalFooter';
export { RegionalSimpleFooter } from './RegionalSimpleFooter';
export { SimpleFooterView } from './SimpleFooter';
export type { SimpleFooterViewProps } from './SimpleFooter';
export type { FooterProps, SimpleFooterProps, ServerFooterProps, ServerSimpleFooterProps } from './types';
