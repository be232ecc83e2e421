/** @jest-environment node */
// Server output a shared cache may keep (issue 37): the server-rendered header and footer put only what
// their markup needs into the props of their client islands (what a React Server Component payload
// serialises) and into the HTML. A session's user object carries more than the greeting's first name;
// none of it, nor the footer's per-visitor ids and postal codes, may reach either.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { expectConsole } from '../../../../test/console';
import { makeRawNavigationData } from '../../../../src/navigation/__fixtures__/navigationData';
import * as homeadvisor from '../../../homeadvisor';
import * as instapro from '../../../instapro';
import * as roofline from '../../../roofline';

/** What a session's user holds besides the first name the greeting shows. */
const SESSION_USER = {
  firstName: 'Ann',
  email: 'ann.secret@example.com',
  accessToken: 'tok-5ec2e7-access',
  refreshToken: 'tok-5ec2e7-refresh',
  userId: 'user-5ec2e7',
};
/** The footer's per-visitor props (spec 3's footer props). */
const VISITOR = {
  userId: 'user-5ec2e7',
  anonymousId: 'anon-5ec2e7',
  cfPostalCode: '80202',
  calculatedZip: '94117',
};
const SECRETS = [
  SESSION_USER.email,
  SESSION_USER.accessToken,
  SESSION_USER.refreshToken,
  VISITOR.userId,
  VISITOR.anonymousId,
  VISITOR.cfPostalCode,
  VISITOR.calculatedZip,
];

const root = join(__dirname, '../../../..');

/**
 * Every export of the project's 'use client' modules: the client references a Server Component
 * renders. A server module's export re-exported by a 'use client' entry (a skin's `header.ts` passes
 * on `ServerHeader`; the build hoists it out) stays a server component.
 */
function clientReferences(): Set<unknown> {
  const found = new Set<unknown>();
  const server = new Set<unknown>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__fixtures__') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const client = /^\s*['"]use client['"]/.test(readFileSync(path, 'utf8'));
        if (!client && !/server/i.test(relative(root, path))) continue;
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const exports = require(`./${relative(__dirname, path)}`) as Record<string, unknown>;
        for (const value of Object.values(exports)) if (value) (client ? found : server).add(value);
      }
    }
  };
  walk(join(root, 'src'));
  walk(join(root, 'skins'));
  for (const value of server) found.delete(value);
  return found;
}

/**
 * The props a Server Component render hands to client components, serialised as an RSC payload
 * would (functions cannot cross and are left out): server components (plain functions) are called,
 * client references are recorded and their children walked (the server renders those too).
 */
function islandProps(node: ReactNode, clients: Set<unknown>, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) islandProps(child, clients, out);
    return out;
  }
  if (!isValidElement(node)) return out;
  const { type, props } = node as ReactElement<{ children?: ReactNode } & Record<string, unknown>>;
  const { children, ...rest } = props;
  if (clients.has(type)) {
    out.push(JSON.stringify(rest, (_key, value: unknown) => (isValidElement(value) ? '[element]' : value)));
    for (const value of Object.values(rest)) if (isValidElement(value)) islandProps(value, clients, out);
    return islandProps(children, clients, out);
  }
  if (typeof type === 'function') return islandProps((type as (p: unknown) => ReactNode)(props), clients, out);
  return islandProps(children, clients, out);
}

const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('server output a shared cache may keep', () => {
  const clients = clientReferences();

  it.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
    ['instapro', instapro],
  ])("the %s ServerHeader gives its islands the user's first name only", (_name, skin) => {
    const element = <skin.ServerHeader navigationData={makeRawNavigationData()} user={SESSION_USER} />;
    const props = islandProps(element, clients);
    expect(props.length).toBeGreaterThan(0);
    const payload = props.join('\n');
    // The greeting's first name crosses (the account menu's islands say it); nothing else of the user.
    expect(payload).toContain('"user":{"firstName":"Ann"}');
    expect(leaks(payload)).toEqual([]);
    const html = renderToString(element);
    expect(leaks(html)).toEqual([]);
  });

  it.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
  ])('the %s ServerFooter puts no per-visitor id or postal code in its islands or its HTML', (_name, skin) => {
    // A page that passes them anyway (JavaScript, or props spread from a session) gets them dropped.
    expectConsole('warn', 'ServerFooter dropped userId, anonymousId, cfPostalCode, calculatedZip');
    const visitor: Record<string, string> = VISITOR;
    const element = <skin.ServerFooter brand="ROOFLINE" showSubscriptionBanner {...visitor} queryString="a=1" />;
    const payload = islandProps(element, clients).join('\n');
    expect(payload).toContain('queryString');
    expect(leaks(payload)).toEqual([]);
    expect(leaks(renderToString(element))).toEqual([]);
  });
});
