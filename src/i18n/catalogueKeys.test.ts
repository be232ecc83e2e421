/**
 * No dead key: every text of the catalogues is read by some component or hook, and every locale has every
 * key. A key nothing reads (a text replaced by a table of its own, a component removed) fails here, so a
 * translation cannot silently diverge from what a page shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RegionalVariant } from '../brand';
import { REGIONAL_FOOTERS } from '../footer/data/regional';
import { REGIONAL_FOOTER_TEXTS } from '../footer/data/regional/texts';
import { localiseRegionalFooter, regionalFooterArea } from '../footer/localiseRegionalFooter';
import { getErrorMessage } from '../errors/errorCatalogue';
import { ERROR_TEXTS_EN_US } from '../errors/useErrorMessages';
import { VARIANTS, withFooters } from './__fixtures__/withFooters';
import * as locales from './locales';
import type { ChromeCatalogue } from './messages.types';

const ROOT = join(__dirname, '..', '..');

/** The library's own sources: src/ and skins/, without tests, fixtures and the catalogues themselves. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const code = [...sources('src'), ...sources('skins')]
  .filter((path) => !path.split(sep).join('/').startsWith('src/i18n/'))
  .map((path) => ({ path: relative(ROOT, join(ROOT, path)), text: readFileSync(join(ROOT, path), 'utf8') }));

/** What shows a file reads an area's texts: the area's hook call, its catalogue entry or its texts type. */
const AREA_EVIDENCE: Readonly<Record<string, RegExp>> = {
  header: /useChromeTexts\('header'|messages\.header\b|\bHeader\w*Texts\b|\bMenu\w*Props\b/,
  search: /useChromeTexts\('search'|messages\.search\b|\bSearch\w*Texts\b/,
  signup: /useChromeTexts\('signup'|messages\.signup\b|\bSignup\w*Texts\b/,
  chat: /useChromeTexts\('chat'|messages\.chat\b|\bChat\w*Texts\b/,
  widgets: /useChromeTexts\('widgets'|messages\.widgets\b|\bWidget\w*Texts\b/,
  rooflineFooter: /messages\.rooflineFooter\b|\bRooflineFooterTexts\b|\bGlobalFooterCommonTexts\b/,
  homeAdvisorFooter: /messages\.homeAdvisorFooter\b|\bHomeAdvisorFooterTexts\b|\bGlobalFooterCommonTexts\b/,
};

/** The areas that name a key: a key of one area only is read wherever a text object's property is read. */
const areasOfKey = (key: string) =>
  Object.entries(withFooters(locales.enUS).messages)
    .filter(([, texts]) => key in (texts as object))
    .map(([area]) => area);

/**
 * The files that read `area.key`: a text object's property (`texts.key`, `texts?.key`, `texts['key']`,
 * `messages.area.key`),
 * the key destructured from texts, or passed by name (`own(name, 'viewAll')`); for a key several areas
 * have, only in a file that reads the area.
 */
function readers(area: string, key: string): string[] {
  const read = new RegExp(
    `[tT]exts\\??\\.${key}\\b|messages\\.\\w+\\.${key}\\b|[tT]exts\\[['"]${key}['"]\\]|\\{[^}=]*\\b${key}\\b[^}=]*\\}\\s*=\\s*[\\w.]*[tT]exts|['"]${key}['"]`,
  );
  const shared = areasOfKey(key).length > 1;
  return code
    .filter(({ text }) => read.test(text) && (!shared || (AREA_EVIDENCE[area]?.test(text) ?? false)))
    .map(({ path }) => path);
}

const ALL: readonly ChromeCatalogue[] = Object.values(locales).map(withFooters);
const enUS = withFooters(locales.enUS);

const keysOf = (catalogue: ChromeCatalogue) =>
  Object.entries(catalogue.messages).flatMap(([area, texts]) =>
    Object.keys(texts as object).map((key) => `${area}.${key}`),
  );

/** The keys of a regional footer's texts its localisation reads from its site's data. */
function regionalKeysRead(variant: RegionalVariant): Set<string> {
  const read = new Set<string>();
  const texts = new Proxy(
    { ...REGIONAL_FOOTER_TEXTS[variant] },
    {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    },
  );
  localiseRegionalFooter(REGIONAL_FOOTERS[variant], texts);
  return read;
}

/** Keys read by a test of their own below rather than by their name in the sources. */
const readByOwnTest = (path: string) =>
  path.startsWith('errors.') || VARIANTS.some((v) => path.startsWith(`${regionalFooterArea(v)}.`));

describe('catalogue keys', () => {
  it.each(keysOf(enUS).filter((path) => !readByOwnTest(path)))('%s is read by some component or hook', (path) => {
    const [area, key] = path.split('.') as [string, string];
    expect({ path, readBy: readers(area, key).length > 0 }).toEqual({ path, readBy: true });
  });

  it.each(VARIANTS)('every text of the %s footer is read from its data, and no text of it is empty', (variant) => {
    const area = regionalFooterArea(variant);
    const unread = Object.keys(REGIONAL_FOOTER_TEXTS[variant]).filter((key) => !regionalKeysRead(variant).has(key));
    expect({ area, unread }).toEqual({ area, unread: [] });
    // Every title, link text and name of the data has its text: none is left as the data's ''.
    const content = localiseRegionalFooter(REGIONAL_FOOTERS[variant], REGIONAL_FOOTER_TEXTS[variant]);
    const empty = JSON.stringify(content).match(/"(?:title|text|country|eyebrow)":""/g) ?? [];
    expect({ area, empty }).toEqual({ area, empty: [] });
  });

  it.each(Object.keys(ERROR_TEXTS_EN_US))('errors.%s is the message getErrorMessage gives', (key) => {
    const status = key === 'default' ? 599 : Number(key);
    expect(getErrorMessage(status, { texts: { [key]: 'from the catalogue' } })).toBe('from the catalogue');
  });

  it.each(ALL.map((c) => [c.locale, c] as const))('%s has every key of en-US, and no other', (_locale, catalogue) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(enUS).sort());
  });
});
