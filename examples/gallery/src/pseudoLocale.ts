import { defineCatalogue, enUS, type ChromeMessages, type PluralText } from '../../../src';

/** The pseudo-locale of the visual check: every text about 40% longer, with accents, so clipping shows. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

/** 'Search' gives '[Šéárçh ẋẋẋ]': accented, and about 40% more letters in more words. */
function longer(text: string): string {
  const accented = text.replace(/\{count\}|./gu, (part) => ACCENTS[part] ?? part);
  // The padding in words of up to six letters, as a language's longer text would be (the German
  // locale at 320 px is the check for long single words).
  const padding = 'ẋ'.repeat(Math.max(2, Math.ceil(text.length * 0.4))).replace(/(.{6})(?=.)/gu, '$1 ');
  return `[${accented} ${padding}]`;
}

function pseudo<T extends object>(texts: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts))
    out[key] =
      typeof value === 'string'
        ? longer(value)
        : Object.fromEntries(Object.entries(value as PluralText).map(([form, text]) => [form, longer(text)]));
  return out as T;
}

const messages = Object.fromEntries(
  Object.entries(enUS.messages).map(([area, texts]) => [area, pseudo(texts)]),
) as unknown as ChromeMessages;

/** Every text of the built-in catalogue, longer (the gallery's `?brand=pseudo`). */
export const pseudoCatalogue = defineCatalogue(PSEUDO_LOCALE, messages);
