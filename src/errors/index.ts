export { getErrorMessage, STATUS_MESSAGES, DEFAULT_ERROR_MESSAGE } from './errorCatalogue';
export type { ErrorMessageOptions } from './errorCatalogue';
export { useErrorMessages } from './useErrorMessages';
