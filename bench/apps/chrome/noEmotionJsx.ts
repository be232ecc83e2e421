/**
 * Diagnostic stand-in for '@emotion/react/jsx-runtime': React's own JSX runtime with the `css` prop
 * dropped. Building the header + footer against it shows what the same components cost without
 * Emotion's per-element style serialisation (the markup then has no styles, so it is timing only).
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

type Props = Record<string, unknown> & { css?: unknown };

function withoutCss(props: Props): Record<string, unknown> {
  if (!props || !('css' in props)) return props;
  const { css: _css, ...rest } = props;
  return rest;
}

export { Fragment };
export const jsx = (type: Parameters<typeof reactJsx>[0], props: Props, key?: string) =>
  reactJsx(type, withoutCss(props), key);
export const jsxs = (type: Parameters<typeof reactJsxs>[0], props: Props, key?: string) =>
  reactJsxs(type, withoutCss(props), key);
