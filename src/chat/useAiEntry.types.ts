import type {
  ButtonHTMLAttributes,
  ChangeEvent,
  CompositionEvent,
  FocusEvent,
  FormHTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  LabelHTMLAttributes,
  MouseEvent,
  Ref,
} from 'react';
import type { ChromeConfig } from '../config';

/** Default user-visible texts of the AI entry (spec 2.7). */
export interface AiEntryTexts {
  /** The text field's label and placeholder. @default 'Find pros with AI' */
  fieldLabel: string;
  /** The mobile button's label. @default 'AI Pro Finder' */
  buttonLabel: string;
}

export interface UseAiEntryOptions extends Pick<ChromeConfig, 'navigate' | 'location'> {
  /** The AI link from the navigation data (`rooflineAiLink`). @default '{origin}/ai' */
  aiLink?: string | null | undefined;
  /** Text in the field at start. @default '' */
  defaultValue?: string | undefined;
  /** Called with the address just before navigating (for analytics). */
  onNavigate?: ((url: string) => void) | undefined;
  /** Base for the element ids. @default a React `useId()` value */
  id?: string | undefined;
}

export type AiInputUserProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined };
export type AiButtonUserProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> | undefined };
export type AiFormUserProps = FormHTMLAttributes<HTMLFormElement>;
export type AiLabelUserProps = LabelHTMLAttributes<HTMLLabelElement>;

export interface GetAiInputPropsReturn {
  id: string;
  type: 'text';
  name: string;
  value: string;
  maxLength: number;
  autoComplete: 'off';
  enterKeyHint: 'go';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onKeyUp: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCompositionStart: (event: CompositionEvent<HTMLInputElement>) => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface GetAiFormPropsReturn {
  role: 'search';
  onSubmit: NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>;
}

export interface GetAiButtonPropsReturn {
  type: 'button';
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface GetAiLabelPropsReturn {
  id: string;
  htmlFor: string;
}

export interface UseAiEntryResult {
  // prop getters
  /** Props for the field variant's `<form>`: submitting goes to the AI page. */
  getFormProps: (
    userProps?: AiFormUserProps,
  ) => GetAiFormPropsReturn & Omit<AiFormUserProps, keyof GetAiFormPropsReturn>;
  /** Props for the field variant's `<label>`. */
  getLabelProps: (
    userProps?: AiLabelUserProps,
  ) => GetAiLabelPropsReturn & Omit<AiLabelUserProps, keyof GetAiLabelPropsReturn>;
  /** Props for the 'Find pros with AI' text field: Enter goes (never during IME composition). */
  getInputProps: (
    userProps?: AiInputUserProps,
  ) => GetAiInputPropsReturn & Omit<AiInputUserProps, keyof GetAiInputPropsReturn>;
  /** Props for a go button: the field's submit button, or the AI Pro Finder button (no text). */
  getButtonProps: (
    userProps?: AiButtonUserProps,
  ) => GetAiButtonPropsReturn & Omit<AiButtonUserProps, keyof GetAiButtonPropsReturn>;

  // actions
  /** Navigates to the AI page with the current text (or the given one). */
  go: (text?: string) => void;
  /** Replaces the text. */
  setValue: (value: string) => void;

  // state
  /** The typed text. */
  value: string;
  /** The address `go()` would navigate to now (computed from the injected location). */
  getUrl: (text?: string) => string;
}
