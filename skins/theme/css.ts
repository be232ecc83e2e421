import type { Interpolation, SerializedStyles, Theme } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';

/**
 * Emotion's `css`, the very function `@emotion/react` exports (it serialises its arguments), taken
 * from `@emotion/serialize` so that a styles module does not load `@emotion/react` (which creates
 * React contexts at import): the footer styles then also serve the server footers of React Server
 * Components (`serverStyles`). Use it exactly like `@emotion/react`'s `css`.
 */
export function css(template: TemplateStringsArray, ...args: Interpolation<Theme>[]): SerializedStyles;
export function css(...args: Interpolation<Theme>[]): SerializedStyles;
export function css(...args: unknown[]): SerializedStyles {
  return serializeStyles(args as Interpolation<Theme>[]);
}
