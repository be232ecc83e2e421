import { CHAT_LIMITS } from './limits';
import type { ChatInputStatus, ChatSendButtonStyle } from './useChatInput.types';

/** Cuts text to the chat cap (spec 5: 2000 characters). */
export function capChatText(text: string, maxLength: number = CHAT_LIMITS.chatMaxLength): string {
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

/** Clamps a row count to [minRows, maxRows]; a bad bound falls back to the spec's 1 and 6. */
export function clampRows(
  rows: number,
  minRows: number = CHAT_LIMITS.chatMinRows,
  maxRows: number = CHAT_LIMITS.chatMaxRows,
): number {
  const min = Number.isFinite(minRows) && minRows >= 1 ? Math.floor(minRows) : CHAT_LIMITS.chatMinRows;
  const max = Number.isFinite(maxRows) && maxRows >= min ? Math.floor(maxRows) : Math.max(min, CHAT_LIMITS.chatMaxRows);
  const n = Number.isFinite(rows) ? Math.ceil(rows) : min;
  return Math.min(max, Math.max(min, n));
}

/**
 * Visible rows for a text: one per line (spec 5: 1 to 6), or more when the browser measured
 * wrapped lines (`measuredRows`), clamped to the bounds.
 *
 * @example getChatRows('a\nb\nc') // 3
 */
export function getChatRows(text: string, minRows?: number, maxRows?: number, measuredRows?: number | null): number {
  const lines = text === '' ? 1 : text.split(/\r\n|\r|\n/).length;
  return clampRows(Math.max(lines, measuredRows ?? 0), minRows, maxRows);
}

/** True when the text may be sent: trimmed text is non-empty (spec 5), nothing pending, not disabled. */
export function canSubmitChat(text: string, { loading = false, disabled = false } = {}): boolean {
  return !loading && !disabled && text.trim() !== '';
}

/** The look (spec 4.6): loading while pending, active when there is text to send, else idle. */
export function getChatStatus(text: string, loading: boolean): ChatInputStatus {
  if (loading) return 'loading';
  return text.trim() === '' ? 'idle' : 'active';
}

/**
 * Whether the send button shows (spec 4.6): always in the default style; in the sparkle style only
 * when the field is focused or the text differs from the initial text.
 */
export function isChatSendButtonVisible(
  style: ChatSendButtonStyle,
  { focused, text, initialText }: { focused: boolean; text: string; initialText: string },
): boolean {
  if (style !== 'sparkle') return true;
  return focused || text !== initialText;
}
