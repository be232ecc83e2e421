'use client';

import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { CHAT_LIMITS } from './limits';
import { mergeProps, mergeRefs } from '../shared/propGetters';
import { useImeGuard } from '../shared/useImeGuard';
import { useLatestRef } from '../shared/useLatestRef';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { canSubmitChat, capChatText, getChatRows, getChatStatus, isChatSendButtonVisible } from './chatInputRules';
import { chatInputReducer, initialChatInputState } from './chatInputReducer';
import type {
  ChatButtonUserProps,
  ChatFormUserProps,
  ChatLabelUserProps,
  ChatTextareaUserProps,
  UseChatInputOptions,
  UseChatInputResult,
} from './useChatInput.types';

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * The AI chat composer (spec 2.9, 4.6, 5): a textarea capped at 2000 characters that grows from 1 to
 * 6 rows, where Enter sends, Shift+Enter adds a line, and Enter during IME composition does nothing.
 * Trimmed-empty text never sends; the text is cleared after sending unless `keepSubmittedText`.
 *
 * @example
 * const chat = useChatInput({ onSubmit: (text) => ask(text) });
 * <form {...chat.getFormProps()}>
 *   <label {...chat.getLabelProps()}>Message</label>
 *   <textarea {...chat.getTextareaProps()} />
 *   {chat.isSendButtonVisible && <button {...chat.getSendButtonProps()}>Send</button>}
 * </form>
 */
