'use client';

import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { CHAT_LIMITS } from './limits';
import { mergeProps, mergeRefs } from '../shared/propGetters';
import { useImeGuard } from '../shared/useImeGuard';
import { AI_INITIAL_TEXT_PARAM, buildAiEntryUrl } from './buildAiEntryUrl';
import type {
  AiButtonUserProps,
  AiFormUserProps,
  AiInputUserProps,
  AiLabelUserProps,
  UseAiEntryOptions,
  UseAiEntryResult,
} from './useAiEntry.types';

/**
 * The header's AI entry (spec 2.7): a 'Find pros with AI' text field or an 'AI Pro Finder' button
 * that navigates, through the injected `navigate`, to the AI link (sanitised) or `{origin}/ai`,
 * carrying the current query string plus `initialText` when text was typed.
 *
 * The address is computed when the user acts, from the injected `location()`: rendering it into an
 * `href` would differ between the server and the browser.
 *
 * @example
 * const ai = useAiEntry({ aiLink: navigation.rooflineAiLink });
 * <button {...ai.getButtonProps()}>AI Pro Finder</button>
 */
export function useAiEntry(options: UseAiEntryOptions = {}): UseAiEntryResult {
  const config = useChromeConfig(pickConfig(options));
  const { aiLink, defaultValue = '', onNavigate } = options;
  const reactId = useId();
  const baseId = options.id ?? `ai-entry${reactId}`;
  const inputId = `${baseId}-input`;
  const labelId = `${baseId}-label`;

  const [value, setInnerValue] = useState(() => defaultValue.slice(0, CHAT_LIMITS.chatMaxLength));
  const valueRef = useRef(value);
  valueRef.current = value;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const ime = useImeGuard();

  const setValue = useCallback((next: string) => {
    const capped = next.slice(0, CHAT_LIMITS.chatMaxLength);
    valueRef.current = capped;
    setInnerValue(capped);
  }, []);

  const getUrl = useCallback(
    (text?: string) => {
      const { origin, search } = config.location();
      return buildAiEntryUrl({ aiLink, origin, search, text: text ?? valueRef.current });
    },
    [aiLink, config],
  );

  const go = useCallback(
    (text?: string) => {
      const url = getUrl(text);
      onNavigate?.(url);
      config.navigate(url);
    },
    [config, getUrl, onNavigate],
  );

  /* Prop getters */

  const getFormProps = (userProps?: AiFormUserProps) =>
    mergeProps(
      {
        role: 'search' as const,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          go();
        },
      },
      userProps,
    );

  const getLabelProps = (userProps?: AiLabelUserProps) =>
    mergeProps({ id: labelId, htmlFor: inputId }, userProps ?? {});

  const getInputProps = (userProps?: AiInputUserProps) =>
    mergeProps(
      {
        id: inputId,
        ref: mergeRefs(inputRef),
        type: 'text' as const,
        name: AI_INITIAL_TEXT_PARAM,
        value,
        maxLength: CHAT_LIMITS.chatMaxLength,
        autoComplete: 'off' as const,
        enterKeyHint: 'go' as const,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          // Handle Enter here, not by implicit form submission, so IME commits never navigate.
          event.preventDefault();
          if (ime.isComposing(event)) return;
          go();
        },
        onKeyUp: ime.onKeyUp,
        onCompositionStart: ime.onCompositionStart,
        onCompositionEnd: ime.onCompositionEnd,
        onBlur: ime.onBlur,
      },
      userProps,
    );

  const getButtonProps = (userProps?: AiButtonUserProps) =>
    mergeProps({ type: 'button' as const, onClick: (_event: MouseEvent<HTMLButtonElement>) => go() }, userProps);

  return {
    // prop getters
    getFormProps,
    getLabelProps,
    getInputProps,
    getButtonProps,
    // actions
    go,
    setValue,
    // state
    value,
    getUrl,
  };
}
