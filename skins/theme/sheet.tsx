import type { CSSObject, Interpolation, SerializedStyles, Theme } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { version, type ReactElement, type ReactNode } from 'react';
import { compile, serialize, stringify } from 'stylis';
import { trustedStyleHtml } from '../../src/shared/trustedTypesPolicy';
import type { ChromeStylesheet, ChromeTheme } from './theme';
import { ruleClassName } from './staticSheet';
import { themeCss, themeScope, themeVars } from './vars';

/** A style as the skins write them: Emotion's serialised styles, a style object, or a function of the theme. */
export type StyleRule = SerializedStyles | CSSObject | ((theme: Theme) => SerializedStyles | CSSObject);

/** The class names of a sheet's rules, by the rule's name. */
export type SheetClasses<K extends string> = { readonly [P in K]: string };

/** One area's styles: static class names, and their CSS compiled once, when first asked for. */
export interface SkinSheet<K extends string = string> {
  /** `rc-<area>`: the sheet's key in the page (React dedupes hoisted styles by it). */
  readonly href: string;
  /** `rc-<area>-<rule>` for each rule: what components put in `className`. */
  readonly classes: SheetClasses<K>;
  /** The sheet's CSS (rules in the order they are defined). */
  readonly css: string;
}

/** Every sheet defined so far, by href: the build writes them into each skin's `.css` file. */
const registry = new Map<string, SkinSheet>();

// No vendor prefixes: every browser React 19 supports takes these properties unprefixed.
const toCss = (source: string) => serialize(compile(source), stringify);

function compileRule(className: string, rule: StyleRule, keyframes: Set<string>): string {
  const value = typeof rule === 'function' ? rule(themeVars) : rule;
  const serialized = serializeStyles([value as Interpolation<Theme>], undefined, themeVars);
  let out = toCss(`.${className}{${serialized.styles}}`);
  // Keyframes used by the rule come chained behind it, as Emotion inserts them.
  for (let next = serialized.next; next; next = next.next) {
    if (keyframes.has(next.name)) continue;
    keyframes.add(next.name);
    out += toCss(next.styles);
  }
  return out;
}

/**
 * An area's styles, written as Emotion styles against the theme (`(theme) => css({...})`), turned
 * into static class names. The styles are evaluated once, with `themeVars` (colours and fonts are
 * CSS custom properties set by the brand's theme class), so no render serialises, hashes or inserts
 * anything: a component puts `sheet.classes.x` in `className` and renders `styleElements(...)`.
 * Side-effect free apart from the registry: annotate each call `@__PURE__`. In the built package each
 * call is compiled ahead of time into a `staticSheet` (scripts/precompile-sheets.mjs).
 *
 * @example
 * export const footerSheet = /* @__PURE__ *\/ defineStyles('footer', { root: footerRoot, link });
 * <footer className={footerSheet.classes.root}>
 */
export function defineStyles<T extends Record<string, StyleRule>>(
  area: string,
  rules: T,
): SkinSheet<Extract<keyof T, string>> {
  const href = `rc-${area}`;
  const classes = Object.fromEntries(Object.keys(rules).map((key) => [key, ruleClassName(href, key)])) as SheetClasses<
    Extract<keyof T, string>
  >;
  let compiled: string | undefined;
  const sheet: SkinSheet<Extract<keyof T, string>> = {
    href,
    classes,
    get css() {
      if (compiled === undefined) {
        const keyframes = new Set<string>();
        compiled = Object.entries(rules)
          .map(([key, rule]) => compileRule(classes[key as Extract<keyof T, string>], rule, keyframes))
          .join('');
      }
      return compiled;
    },
  };
  const existing = registry.get(href);
  if (existing && Object.keys(existing.classes).join() !== Object.keys(classes).join())
    throw new Error(`Two skin sheets are named '${area}'.`);
  registry.set(href, sheet);
  return sheet;
}

/** The brand theme classes (their custom properties): rendered with every component's sheets. */
export const themeSheet: SkinSheet<never> = { href: 'rc-theme', classes: {}, css: themeCss };

/** Every sheet defined so far, theme first: what the build writes into a skin's stylesheet. */
export function definedSheets(): SkinSheet[] {
  return [themeSheet, ...registry.values()];
}

