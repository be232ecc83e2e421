export { ChatInput } from '../common/chat';
export type { ChatInputProps } from '../common/chat';
