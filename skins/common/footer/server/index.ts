export { GlobalFooterServer } from './GlobalFooterServer';
export type { GlobalFooterServerProps } from './GlobalFooterServer';
export { RegionalFooterServer } from './RegionalFooterServer';
export type { RegionalFooterServerProps } from './RegionalFooterServer';
export { SimpleFooterServer } from './SimpleFooterServer';
export type { SimpleFooterServerProps } from './SimpleFooterServer';
export { RegionalSimpleFooterServer } from './RegionalSimpleFooterServer';
export type { RegionalSimpleFooterServerProps } from './RegionalSimpleFooterServer';
