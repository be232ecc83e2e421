'use client';

import { ChatInput as CommonChatInput } from '../common/chat';
import { rooflineTheme, withBrandTheme } from '../theme';

/** The AI chat input in this brand's look; an outer ThemeProvider (with overrides) still wins. */
export const ChatInput = /* @__PURE__ */ withBrandTheme(CommonChatInput, rooflineTheme);
export type { ChatInputProps } from '../common/chat';
