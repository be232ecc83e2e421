/** @jest-environment node */
import { transformSync } from 'esbuild';
import type { ComponentType, CSSProperties } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { normaliseMarkup, parseMarkup, staticComponentSource } from './staticJsx';

/** Compiles the generated module and returns its component. */
function load(source: string, name: string): ComponentType {
  const { code } = transformSync(source, { loader: 'tsx', jsx: 'automatic', format: 'cjs' });
  const module = { exports: {} as Record<string, ComponentType> };
  const requireStub = (id: string) => {
    if (id === 'react/jsx-runtime') return jsxRuntime;
    throw new Error(`unexpected import ${id}`);
  };
  new Function('require', 'module', 'exports', code)(requireStub, module, module.exports);
  const component = module.exports[name];
  if (!component) throw new Error(`no export ${name}`);
  return component;
}

function Label({ count }: { count: number }) {
  return (
    <span>
      {count} of {count + 1} & "more" <b>bold</b>
    </span>
  );
}

function Sample() {
  return (
    <form noValidate role="search" aria-label="Search">
      <style dangerouslySetInnerHTML={{ __html: '.a>.b{color:red}' }} />
      <label htmlFor="q" className="label">
        Project <Label count={3} />
      </label>
      <input id="q" maxLength={512} autoComplete="off" readOnly disabled tabIndex={-1} defaultValue="x<y" />
      <div
        hidden
        style={{ marginTop: 4, WebkitBoxAlign: 'center', '--gap': '2px' } as CSSProperties}
        data-state="closed"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M0 0h24" strokeWidth={2} fillRule="evenodd" />
        </svg>
        <img src="/logo.svg" alt="" width={10} height={10} />
      </div>
    </form>
  );
}

describe('staticComponentSource', () => {
  it('given server markup, should generate a static component that renders the identical markup', () => {
    const html = renderToString(<Sample />);
    const Static = load(staticComponentSource(html, 'StaticSample'), 'StaticSample');
    expect(normaliseMarkup(renderToString(<Static />))).toBe(normaliseMarkup(html));
  });

  it('should merge text that React split with comment separators and decode entities', () => {
    const [span] = parseMarkup('<span>3<!-- --> of <!-- -->4 &amp; &quot;x&quot;</span>');
    expect(span).toEqual({ tag: 'span', attributes: [], children: ['3 of 4 & "x"'] });
  });

  it('given a React 19 resource style (precedence + href), should write it back as one, rendering the same markup', () => {
    function WithResource() {
      return (
        <div>
          <style precedence="chrome" href="rfs-a">
            {'.rfs-a{color:red}'}
          </style>
          <p className="rfs-a">text</p>
        </div>
      );
    }
    const html = renderToString(<WithResource />);
    expect(html).toContain('data-precedence="chrome"');
    const source = staticComponentSource(html, 'StaticResource');
    expect(source).toContain('precedence="chrome" href="rfs-a"');
    const Static = load(source, 'StaticResource');
    expect(normaliseMarkup(renderToString(<Static />))).toBe(normaliseMarkup(html));
  });

  it('should keep the raw text of style elements', () => {
    const [style] = parseMarkup('<style data-emotion="css x">.x>.y{a:b}</style>');
    expect(style).toMatchObject({ tag: 'style', raw: '.x>.y{a:b}' });
  });
});
