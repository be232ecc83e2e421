import type { ChromeTheme } from './theme';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be augmented.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ChromeTheme {}
}

export {};
