// The part of stylis 4 (Emotion's CSS compiler) that the skins' sheets use; stylis ships no types.
declare module 'stylis' {
  export interface Element {
    value: string;
  }
  export function compile(css: string): Element[];
  export function serialize(
    elements: Element[],
    callback: (element: Element, index: number, children: Element[], callback: unknown) => string,
  ): string;
  export function stringify(element: Element, index: number, children: Element[], callback: unknown): string;
}
