/**
 * The native floor of the interaction bench (issue 33): the Roofline header's own server markup (the
 * same `Header` the gallery shows, rendered to HTML with its styles) made to open with no script at
 * all: the navigation drawer and the mobile search are native `<dialog>`s and the desktop panels and
 * the account menu `popover`s, each opened by its button's `commandfor` / `command` (Invoker
 * Commands) and closed by a `command="close"` button or the popover's light dismiss (Escape). What an
 * open costs when the browser does all of it: the bench prints ours ÷ this.
 */
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { navigationFor } from '../../testing/devApi/data/navigation';
import { ChromeProvider } from '../../src';
import { Header, ThemeProvider } from '../../skins/roofline';

const LOCATION = () => ({
  href: 'https://www.roofline.com/',
  origin: 'https://www.roofline.com',
  pathname: '/',
  search: '',
  hash: '',
});

/** A popover's closed state wins over the skins' own `display` (author rules beat the UA's). */
const NATIVE_CSS =
  '[popover]:not(:popover-open){display:none!important}' +
  // Under the bar, where the skin's panel drops (the skin's own position would put it off screen in the top layer).
  '[popover]:popover-open{position:fixed!important;inset:120px 0 auto!important;margin:0 auto!important;max-width:1200px}' +
  'dialog{max-height:100vh;overflow:auto}dialog::backdrop{background:rgb(0 0 0/.4)}';

function header(signedIn: boolean): string {
  const data = navigationFor('www.roofline.com', '/assets');
  return renderToString(
    <ChromeProvider config={{ brand: 'ROOFLINE', location: LOCATION, navigate: () => undefined }}>
      <ThemeProvider>
        <Header navigationData={data} user={signedIn ? { firstName: 'Pat' } : null} />
      </ThemeProvider>
    </ChromeProvider>,
  );
}

/** The header's markup with its popups opened by the browser alone; the body of the bench page. */
export function nativeFloorHtml(signedIn: boolean): string {
  const dom = new JSDOM(`<!doctype html><body>${header(signedIn)}</body>`);
  const { document } = dom.window;
  const el = (tag: string, attrs: Record<string, string>, ...children: Array<Node | string>) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  const root = document.querySelector('header');
  if (!root) throw new Error('native floor: the header rendered nothing');
  const invoke = (button: Element, target: string, command: string) => {
    button.setAttribute('commandfor', target);
    button.setAttribute('command', command);
    button.setAttribute('aria-controls', target);
  };

  // Desktop panels: each grouping's panel a popover of its title button.
  for (const trigger of root.querySelectorAll('nav button[aria-controls]')) {
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.removeAttribute('hidden');
    panel.setAttribute('popover', 'auto');
    invoke(trigger, panel.id, 'toggle-popover');
  }
  const links = (selector: string) =>
    [...root.querySelectorAll<HTMLAnchorElement>(`[data-layout="desktop"] ${selector}`)].map((a) =>
      el('li', {}, el('a', { href: a.getAttribute('href') ?? '#' }, a.textContent ?? '')),
    );

  // The account menu: the avatar opens a popover menu of the account's links.
  const avatar = root.querySelector('[data-layout="desktop"] button[aria-label="Account menu"]');
  if (avatar) {
    const menu = el(
      'div',
      { id: 'native-account', popover: 'auto', role: 'menu', 'aria-label': 'Account menu' },
      ...['My Account', 'My Projects', 'Log Out'].map((name) =>
        el('a', { role: 'menuitem', href: '/account', tabindex: '-1' }, name),
      ),
    );
    avatar.after(menu);
    invoke(avatar, menu.id, 'toggle-popover');
  }

  /** A modal <dialog> opened by `trigger` (show-modal), closed by its first button (close). */
  const nativeDialog = (trigger: Element | null, id: string, label: string, closeLabel: string, ...body: Node[]) => {
    if (!trigger) return;
    const dialog = el(
      'dialog',
      { id, 'aria-label': label },
      el('button', { type: 'button', commandfor: id, command: 'close' }, closeLabel),
      ...body,
    );
    document.body.append(dialog);
    invoke(trigger, id, 'show-modal');
  };

  // The navigation drawer: the groupings and the links, with a close button.
  nativeDialog(
    root.querySelector('[data-layout="mobile"] button[aria-label="Open menu"]'),
    'native-drawer',
    'Menu',
    'Close menu',
    el(
      'ul',
      {},
      ...[...root.querySelectorAll('[data-layout="desktop"] nav button[aria-controls]')].map((title) =>
        el('li', {}, el('button', { type: 'button' }, title.textContent ?? '')),
      ),
    ),
    el('ul', {}, ...links('a[href]').slice(0, 12)),
  );

  // The mobile search: the search form, with a back button.
  nativeDialog(
    root.querySelector('[data-layout="mobile"] button[aria-label="Search"]'),
    'native-search',
    'Search for a project',
    'Back',
    el(
      'form',
      { action: '/search', method: 'get' },
      el('input', { name: 'q', 'aria-label': 'Search for a project', autofocus: '' }),
      el('button', {}, 'Search'),
    ),
  );

  return `<style>${NATIVE_CSS}</style>${document.body.innerHTML}`;
}
