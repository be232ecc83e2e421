/**
 * Turns server-rendered markup back into a plain static JSX component: the same elements, attributes
 * and text, no hooks, no CSS-in-JS (Emotion's <style> blocks become static <style> elements). It is
 * the "same markup written by hand" of the header + footer comparison.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['style', 'script']);
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autocapitalize: 'autoCapitalize',
  autocorrect: 'autoCorrect',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  novalidate: 'noValidate',
  formnovalidate: 'formNoValidate',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  contenteditable: 'contentEditable',
  accesskey: 'accessKey',
  allowfullscreen: 'allowFullScreen',
  playsinline: 'playsInline',
  usemap: 'useMap',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  frameborder: 'frameBorder',
  hreflang: 'hrefLang',
  enctype: 'encType',
  popovertarget: 'popoverTarget',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function propName(attribute: string): string {
  if (attribute.startsWith('aria-') || attribute.startsWith('data-')) return attribute;
  return PROP_NAMES[attribute.toLowerCase()] ?? (/[-:]/.test(attribute) ? camel(attribute) : attribute);
}

function styleObject(css: string): string {
  const entries = css
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      const key = property.startsWith('--')
        ? property
        : property
            .replace(
              /^-(webkit|moz|ms)-/,
              (_, vendor: string) => `${vendor === 'ms' ? 'ms' : vendor[0]?.toUpperCase() + vendor.slice(1)}-`,
            )
            .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    });
  return `{{ ${entries.join(', ')} }}`;
}

interface ElementNode {
  tag: string;
  attributes: Array<[string, string | null]>;
  children: Node[];
  raw?: string;
}
type Node = ElementNode | string;

/** Parses React's server output (well-formed: quoted attributes, closed tags, void elements). */
export function parseMarkup(html: string): Node[] {
  const rootNode: ElementNode = { tag: '#root', attributes: [], children: [] };
  const stack: ElementNode[] = [rootNode];
  let at = 0;
  const top = () => stack[stack.length - 1] ?? rootNode;
  while (at < html.length) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('</', at)) {
      const end = html.indexOf('>', at);
      stack.pop();
      at = end + 1;
      continue;
    }
    if (html[at] === '<') {
      const tagMatch = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(at, at + 64));
      if (!tagMatch?.[1]) throw new Error(`Unexpected markup at ${at}: ${html.slice(at, at + 40)}`);
      const tag = tagMatch[1];
      at += tagMatch[0].length;
      const attributes: Array<[string, string | null]> = [];
      const attributePattern = /\s*([^\s=/>"']+)(?:="([^"]*)")?/y;
      for (;;) {
        attributePattern.lastIndex = at;
        const attribute = attributePattern.exec(html);
        if (!attribute?.[1]) break;
        attributes.push([attribute[1], attribute[2] === undefined ? null : decode(attribute[2])]);
        at = attributePattern.lastIndex;
      }
      while (html[at] === ' ') at++;
      const selfClosing = html.startsWith('/>', at);
      at += selfClosing ? 2 : 1;
      const element: ElementNode = { tag, attributes, children: [] };
      top().children.push(element);
      if (RAW_TEXT.has(tag)) {
        const end = html.indexOf(`</${tag}>`, at);
        element.raw = html.slice(at, end);
        at = end + tag.length + 3;
      } else if (!selfClosing && !VOID.has(tag)) {
        stack.push(element);
      }
      continue;
    }
    const next = html.indexOf('<', at);
    const text = html.slice(at, next === -1 ? html.length : next);
    const parent = top();
    const previous = parent.children[parent.children.length - 1];
    // Adjacent text nodes (React separates them with <!-- -->) are one string in hand-written JSX.
    if (typeof previous === 'string') parent.children[parent.children.length - 1] = previous + decode(text);
    else parent.children.push(decode(text));
    at = next === -1 ? html.length : next;
  }
  return rootNode.children;
}

/**
 * React 19's hoistable <style precedence href> renders as <style data-precedence data-href>: written
 * back as precedence and href, so that the static version hydrates it as the same resource (as a plain
 * <style> element it would not match: React skips resource styles while hydrating).
 */
function resourceAttributes(node: ElementNode): Array<[string, string | null]> {
  const names = node.attributes.map(([name]) => name);
  if (node.tag !== 'style' || !names.includes('data-precedence') || !names.includes('data-href'))
    return node.attributes;
  return node.attributes.map(([name, value]) =>
    name === 'data-precedence' ? ['precedence', value] : name === 'data-href' ? ['href', value] : [name, value],
  );
}

function jsx(node: Node, indent: string): string {
  if (typeof node === 'string') return `${indent}{${JSON.stringify(node)}}`;
  const props = resourceAttributes(node).map(([name, value]) => {
    const prop = propName(name);
    if (name === 'style' && value !== null) return `style=${styleObject(value)}`;
    if (value === null || (value === '' && BOOLEAN.has(name.toLowerCase()))) return prop;
    return `${prop}=${JSON.stringify(value)}`;
  });
  if (node.raw !== undefined) props.push(`dangerouslySetInnerHTML={{ __html: ${JSON.stringify(node.raw)} }}`);
  const open = `${indent}<${node.tag}${props.length ? ` ${props.join(' ')}` : ''}`;
  if (node.children.length === 0) return `${open} />`;
  if (node.tag === 'textarea') return `${open} defaultValue={${JSON.stringify(node.children.join(''))}} />`;
  return `${open}>\n${node.children.map((child) => jsx(child, `${indent}  `)).join('\n')}\n${indent}</${node.tag}>`;
}

/**
 * A module exporting `name`, a component returning `html` as static JSX. React 19 puts resource hints
 * (`<link rel="preload">`) first on its own; they are dropped here since the same <img> elements make
 * React emit them again.
 */
export function staticComponentSource(html: string, name: string): string {
  const nodes = parseMarkup(html).filter(
    (node) =>
      !(
        typeof node !== 'string' &&
        node.tag === 'link' &&
        node.attributes.some(([key, value]) => key === 'rel' && value === 'preload')
      ),
  );
  return [
    '// Generated by bench/lib/staticJsx.ts from the server-rendered header and footer. Do not edit.',
    `export function ${name}() {`,
    '  return (',
    '    <>',
    nodes.map((node) => jsx(node, '      ')).join('\n'),
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** For comparing markup: React's text separators and resource hints aside. */
export function normaliseMarkup(html: string): string {
  return html.replace(/<!-- -->/g, '').replace(/<link rel="preload"[^>]*\/>/g, '');
}
