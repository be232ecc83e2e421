export { ChatInput } from './ChatInput';
export type { ChatInputProps } from './ChatInput';
export { AiEntryField } from './AiEntryField';
export type { AiEntryFieldProps } from './AiEntryField';
export { AiProFinderButton } from './AiProFinderButton';
export type { AiProFinderButtonProps } from './AiProFinderButton';
