export { useChatInput } from './useChatInput';
export {
  capChatText,
  clampRows,
  getChatRows,
  canSubmitChat,
  getChatStatus,
  isChatSendButtonVisible,
} from './chatInputRules';
export { chatInputReducer, initialChatInputState } from './chatInputReducer';
export type { ChatInputState, ChatInputAction, ChatSubmitStatus } from './chatInputReducer';
export type {
  ChatInputStatus,
  ChatSendButtonStyle,
  UseChatInputOptions,
  UseChatInputResult,
  ChatTextareaUserProps,
  ChatButtonUserProps,
  ChatFormUserProps,
  ChatLabelUserProps,
  GetChatTextareaPropsReturn,
  GetChatSendButtonPropsReturn,
  GetChatFormPropsReturn,
  GetChatLabelPropsReturn,
} from './useChatInput.types';
export { useAiEntry } from './useAiEntry';
export { AI_ENTRY_TEXTS } from './aiEntryTexts';
export { buildAiEntryUrl, AI_INITIAL_TEXT_PARAM } from './buildAiEntryUrl';
export type { BuildAiEntryUrlInput } from './buildAiEntryUrl';
export type {
  AiEntryTexts,
  UseAiEntryOptions,
  UseAiEntryResult,
  AiInputUserProps,
  AiButtonUserProps,
  AiFormUserProps,
  AiLabelUserProps,
  GetAiInputPropsReturn,
  GetAiButtonPropsReturn,
  GetAiFormPropsReturn,
  GetAiLabelPropsReturn,
} from './useAiEntry.types';