/** The one precedence of the skins' hoisted styles (React orders and dedupes by it). */
export const STYLE_PRECEDENCE = 'roofline-chrome';

/*
 * React 19 hoists `<style href precedence>` and `<link rel="stylesheet" precedence>` into `<head>`,
 * once per href. React 18 knows neither prop: it prints them as plain attributes where the element
 * stands, on the server and the client alike (no mismatch), and the styles apply there.
 */

// React 18's server renderer escapes the text of a `<style>` (`"` as `&quot;`), which breaks the CSS:
// there the text goes in as raw HTML. React 19 prints it as is on the server, and on the client text
// is what a page requiring Trusted Types allows (`innerHTML` takes only a TrustedHTML there).
const asHtml = version.startsWith('18');

/**
 * CSS as the text of a `<style>` element: the same bytes in the page as in the string. Inside
 * `<style>` the browser decodes no entities, so the text must not go through React 18's text escaping
 * (its server renderer turns `"` into `&quot;`, which breaks the CSS and fails hydration): on React 18
 * it is the element's raw HTML, on React 19 its text child (no `innerHTML`: Trusted Types allow it).
 * And nothing in it may end the element early (theme overrides are the consumer's input), so every
 * `<` becomes the CSS escape `\3c `: the same character to CSS in a string or a URL, and `<` is not
 * valid CSS anywhere else.
 * Spread it on the element: `<style {...styleText(css)} />`.
 */
export function styleText(css: string): { children: string } | { dangerouslySetInnerHTML: { __html: string } } {
  const text = css.includes('<') ? css.replace(/</g, '\\3c ') : css;
  // React 18 sets it through `innerHTML`: in a browser requiring Trusted Types, as the library
  // policy's TrustedHTML (src/shared/trustedTypesPolicy.ts), else React throws and the root unmounts.
  return asHtml ? { dangerouslySetInnerHTML: { __html: trustedStyleHtml(text) } } : { children: text };
}

/**
 * A component's own rule (a theme's overrides, a layout that depends on its data) as a `<style>`
 * where it renders, with the page's Content Security Policy nonce: what an inline `style` would say,
 * which a strict policy (`style-src` without `'unsafe-inline'`) drops from the server's HTML. Not
 * hoisted (its nonce then never depends on the nonce option of React 19's server renderer), and not
 * one of the skin's sheets (the `/external-css` entries and your copy of the stylesheet hold those).
 */
export function ruleElement(css: string, nonce?: string): ReactElement {
  return <style nonce={nonce} {...styleText(css)} />;
}

/** The `data:` address of each sheet's CSS, made once per sheet. */
const sheetUrls = new WeakMap<SkinSheet, string>();

/**
 * A sheet's CSS as a `data:text/css` address: only what a URL would read otherwise is escaped (`%`,
 * `#` the fragment, tabs and line breaks, which the URL parser drops), so the address is the CSS at
 * about its own size. A stylesheet's relative `url()`s would resolve against it: the skins' sheets
 * have none (theme overrides, which may, stay in `ruleElement`'s `<style>`).
 */
function sheetDataUrl(sheet: SkinSheet): string {
  let url = sheetUrls.get(sheet);
  if (url === undefined) {
    url = `data:text/css;charset=utf-8,${sheet.css.replace(/[%#\t\n\r]/g, encodeURIComponent)}`;
    sheetUrls.set(sheet, url);
  }
  return url;
}

/**
 * Per sheet, whether the document's server-rendered HTML linked it, decided once (a later render must
 * not switch a sheet between link and `<style>`, and the look-up would otherwise query the DOM on
 * every render of every component on a page without the server's links).
 */
const serverLinked = new WeakMap<SkinSheet, boolean>();

/**
 * Whether a sheet comes as a link to its `data:` address: always on the server; in the browser when
 * the server's HTML brought it so (React then takes that link over). A sheet the browser brings first
 * is a `<style>`: React inserts it with the nonce, where a stylesheet link it inserts would come after
 * a preload of its own without the nonce (a violation of the policy).
 */
function linkedByServer(sheet: SkinSheet): boolean {
  if (typeof document === 'undefined') return true;
  let linked = serverLinked.get(sheet);
  if (linked === undefined) {
    const href = sheetDataUrl(sheet);
    linked = [...document.querySelectorAll(`link[data-precedence="${STYLE_PRECEDENCE}"]`)].some(
      (link) => link.getAttribute('href') === href,
    );
    serverLinked.set(sheet, linked);
  }
  return linked;
}

