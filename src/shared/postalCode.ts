/**
 * Postal codes by the site's country (`site.country`): how a typed value is normalised, when it is
 * complete, and the field's keyboard. Pure and small: it is in the page's up-front code.
 */

/**
 * A country's format: the complete code as written, its letters and digits without the space, and
 * where the space goes (after that many characters; negative: before the last ones). No space: digits only.
 */
type PostalFormat = readonly [written: RegExp, size: number, space?: number];

const FIVE_DIGITS: PostalFormat = [/^\d{5}$/, 5];

const FORMATS: Record<string, PostalFormat> = {
  US: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  DE: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  AT: [/^\d{4}$/, 4],
  // The outward code (2 to 4: A9, A99, A9A, AA9, AA99, AA9A), the inward code (a digit and two letters,
  // never C, I, K, M, O or V); and GIR 0AA, the one code outside the pattern (its second letter is an I).
  GB: [/^(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}|GIR 0AA)$/, 7, -3],
  // 1000 to 9999 and two letters, never SA, SD or SS.
  NL: [/^[1-9]\d{3} (?!S[ADS])[A-Z]{2}$/, 6, 4],
  // Never D, F, I, O, Q or U; never W or Z first.
  CA: [/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, 6, 3],
};

/** The format of a country (ISO 3166, `site.country`); an unknown one reads as the US. */
const formatOf = (country: string): PostalFormat => FORMATS[country] ?? FIVE_DIGITS;

const spaceAt = (code: string, at: number) => (at > 0 ? `${code.slice(0, at)} ${code.slice(at)}` : code);

/**
 * True for a complete, valid postal code of the country, as written (upper case, the space in its
 * place): what {@link normalizePostalCode} gives for a complete code.
 *
 * @example isPostalCode('SW1A 1AA', 'GB') // true
 * @example isPostalCode('1234') // false (US: exactly five digits)
 */
export function isPostalCode(value: unknown, country = 'US'): value is string {
  return typeof value === 'string' && formatOf(country)[0].test(value);
}

/**
 * What a typed or pasted value becomes: the country's letters and digits in upper case, cut at the
 * code's length, with the space where the format has it; while a code is incomplete, a space typed
 * where one may go is kept. Nothing typed is lost beyond that. US and the other all-digit formats keep
 * the digits only.
 *
 * @example normalizePostalCode('sw1a1aa', 'GB') // 'SW1A 1AA'
 * @example normalizePostalCode(' k1a-0b1 ', 'CA') // 'K1A 0B1'
 * @example normalizePostalCode('1e0-2.3+456') // '10234'
 */
export function normalizePostalCode(value: unknown, country = 'US'): string {
  const [written, size, space] = formatOf(country);
  const text = typeof value === 'string' || typeof value === 'number' ? `${value}`.toUpperCase() : '';
  if (!space) return text.replace(/\D/g, '').slice(0, size);
  // Any run of other characters (spaces, a dash) is one separator, as the user placed it.
  const spaced = text.replace(/[^A-Z\d]+/g, ' ').trimStart();
  const typed = spaced.indexOf(' ');
  const code = spaced.replace(/ /g, '').slice(0, size);
  if (space > 0) return spaceAt(code, code.length > space || typed === space ? space : 0);
  // UK: the space before the inward code once the code is complete, else where typed after 2 to 4.
  const complete = spaceAt(code, code.length + space);
  return written.test(complete) ? complete : spaceAt(code, typed > 1 && typed < 5 ? typed : 0);
}

/** A US ZIP+4 as detected (`10001-1234`, `10001 1234`, `100011234`): its five digits are the zip. */
const ZIP_PLUS_4 = /^(\d{5})[- ]?\d{4}$/;

/**
 * A detected code (the CDN's, a default) as its field shows it: the country's complete code, normalised
 * (only case and separators changed), else '' and the field stays empty. A first part of a code, another
 * country's code or one that would have to be cut is none: a Canadian K1A 0B1 on the US site is not the
 * zip 101, a German 10115 on the Austrian site is not the Viennese 1011, an Austrian 1010 on the German
 * site is no German code. A US ZIP+4 shows its five digits (spec 5 sends five).
 *
 * @example detectedPostalCode('sw1a1aa', 'GB') // 'SW1A 1AA'
 * @example detectedPostalCode('sw1a', 'GB') // ''
 * @example detectedPostalCode('K1A 0B1', 'US') // ''
 */
export function detectedPostalCode(value: unknown, country = 'US'): string {
  const text = typeof value === 'string' || typeof value === 'number' ? `${value}`.trim().toUpperCase() : '';
  const zip5 = country === 'US' ? ZIP_PLUS_4.exec(text)?.[1] : undefined;
  if (zip5) return zip5;
  const code = normalizePostalCode(text, country);
  const bare = (written: string) => written.replace(/[^A-Z\d]/g, '');
  return isPostalCode(code, country) && bare(code) === bare(text) ? code : '';
}

/**
 * The postal-code input's attributes for the country (with `autoComplete="postal-code"`): the numeric
 * keyboard and a length cap for an all-digit code; the text keyboard for one with letters, which has no
 * `maxLength` (a browser would cut a pasted code with spaces or a dash before it is normalised).
 */
export function postalCodeInput(country = 'US'): {
  inputMode: 'numeric' | 'text';
  pattern?: string | undefined;
  maxLength?: number | undefined;
} {
  const [, size, space] = formatOf(country);
  return space ? { inputMode: 'text' } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: size };
}
