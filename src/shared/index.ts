export { isDev, devWarn, warn, assertNever } from './warn';
export { hasDom } from './env';
