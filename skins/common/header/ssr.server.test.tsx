/** @jest-environment node */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChromeProvider, type ChromeConfig } from '../../../src';
import { expectConsole } from '../../../test/console';
import { makeRawNavigationData } from '../../../src/navigation/__fixtures__/navigationData';
import { normalizeNavigationData } from '../../../src/navigation/normalizeNavigationData';
import * as homeadvisor from '../../homeadvisor';
import * as instapro from '../../instapro';
import * as roofline from '../../roofline';
import type { HeaderProps } from './Header.types';
import { HeaderRoot } from './islands/HeaderRoot';
import { ServerHeaderView } from './server/ServerHeaderView';

type Skin = typeof roofline;
const SKINS: Array<[string, Skin]> = [
  ['roofline', roofline],
  ['homeadvisor', homeadvisor],
  ['instapro', instapro],
];

const CONFIG: ChromeConfig = { storage: null };

/** The ids React's useId gives (the menus' ids, the search's), which differ by the tree's shape. */
const withoutIds = (html: string) => html.replace(/_R_[0-9a-zA-Z]*_|«r[0-9a-z]+»|:[rR][0-9a-zA-Z]*:/g, '«id»');

/** The client `Header` under its providers, rendered to HTML. */
function clientHtml(skin: Skin, props: HeaderProps, config: ChromeConfig = CONFIG) {
  return renderToString(
    <ChromeProvider config={config}>
      <skin.ThemeProvider>
        <skin.Header {...props} />
      </skin.ThemeProvider>
    </ChromeProvider>,
  );
}

/** The `ServerHeader` under the page's ChromeProvider (what a Server Component page renders), to HTML. */
function serverHtml(skin: Skin, props: HeaderProps, config: ChromeConfig = CONFIG) {
  return renderToString(
    <ChromeProvider config={config}>
      <skin.ServerHeader {...props} navigationData={props.navigationData} />
    </ChromeProvider>,
  );
}

const CASES: Array<[string, HeaderProps]> = [
  ['an anonymous visitor', { navigationData: makeRawNavigationData(), queryString: 'a=1' }],
  ['a signed-in user', { navigationData: makeRawNavigationData(), user: { firstName: 'Ann' } }],
  [
    'the search variant',
    { navigationData: makeRawNavigationData(), variant: 'standardWithSearch', searchBarProps: {} },
  ],
  [
    'the search variant without search props (the icon)',
    {
      navigationData: makeRawNavigationData({ searchBar: { placeholder: 'What project?' } }),
      variant: 'standardWithSearch',
    },
  ],
  ['the AI button variant', { navigationData: makeRawNavigationData(), variant: 'standardWithAiButton' }],
  ['the AI field variant', { navigationData: makeRawNavigationData(), variant: 'standardWithAiField' }],
  [
    'text overrides, hover intent and a main content id',
    {
      navigationData: makeRawNavigationData(),
      texts: { logIn: 'Sign in' },
      hoverIntent: true,
      mainContentId: 'content',
    },
  ],
];

describe('ServerHeader on a server (no window, no document)', () => {
  it.each(SKINS)('the %s skin should render the markup of the client Header for the same data', (_name, skin) => {
    expect(typeof window).toBe('undefined');
    for (const [, props] of CASES) {
      const server = serverHtml(skin, props);
      expect(server).toContain('data-layout="desktop"');
      expect(withoutIds(server)).toBe(withoutIds(clientHtml(skin, props)));
    }
  });

  it("should render a regional site's header in its site's language and with its reviews widget", () => {
    const data = makeRawNavigationData({
      brand: { domain: 'www.travaux.com', loginUrl: '/login' },
      brandType: 'Instapro',
    });
    const config = { ...CONFIG, domain: 'www.travaux.com' };
    const server = serverHtml(instapro, { navigationData: data }, config);
    expect(withoutIds(server)).toBe(withoutIds(clientHtml(instapro, { navigationData: data }, config)));
    expect(server).toContain('Travaux.com');
  });

  it('should render the links, the panels and the logo with both dimensions, and the skip link as a plain link', () => {
    const html = serverHtml(roofline, { navigationData: makeRawNavigationData(), user: { firstName: 'Ann' } });
    // Every grouping's panel is in the HTML (closed), with its links and articles.
    expect(html).toContain('href="/cost/plumbing"');
    expect(html).toContain('href="/exterior/24"');
    expect(html).toContain('How much does a plumber cost?');
    expect(html).toMatch(/<img src="https:\/\/cdn\.roofline\.com\/logo\.svg" alt="" width="120" height="32"\/>/);
    expect(html).toMatch(/<a href="#main" class="rc-header-skip-link">Skip to main content<\/a>/);
    // The account menu's button (signed in) and the drawers' triggers, closed; no drawer yet.
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toMatch(/javascript:/i);
  });

  it('should render nothing without valid navigation data', () => {
    expectConsole('warn', 'Navigation data has no brand or groupings');
    expect(serverHtml(roofline, { navigationData: null })).toBe('');
    expect(serverHtml(roofline, { navigationData: { nonsense: true } })).toBe('');
  });

  it("should give the islands' root only plain data: what crosses from a Server Component to the client", () => {
    const data = makeRawNavigationData();
    const root = findElement(
      <ServerHeaderView navigationData={data} theme={roofline.theme} user={{ firstName: 'Ann' }} hoverIntent />,
      HeaderRoot,
    );
    expect(root).toBeDefined();
    const { children: _children, ...props } = root!.props as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    // The panels' articles stay on the server: the islands' data has none.
    const islandData = (props.menus as { data: ReturnType<typeof normalizeNavigationData> }).data!;
    expect(islandData.groupings.every((group) => group.articles.length === 0)).toBe(true);
    expect(JSON.stringify(islandData)).not.toContain('plumber-cost');
    expect(islandData.groupings[0]!.links).toEqual(normalizeNavigationData(data)!.groupings[0]!.links);
  });
});

/** Renders server components (functions without hooks) down to the first element of type `target`. */
function findElement(node: ReactNode, target: unknown): ReactElement | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findElement(child, target);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  if (node.type === target) return node;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (typeof type === 'function') return findElement((type as (p: unknown) => ReactNode)(props), target);
  return findElement(props.children, target);
}
