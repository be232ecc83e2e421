import { AnchorMdx, CodeOrSourceMdx, HeadersMdx, Markdown } from '@storybook/addon-docs/blocks';
import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode, ThHTMLAttributes } from 'react';
import images from 'virtual:doc-images';
import { pageHref } from './pages';

/**
 * A link of a docs page on the site: another page of docs/ goes to its site page, a web address or an
 * anchor stays as it is, and a file of the repository (an example's source, the changelog) is named,
 * not linked, since the site has no copy of it.
 */
function DocLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^(?:https?:|mailto:|#)/.test(href))
    return (
      <AnchorMdx href={href} target="_self">
        {children}
      </AnchorMdx>
    );
  const [file = ''] = href.split('#');
  const target = pageHref(file.replace(/^\.\//, ''));
  if (target)
    return (
      <AnchorMdx href={target} target="_self">
        {children}
      </AnchorMdx>
    );
  return <>{children}</>;
}

/** An image of a docs page (`../e2e/visual/baselines/x.png`), from the site's own bundle. */
function DocImage({ src = '', alt = '' }: ImgHTMLAttributes<HTMLImageElement>) {
  const url = images[src];
  return url ? <img src={url} alt={alt} loading="lazy" style={{ maxWidth: '100%' }} /> : <em>{alt}</em>;
}

/** A header cell with no text is a plain cell (axe: a table header needs text). */
function DocTh({ children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  const empty = children === undefined || children === null || (Array.isArray(children) && children.length === 0);
  return empty ? <td {...rest} /> : <th {...rest}>{children}</th>;
}

const OPTIONS = {
  // HTML in the prose is text (`<button commandfor>` in a sentence stays words, as on GitHub's page).
  disableParsingRawHTML: true,
  overrides: { code: CodeOrSourceMdx, ...HeadersMdx, a: DocLink, img: DocImage, th: DocTh },
};

/** Each line of the page with whether it is inside a fenced code block. */
function lines(source: string): { text: string; fenced: boolean }[] {
  let fenced = false;
  return source.split('\n').map((text) => {
    const fence = /^\s*```/.test(text);
    if (fence) fenced = !fenced;
    return { text, fenced: fenced || fence };
  });
}

/**
 * Headings one level deeper than the one before them at most (a page that goes from ## to #### reads
 * as ## then ###), so the page's outline has no gap (axe: heading-order). The .md is left as it is.
 */
function evenHeadings(source: string): string {
  let previous = 0;
  return lines(source)
    .map(({ text, fenced }) => {
      const heading = fenced ? null : /^(#{1,6})(\s.*)$/.exec(text);
      if (!heading) return text;
      const level = Math.min(heading[1]!.length, previous + 1);
      previous = level;
      return `${'#'.repeat(level)}${heading[2]}`;
    })
    .join('\n');
}

/**
 * Splits a page where its live examples go: after the title's first paragraph that does not introduce
 * a list or a block (does not end with a colon), or before the first `## ` section if that comes first.
 */
function splitIntro(source: string): [string, string] {
  let offset = 0;
  let paragraph: string | null = null;
  for (const { text, fenced } of lines(source)) {
    const at = offset;
    offset += text.length + 1;
    if (fenced) {
      paragraph = null;
      continue;
    }
    if (text.startsWith('## ')) return [source.slice(0, at), source.slice(at)];
    if (text.startsWith('#')) continue;
    if (!text.trim()) {
      if (paragraph !== null && !paragraph.trimEnd().endsWith(':'))
        return [source.slice(0, offset), source.slice(offset)];
      paragraph = null;
    } else if (/^(?:\s|[-*+>|]|\d+\.)/.test(text)) paragraph = null;
    else paragraph = paragraph === null ? text : `${paragraph} ${text}`;
  }
  return [source, ''];
}

/**
 * One page of docs/*.md as it is in the repository (the one source of its prose), with `live` (the
 * page's live examples) after its first paragraph.
 */
export function MarkdownPage({ source, live }: { source: string; live?: ReactNode }) {
  const even = evenHeadings(source);
  const [intro, rest] = live ? splitIntro(even) : [even, ''];
  return (
    <>
      <Markdown options={OPTIONS}>{intro}</Markdown>
      {live}
      {rest ? <Markdown options={OPTIONS}>{rest}</Markdown> : null}
    </>
  );
}
