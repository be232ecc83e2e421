export { HeaderServer } from './HeaderServer';
export type { HeaderServerProps } from './HeaderServer';
export { ServerHeaderView } from './ServerHeaderView';
export type { ServerHeaderViewProps } from './ServerHeaderView';
