/** Limits of the chat input and the AI entry (spec 2.9, 4.6 and 9). */
export const CHAT_LIMITS = {
  /** Chat input maximum length, in characters (also caps the AI entry's text). */
  chatMaxLength: 2000,
  /** Fewest visible rows of the chat input. */
  chatMinRows: 1,
  /** Most visible rows before the chat input scrolls. */
  chatMaxRows: 6,
} as const;
