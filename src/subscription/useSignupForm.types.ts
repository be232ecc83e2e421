import type {
  FormHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ButtonHTMLAttributes,
  Ref,
  RefCallback,
} from 'react';

/** The fields of both sign-up forms. */
export interface SignupFormValues {
  email: string;
  zipCode: string;
}

export type SignupFieldName = keyof SignupFormValues;

/** What a caller may pass to `getEmailInputProps` / `getZipInputProps`. */
export type SignupInputPropsOptions = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement> | undefined;
};

/** What the input getters return: spread it on an `<input>`. */
export type SignupInputPropsReturn = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  ref: RefCallback<HTMLInputElement>;
};

export type SignupLabelPropsOptions = LabelHTMLAttributes<HTMLLabelElement>;
export type SignupLabelPropsReturn = LabelHTMLAttributes<HTMLLabelElement> & { id: string; htmlFor: string };

/** What a caller may pass to the message getters (the error and status elements). */
export type SignupMessagePropsOptions = HTMLAttributes<HTMLElement>;
/**
 * The error/status element's props: it must be rendered at all times (empty when there is nothing to
 * say) so `aria-describedby` always points at something and the polite live region announces changes.
 */
export type SignupMessagePropsReturn = HTMLAttributes<HTMLElement> & { id: string };

export type SignupFormPropsOptions = FormHTMLAttributes<HTMLFormElement>;
export type SignupFormPropsReturn = FormHTMLAttributes<HTMLFormElement>;

export type SignupSubmitButtonPropsOptions = ButtonHTMLAttributes<HTMLButtonElement>;
export type SignupSubmitButtonPropsReturn = ButtonHTMLAttributes<HTMLButtonElement>;

/** The prop getters both sign-up hooks return. */
export interface SignupFieldGetters {
  /** Props for the `<form>`: `noValidate`, the submit handler. */
  getFormProps: (userProps?: SignupFormPropsOptions) => SignupFormPropsReturn;
  /** Props for the email `<input>`, with `aria-invalid` and `aria-describedby` wired to its error element. */
  getEmailInputProps: (userProps?: SignupInputPropsOptions) => SignupInputPropsReturn;
  /** Props for the zip `<input>`: numeric keyboard, at most 5 characters. */
  getZipInputProps: (userProps?: SignupInputPropsOptions) => SignupInputPropsReturn;
  /** Props for the email `<label>`. */
  getEmailLabelProps: (userProps?: SignupLabelPropsOptions) => SignupLabelPropsReturn;
  /** Props for the zip `<label>`. */
  getZipLabelProps: (userProps?: SignupLabelPropsOptions) => SignupLabelPropsReturn;
  /** Props for the email's error element (always render it; put `emailError` inside). */
  getEmailErrorProps: (userProps?: SignupMessagePropsOptions) => SignupMessagePropsReturn;
  /**
   * Props for the zip's error element (put `zipError` inside). Render it always where the form checks
   * the zip (the footer's); the banner's never checks it, so its zip field points at no such element.
   */
  getZipErrorProps: (userProps?: SignupMessagePropsOptions) => SignupMessagePropsReturn;
  /** Props for the submit `<button>`. */
  getSubmitButtonProps: (userProps?: SignupSubmitButtonPropsOptions) => SignupSubmitButtonPropsReturn;
}