/**
 * The elements that bring a component's sheets to the page, as the theme's `stylesheet` says:
 * `<style>`s (React 19 hoists them into `<head>` and keeps one per sheet however many components
 * render them, on the server and the client; React 18 leaves each where the component renders it),
 * one `<link>` to your copy of the skin's stylesheet (hoisted likewise), or nothing when the page
 * includes that file itself (also the default of the `/external-css` entries, which carry no CSS).
 * Each carries `nonce` (the page's Content Security Policy nonce) when given. The CSS reaches the page
 * byte for byte on both (`styleText`). No hooks: Server Components use it too.
 *
 * With a nonce on React 19, the server renders each sheet as a `<link rel="stylesheet" precedence nonce>`
 * to its CSS as a `data:` address (`sheetDataUrl`) instead of a `<style>`: React's server renderer prints the hoisted
 * `<style>`s as one `<style data-precedence>` whose nonce comes only from its own `nonce: { style }`
 * option, which a framework making the render call (Next.js) does not pass, so a strict policy blocked
 * the block and the chrome stayed unstyled. A hoisted stylesheet `<link>` keeps its own `nonce` on the
 * server and the client, and React still keeps one per sheet in `<head>` (by its address) across every
 * component, island and Server Component of the document, in order, before first paint. In the
 * browser a sheet the server did not bring stays a hoisted `<style>` (`linkedByServer`), which React
 * inserts with the nonce.
 */
export function styleElements(
  stylesheet: ChromeStylesheet | undefined,
  sheets: readonly SkinSheet[],
  nonce?: string,
): ReactElement | ReactElement[] | null {
  if (stylesheet === 'external') return null;
  if (stylesheet && typeof stylesheet === 'object')
    return <link rel="stylesheet" href={stylesheet.href} precedence={STYLE_PRECEDENCE} nonce={nonce} />;
  // A sheet without CSS (the `/external-css` entries' are all empty) brings nothing.
  const inline = [themeSheet, ...sheets].filter((sheet) => sheet.css);
  if (inline.length === 0) return null;
  if (nonce && !asHtml)
    return inline.map((sheet) =>
      linkedByServer(sheet) ? (
        <link
          key={sheet.href}
          rel="stylesheet"
          href={sheetDataUrl(sheet)}
          precedence={STYLE_PRECEDENCE}
          nonce={nonce}
        />
      ) : (
        <style
          key={sheet.href}
          href={sheet.href}
          precedence={STYLE_PRECEDENCE}
          nonce={nonce}
          {...styleText(sheet.css)}
        />
      ),
    );
  return inline.map((sheet) => (
    <style key={sheet.href} href={sheet.href} precedence={STYLE_PRECEDENCE} nonce={nonce} {...styleText(sheet.css)} />
  ));
}

/** Class names joined, falsy ones dropped. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export interface SkinRoot {
  /**
   * `className` of a component's root, or of a portal's (drawers and dialogs render under `<body>`):
   * the theme's class (and its overrides' class), and these classes. Never an inline `style`: a
   * strict Content Security Policy drops the style attributes of the server's HTML.
   */
  props(...classNames: Array<string | false | null | undefined>): { className: string; style?: undefined };
  /** The elements that bring the sheets and the theme overrides' rule to the page; none without sheets. */
  styles: ReactNode;
  /** The page's Content Security Policy nonce, for a component's own rules (`ruleElement`). */
  nonce?: string | undefined;
}

/**
 * What a skin component's root needs from its theme: its class, and its sheets' elements (with the
 * rule of the theme's overrides, and the theme's `nonce`). No hooks (Server Components use it with
 * the theme they are given); client components use `useSkinRoot`.
 */
export function skinRoot(theme: ChromeTheme, sheets: readonly SkinSheet[] = []): SkinRoot {
  const scope = themeScope(theme);
  const { nonce } = theme;
  return {
    nonce,
    props: (...classNames) => ({ className: cx(scope.className, ...classNames) }),
    styles: sheets.length > 0 && (
      <>
        {styleElements(theme.stylesheet, sheets, nonce)}
        {scope.overrides && ruleElement(scope.overrides, nonce)}
      </>
    ),
  };
}
