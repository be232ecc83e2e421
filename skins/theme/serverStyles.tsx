import type { CSSObject, Interpolation, SerializedStyles, Theme } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import type { ReactElement } from 'react';
import { compile, serialize, stringify } from 'stylis';
import type { ChromeTheme } from './theme';

/** A style as the skins write them: serialised styles, a style object, or a function of the theme. */
export type ServerStyle =
  SerializedStyles | CSSObject | ((theme: Theme) => SerializedStyles) | false | null | undefined;

export interface ServerStyler {
  /** A class name for these styles (merged in order, as Emotion's `css={[a, b]}`). */
  (...styles: ServerStyle[]): string;
  /**
   * One `<style href precedence>` per class made since the last call: render them next to the
   * markup that uses them. React hoists them into `<head>` and dedupes them across components, in a
   * Server Component too.
   */
  sheet(): ReactElement[];
}

/** The class name prefix of server-rendered styles. */
export const SERVER_STYLE_PREFIX = 'rfs';

/**
 * Styles for a component that renders without Emotion's runtime (a React Server Component): the same
 * style objects as the skins, serialised with the theme passed in (there is no context on the
 * server) into static class names and their CSS, which `sheet()` renders as hoistable `<style>`
 * elements. No hooks, no DOM: it runs once per render on the server.
 *
 * @example
 * const cx = serverStyles(theme);
 * const footer = <footer className={cx(footerRoot)}>...</footer>;
 * return <>{footer}{cx.sheet()}</>; // a nested server component renders its own sheet()
 */
export function serverStyles(theme: ChromeTheme): ServerStyler {
  const rules = new Map<string, string>();
  const emitted = new Set<string>();
  const cx = (...styles: ServerStyle[]): string => {
    const resolved = styles.filter(Boolean).map((style) => (typeof style === 'function' ? style(theme) : style));
    const serialized = serializeStyles(resolved as Interpolation<Theme>[], undefined, theme);
    const className = `${SERVER_STYLE_PREFIX}-${serialized.name}`;
    if (!rules.has(className))
      rules.set(className, serialize(compile(`.${className}{${serialized.styles}}`), stringify));
    return className;
  };
  cx.sheet = () =>
    [...rules]
      .filter(([className]) => !emitted.has(className))
      .map(([className, text]) => {
        emitted.add(className);
        return (
          <style key={className} href={className} precedence="roofline-chrome">
            {text}
          </style>
        );
      });
  return cx;
}