export function useChatInput(options: UseChatInputOptions = {}): UseChatInputResult {
  const {
    initialText = '',
    value: controlledValue,
    onValueChange,
    onSubmit,
    keepSubmittedText = false,
    maxLength = CHAT_LIMITS.chatMaxLength,
    minRows = CHAT_LIMITS.chatMinRows,
    maxRows = CHAT_LIMITS.chatMaxRows,
    sendButtonStyle = 'default',
    loading: loadingOption = false,
    disabled = false,
  } = options;

  const reactId = useId();
  const baseId = options.id ?? `chat-input${reactId}`;
  const textareaId = `${baseId}-textarea`;
  const labelId = `${baseId}-label`;
  const sendButtonId = `${baseId}-send`;

  const [innerValue, setInnerValue] = useState(() => capChatText(initialText, maxLength));
  const value = capChatText(controlledValue ?? innerValue, maxLength);
  const [state, dispatch] = useReducer(chatInputReducer, initialChatInputState);
  const ime = useImeGuard();

  // Element refs.
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const sendButtonRef = useRef<HTMLButtonElement | null>(null);

  // Latest values for handlers and async callbacks.
  const latest = useLatestRef({
    value,
    onSubmit,
    onValueChange,
    keepSubmittedText,
    controlled: controlledValue !== undefined,
  });
  // Guards sends in the same tick, before the reducer's 'pending' status has rendered.
  const pendingRef = useRef(false);
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const loading = loadingOption || state.submitStatus === 'pending';
  const status = getChatStatus(value, loading);
  const canSubmit = canSubmitChat(value, { loading, disabled });

  /* Actions */

  const setValue = useCallback(
    (next: string) => {
      const capped = capChatText(next, maxLength);
      latest.current.value = capped;
      if (!latest.current.controlled) setInnerValue(capped);
      latest.current.onValueChange?.(capped);
    },
    [maxLength, latest],
  );

  const clear = useCallback(() => setValue(''), [setValue]);

  const submit = useCallback(() => {
    const text = latest.current.value;
    if (!canSubmitChat(text, { loading: loadingOption || pendingRef.current, disabled })) return;
    const { onSubmit: send, keepSubmittedText: keep } = latest.current;
    let result: unknown;
    try {
      result = send?.(text.trim());
    } catch (error) {
      dispatch({ type: 'submitFailure', error });
      return;
    }
    if (!isPromiseLike(result)) {
      dispatch({ type: 'submitSuccess' });
      if (!keep) setValue('');
      return;
    }
    pendingRef.current = true;
    dispatch({ type: 'submitStart' });
    Promise.resolve(result).then(
      () => {
        pendingRef.current = false;
        if (!mountedRef.current) return;
        dispatch({ type: 'submitSuccess' });
        // Text typed while the submission was pending is the user's next message: keep it.
        if (!keep && latest.current.value === text) setValue('');
      },
      (error: unknown) => {
        pendingRef.current = false;
        if (mountedRef.current) dispatch({ type: 'submitFailure', error });
      },
    );
  }, [disabled, loadingOption, setValue, latest]);

  /* Effects */

  // Grow with wrapped lines too: measure scrollHeight / lineHeight in the browser before paint.
  useIsomorphicLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el || typeof window === 'undefined' || typeof window.getComputedStyle !== 'function') return;
    const style = window.getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight);
    if (!Number.isFinite(lineHeight) || lineHeight <= 0) return;
    const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
    const previousRows = el.rows;
    el.rows = minRows; // shrink first so scrollHeight is the content's own height
    const contentHeight = el.scrollHeight - padding;
    el.rows = previousRows;
    dispatch({ type: 'layoutMeasure', rows: contentHeight > 0 ? Math.round(contentHeight / lineHeight) : null });
  }, [value, minRows, maxRows]);

  const rows = getChatRows(value, minRows, maxRows, state.measuredRows);

  /* Focus tracking (for the sparkle style): focus moving between the textarea and the send button stays "focused". */

  const handleFocus = useCallback(() => dispatch({ type: 'formFocus' }), []);
  const handleBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next && (next === textareaRef.current || next === sendButtonRef.current)) return;
    dispatch({ type: 'formBlur' });
  }, []);

  /* Prop getters */

  const getFormProps = (userProps?: ChatFormUserProps) =>
    mergeProps(
      {
        'aria-busy': loading,
        'data-state': status,
        noValidate: true as const,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit();
        },
      },
      userProps,
    );

  const getLabelProps = (userProps?: ChatLabelUserProps) =>
    mergeProps({ id: labelId, htmlFor: textareaId }, userProps ?? {});

  const getTextareaProps = (userProps?: ChatTextareaUserProps) =>
    mergeProps(
      {
        id: textareaId,
        ref: mergeRefs(textareaRef),
        value,
        rows,
        maxLength,
        disabled: disabled || undefined,
        'data-state': status,
        onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setValue(event.target.value),
        onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key !== 'Enter') return;
          if (ime.isComposing(event)) return; // the Enter commits IME text: never send
          if (event.shiftKey) return; // Shift+Enter: a new line, the textarea's own behaviour
          event.preventDefault();
          submit();
        },
        onKeyUp: ime.onKeyUp,
        onCompositionStart: ime.onCompositionStart,
        onCompositionEnd: ime.onCompositionEnd,
        onFocus: handleFocus,
        onBlur: (event: FocusEvent<HTMLTextAreaElement>) => {
          ime.onBlur();
          handleBlur(event);
        },
      },
      userProps,
    );

  const getSendButtonProps = (userProps?: ChatButtonUserProps) =>
    mergeProps(
      {
        id: sendButtonId,
        type: 'button' as const,
        ref: mergeRefs(sendButtonRef),
        'aria-disabled': !canSubmit,
        'aria-busy': loading,
        'aria-controls': textareaId,
        'data-state': status,
        disabled: disabled || undefined,
        // Keep the focus in the textarea on a mouse press, so a sparkle button does not vanish mid-click.
        onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
        onClick: (_event: MouseEvent<HTMLButtonElement>) => submit(),
        onFocus: handleFocus,
        onBlur: handleBlur,
      },
      userProps,
    );

  return {
    // prop getters
    getFormProps,
    getLabelProps,
    getTextareaProps,
    getSendButtonProps,
    // actions
    submit,
    setValue,
    clear,
    // state
    value,
    status,
    rows,
    isFocused: state.focused,
    isSendButtonVisible: isChatSendButtonVisible(sendButtonStyle, {
      focused: state.focused,
      text: value,
      initialText,
    }),
    canSubmit,
    remainingCharacters: Math.max(0, maxLength - value.length),
    submitStatus: state.submitStatus,
    error: state.error,
  };
}
