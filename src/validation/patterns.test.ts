import {
  BUSINESS_NAME_PATTERN,
  CITY_PATTERN,
  CREDIT_CARD_SECURITY_CODE_PATTERN,
  DIGITS_PATTERN,
  HOURS_PATTERN,
  HTTPS_URL_PATTERN,
  ISO_DATE_PATTERN,
  NUMBER_PATTERN,
  PASSWORD_PATTERN,
  POSTAL_CODE_PATTERN,
  TEXT_AREA_PATTERN,
  TITLE_PATTERN,
  URL_PATTERN,
  ZIP5_PATTERN,
  daysInMonth,
  isCreditCard,
  isEmail,
  isLeapYear,
  isLuhnValid,
  isPhoneNumber,
  isValidDate,
} from './patterns';

describe('given the exported patterns', () => {
  describe.each<[string, RegExp, string[], string[]]>([
    ['ZIP5_PATTERN', ZIP5_PATTERN, ['10001', '00000'], ['1000', '100011', '10001-1234', '1000a', ' 10001', '1e001']],
    [
      'POSTAL_CODE_PATTERN',
      POSTAL_CODE_PATTERN,
      ['10001', '10001-1234'],
      ['10001-123', '10001-12345', '10001 1234', '100011234', '1000', 'abcde'],
    ],
    ['DIGITS_PATTERN', DIGITS_PATTERN, ['0', '0123456789'], ['', '-1', '1.5', '1,000', '١٢']],
    [
      'NUMBER_PATTERN',
      NUMBER_PATTERN,
      ['0', '-12', '1,234', '1,234,567.89', '-0.5', '.5', '1234.5'],
      ['', '-', '1,23', '12,34,567', '1.', '1..2', '1,234.', '+1', '1e5', '--1', ',123'],
    ],
    [
      'URL_PATTERN',
      URL_PATTERN,
      ['http://example.com', 'https://example.com/a?b=1#c', 'HTTPS://x.io:8080/path', 'https://user:pw@host.com'],
      ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://exa mple.com', 'https:///path'],
    ],
    [
      'HTTPS_URL_PATTERN',
      HTTPS_URL_PATTERN,
      ['https://example.com', 'https://example.com/path'],
      ['http://example.com', 'https//example.com', 'https://'],
    ],
    [
      'ISO_DATE_PATTERN',
      ISO_DATE_PATTERN,
      ['2024-02-29', '2024-12-31T23:59', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00.123+05:30'],
      ['2024-13-01', '2024-00-10', '2024-01-32', '24-01-01', '2024-1-1', '2024-01-01T24:00', '2024-01-01 10:00'],
    ],
    [
      'PASSWORD_PATTERN',
      PASSWORD_PATTERN,
      ['abcdefgh', 'Pass word 12!', 'aabbccdd', 'x'.repeat(2) + 'y'.repeat(2) + '~`{}[]|\\', 'ab'.repeat(60)],
      ['abcdefg', 'aaabcdefg', 'abcdefg111', 'abc   def', 'pässwörd1', 'tab\tpassword', 'ab'.repeat(60) + 'c'],
    ],
    ['CREDIT_CARD_SECURITY_CODE_PATTERN', CREDIT_CARD_SECURITY_CODE_PATTERN, ['123', '0000'], ['12', '12345', '12a']],
    [
      'HOURS_PATTERN',
      HOURS_PATTERN,
      ['09:30 AM', '9:30 am', '12:00PM', '1:05 pm', '11:59 PM'],
      ['13:00 PM', '00:30 AM', '9:60 AM', '9:30', '09:30 XM', '0930 AM', '9:3 AM', '09:30  AM'],
    ],
    [
      'TEXT_AREA_PATTERN',
      TEXT_AREA_PATTERN,
      ['Hello, world!\nLine two: 50% off (today) & more…', 'Qu’il fait beau — «non»'.replace(/[«»]/g, '"'), ''],
      ['<script>', 'a {b}', 'back\\slash', 'tilde ~', 'pipe |', 'caret ^', 'brackets []', 'tick `'],
    ],
    [
      'TITLE_PATTERN',
      TITLE_PATTERN,
      ["Mr. O'Neil", 'Roofing & Siding (Pro): Yes!', 'Café 2'],
      ['Title; drop', 'A/B', 'line\nbreak', '<b>', 'a#1'],
    ],
    [
      'CITY_PATTERN',
      CITY_PATTERN,
      ["St. John's", 'Winston-Salem', 'Coeur d’Alene', 'São Paulo', 'Zürich'],
      ['1st City', ' Denver', '-Denver', 'Denver!', 'Denver, CO', ''],
    ],
    [
      'BUSINESS_NAME_PATTERN',
      BUSINESS_NAME_PATTERN,
      ["Bob's Roofing & Sons, Inc.", 'A+ Plumbing #1 @ Home!', 'R/C (West)'],
      ['Acme; DROP', 'Acme <b>', 'Acme_co', 'Acme\nCo', 'Acme "Pro"'],
    ],
  ])('%s', (_name, pattern, valid, invalid) => {
    it.each(valid)('should accept %j', (value) => expect(pattern.test(value)).toBe(true));
    it.each(invalid)('should refuse %j', (value) => expect(pattern.test(value)).toBe(false));
  });
});

describe('given isEmail (the loose email check)', () => {
  it.each([
    'a@b.co',
    'first.last+tag@example.com',
    "o'brien@sub.example.co.uk",
    'user@jänt.de',
    'x@123.example.io',
    'x@com.com',
    'a.b-c_d@e-f.gh',
  ])('should accept %j', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    ['no @', 'plainaddress'],
    ['two @', 'a@b@c.com'],
    ['no tld', 'a@localhost'],
    ['one-letter tld', 'a@b.c'],
    ['numeric tld', 'a@b.123'],
    ['space', 'a b@c.com'],
    ['trailing space', 'a@b.com '],
    ['empty local part', '@b.com'],
    ['empty label', 'a@b..com'],
    ['leading dot in domain', 'a@.b.com'],
    ['trailing dot', 'a@b.com.'],
    ['label starting with hyphen', 'a@-b.com'],
    ['label ending with hyphen', 'a@b-.com'],
    ['trailing U+FFFD (validator.js#1087)', 'username@domain.com\uFFFD'],
    ['leading U+FFFD', '\uFFFDusername@domain.com'],
    ['control character', 'a\u0000b@c.com'],
    ['zero-width space', 'a\u200Bb@c.com'],
    ['tripled label (validator.js#1947)', 'adsf@ad.de.de.de.de'],
    ['label over 63 characters', `a@${'b'.repeat(64)}.com`],
    ['over 254 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`],
  ])('should refuse an address with %s', (_case, value) => expect(isEmail(value)).toBe(false));
});

describe('given isLuhnValid', () => {
  it.each(['0', '79927398713', '4111111111111111', '378282246310005'])('should accept %s', (value) =>
    expect(isLuhnValid(value)).toBe(true),
  );
  it.each(['', '79927398710', '4111111111111112', '4111 1111 1111 1111', 'abc'])('should refuse %j', (value) =>
    expect(isLuhnValid(value)).toBe(false),
  );
});

describe('given isCreditCard', () => {
  it.each([
    ['Visa 16', '4111111111111111'],
    ['Visa 13', '4222222222222'],
    ['Visa 19', '4111111111111111110'],
    ['Mastercard 51-55', '5555555555554444'],
    ['Mastercard 2-series', '2223003122003222'],
    ['Amex', '378282246310005'],
    ['Diners', '30569309025904'],
    ['Diners 36', '36227206271667'],
    ['Discover', '6011111111111117'],
    ['Discover 65', '6500000000000002'],
    ['Discover 644', '6440000000000005'],
    ['Discover 622126', '6221260000000000'],
    ['JCB', '3530111333300000'],
    ['with spaces', '4111 1111 1111 1111'],
    ['with dashes', '4111-1111-1111-1111'],
  ])('should accept a %s number', (_brand, value) => expect(isCreditCard(value)).toBe(true));

  it.each([
    ['failing Luhn', '4111111111111112'],
    ['too short', '411111111111'],
    ['too long', '41111111111111111113'],
    ['unknown prefix (1)', '1111111111111117'],
    ['Mastercard 56', '5600000000000003'],
    ['Mastercard 2220', '2220000000000003'],
    ['Mastercard 2721', '2721000000000004'],
    ['JCB 3527', '3527000000000000'],
    ['UnionPay 62 outside Discover', '6200000000000005'],
    ['Mir', '2200000000000004'],
    ['letters', '4111a11111111111'],
    ['dots', '4111.1111.1111.1111'],
  ])('should refuse a %s number', (_case, value) => expect(isCreditCard(value)).toBe(false));
});

describe('given isPhoneNumber', () => {
  it.each(['2125551234', '(212) 555-1234', '212.555.1234', '212 555 1234', '9999999999'])('should accept %j', (value) =>
    expect(isPhoneNumber(value)).toBe(true),
  );
  it.each(['1125551234', '0125551234', '212555123', '21255512345', '+1 212 555 1234', '212-555-123a'])(
    'should refuse %j',
    (value) => expect(isPhoneNumber(value)).toBe(false),
  );
});

describe('given the calendar helpers', () => {
  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])('isLeapYear(%i) should be %s', (year, leap) => expect(isLeapYear(year)).toBe(leap));

  it.each([
    [2023, 2, 28],
    [2024, 2, 29],
    [2024, 4, 30],
    [2024, 6, 30],
    [2024, 9, 30],
    [2024, 11, 30],
    [2024, 1, 31],
    [2024, 12, 31],
  ])('daysInMonth(%i, %i) should be %i', (year, month, days) => expect(daysInMonth(year, month)).toBe(days));

  it.each([
    ['02/29/2024', 'MM/dd/yyyy'],
    ['12/31/1999', 'MM/dd/yyyy'],
    ['29/02/2000', 'dd/MM/yyyy'],
    ['04-30-2024', 'MM-dd-yyyy'],
    ['30-04-2024', 'dd-MM-yyyy'],
    ['01.31.2024', 'MM.dd.yyyy'],
    ['31.01.2024', 'dd.MM.yyyy'],
    ['02292024', 'MMddyyyy'],
  ] as const)('should accept %s as %s', (value, format) => expect(isValidDate(value, format)).toBe(true));

  it.each([
    ['02/29/2023', 'MM/dd/yyyy'],
    ['02/29/1900', 'MM/dd/yyyy'],
    ['04/31/2024', 'MM/dd/yyyy'],
    ['13/01/2024', 'MM/dd/yyyy'],
    ['00/10/2024', 'MM/dd/yyyy'],
    ['01/00/2024', 'MM/dd/yyyy'],
    ['01/32/2024', 'MM/dd/yyyy'],
    ['01/01/0000', 'MM/dd/yyyy'],
    ['1/1/2024', 'MM/dd/yyyy'],
    ['01-01-2024', 'MM/dd/yyyy'],
    ['31/04/2024', 'dd/MM/yyyy'],
    ['12/25/2024', 'dd/MM/yyyy'],
    ['02/28/2024', 'MM-dd-yyyy'],
    ['02.30.2024', 'MM.dd.yyyy'],
    ['02/02/2024', 'MMddyyyy'],
    ['0229202', 'MMddyyyy'],
  ] as const)('should refuse %s as %s', (value, format) => expect(isValidDate(value, format)).toBe(false));

  it('should default to MM/dd/yyyy', () => {
    expect(isValidDate('12/31/2024')).toBe(true);
    expect(isValidDate('31/12/2024')).toBe(false);
  });
});
