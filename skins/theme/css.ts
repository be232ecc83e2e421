import type { Interpolation, Keyframes, SerializedStyles, Theme } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';

/**
 * Emotion's `css`, the very function `@emotion/react` exports (it serialises its arguments), taken
 * from `@emotion/serialize` so that a styles module does not load `@emotion/react` (which creates
 * React contexts at import): style modules then serve client components and React Server
 * Components alike. Use it exactly like `@emotion/react`'s `css`.
 */
export function css(template: TemplateStringsArray, ...args: Interpolation<Theme>[]): SerializedStyles;
export function css(...args: Interpolation<Theme>[]): SerializedStyles;
export function css(...args: unknown[]): SerializedStyles {
  return serializeStyles(args as Interpolation<Theme>[]);
}

/**
 * Emotion's `keyframes`, as `@emotion/react` defines it: an animation whose name is its hash; use it
 * as a value inside `css` (the `@keyframes` rule goes into the same stylesheet as the style using it).
 */
export function keyframes(template: TemplateStringsArray, ...args: Interpolation<Theme>[]): Keyframes;
export function keyframes(...args: Interpolation<Theme>[]): Keyframes;
export function keyframes(...args: unknown[]): Keyframes {
  const insertable = serializeStyles(args as Interpolation<Theme>[]);
  const name = `animation-${insertable.name}`;
  return {
    name,
    styles: `@keyframes ${name}{${insertable.styles}}`,
    anim: 1,
    toString() {
      return `_EMO_${this.name}_${this.styles}_EMO_`;
    },
  } as Keyframes;
}
