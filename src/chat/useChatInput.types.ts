import type {
  FocusEvent,
  FormHTMLAttributes,
  KeyboardEvent,
  LabelHTMLAttributes,
  MouseEvent,
  ButtonHTMLAttributes,
  Ref,
  TextareaHTMLAttributes,
  ChangeEvent,
  CompositionEvent,
} from 'react';
import type { ChatSubmitStatus } from './chatInputReducer';

/** How the send button is shown: always (`'default'`), or only when it is useful (`'sparkle'`). */
export type ChatSendButtonStyle = 'default' | 'sparkle';

/**
 * The chat input's look: `idle` (nothing to send), `active` (trimmed text present, send enabled),
 * `loading` (a submission is pending, or the `loading` option is set).
 */
export type ChatInputStatus = 'idle' | 'active' | 'loading';

export interface UseChatInputOptions {
  /** The text at start, also the reference the sparkle style compares against. @default '' */
  initialText?: string | undefined;
  /** Controlled text. Leave undefined to let the hook own the text. */
  value?: string | undefined;
  /** Called with the new text on every change (typing, clear after submit, `setValue`). */
  onValueChange?: ((value: string) => void) | undefined;
  /**
   * Called with the trimmed text when the user sends. Return a Promise to show the loading look
   * until it settles; a rejected Promise keeps the text and is reported in `error`, never thrown.
   */
  onSubmit?: ((text: string) => void | Promise<unknown>) | undefined;
  /** Keep the text in the field after a submission instead of clearing it. @default false */
  keepSubmittedText?: boolean | undefined;
  /** Maximum characters. @default CHAT_LIMITS.chatMaxLength (2000) */
  maxLength?: number | undefined;
  /** Fewest visible rows. @default CHAT_LIMITS.chatMinRows (1) */
  minRows?: number | undefined;
  /** Most visible rows before the field scrolls. @default CHAT_LIMITS.chatMaxRows (6) */
  maxRows?: number | undefined;
  /** `'sparkle'` shows the send button only when focused or when the text differs from `initialText`. @default 'default' */
  sendButtonStyle?: ChatSendButtonStyle | undefined;
  /** Shows the loading look (for example while an answer streams in) and blocks sending. @default false */
  loading?: boolean | undefined;
  /** Disables the field and the send button. @default false */
  disabled?: boolean | undefined;
  /** Base for the element ids. @default a React `useId()` value */
  id?: string | undefined;
}

/** Props a caller may pass to a getter; their handlers run before ours (preventDefault skips ours). */
export type ChatTextareaUserProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement> | undefined;
};
export type ChatButtonUserProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement> | undefined;
};
export type ChatFormUserProps = FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> | undefined };
export type ChatLabelUserProps = LabelHTMLAttributes<HTMLLabelElement>;

export interface GetChatTextareaPropsReturn {
  id: string;
  ref: (node: HTMLTextAreaElement | null) => void;
  value: string;
  rows: number;
  maxLength: number;
  disabled: boolean | undefined;
  'data-state': ChatInputStatus;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onCompositionStart: (event: CompositionEvent<HTMLTextAreaElement>) => void;
  onCompositionEnd: (event: CompositionEvent<HTMLTextAreaElement>) => void;
  onFocus: (event: FocusEvent<HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
}

export interface GetChatSendButtonPropsReturn {
  id: string;
  type: 'button';
  'aria-disabled': boolean;
  'aria-busy': boolean;
  'aria-controls': string;
  'data-state': ChatInputStatus;
  disabled: boolean | undefined;
  ref: (node: HTMLButtonElement | null) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void;
  onMouseDown: (event: MouseEvent<HTMLButtonElement>) => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface GetChatFormPropsReturn {
  'aria-busy': boolean;
  'data-state': ChatInputStatus;
  noValidate: true;
  onSubmit: NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>;
}

export interface GetChatLabelPropsReturn {
  id: string;
  htmlFor: string;
}

export interface UseChatInputResult {
  // prop getters
  /** Props for the `<form>`: submit (Enter is handled by the textarea), aria-busy while loading. */
  getFormProps: (
    userProps?: ChatFormUserProps,
  ) => GetChatFormPropsReturn & Omit<ChatFormUserProps, keyof GetChatFormPropsReturn>;
  /** Props for the `<label>` naming the textarea. */
  getLabelProps: (
    userProps?: ChatLabelUserProps,
  ) => GetChatLabelPropsReturn & Omit<ChatLabelUserProps, keyof GetChatLabelPropsReturn>;
  /** Props for the `<textarea>`: value, rows, cap, Enter/Shift+Enter, IME guard, label wiring. */
  getTextareaProps: (
    userProps?: ChatTextareaUserProps,
  ) => GetChatTextareaPropsReturn & Omit<ChatTextareaUserProps, keyof GetChatTextareaPropsReturn>;
  /** Props for the send `<button>`: aria-disabled when nothing can be sent, aria-busy while loading. */
  getSendButtonProps: (
    userProps?: ChatButtonUserProps,
  ) => GetChatSendButtonPropsReturn & Omit<ChatButtonUserProps, keyof GetChatSendButtonPropsReturn>;

  // actions
  /** Sends the current text if allowed (same rules as Enter). */
  submit: () => void;
  /** Replaces the text (cut to `maxLength`). */
  setValue: (value: string) => void;
  /** Empties the text. */
  clear: () => void;

  // state
  /** The current text. */
  value: string;
  /** The look: idle, active or loading. */
  status: ChatInputStatus;
  /** Visible rows, between `minRows` and `maxRows`. */
  rows: number;
  /** True when the textarea or the send button holds the focus. */
  isFocused: boolean;
  /** True when the send button should be rendered (always, unless the sparkle style hides it). */
  isSendButtonVisible: boolean;
  /** True when Enter or the send button would send now. */
  canSubmit: boolean;
  /** Characters left before the cap. */
  remainingCharacters: number;
  /** Where the last submission is: `idle`, `pending`, `success` or `error`. */
  submitStatus: ChatSubmitStatus;
  /** The last failure of `onSubmit` (a throw or a rejected Promise), cleared on the next submission. */
  error: unknown;
}
