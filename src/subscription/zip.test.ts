import { cleanTypedZip, isZip5, resolveFooterZip, sanitizeZipInput, zipToSend } from './zip';

describe('zip helpers (spec 5)', () => {
  it.each([
    ['10001', true],
    ['1000', false],
    ['100011', false],
    ['1e001', false],
    [' 10001', false],
  ])('isZip5(%p) should be %p', (value, expected) => {
    expect(isZip5(value)).toBe(expected);
  });

  it.each([
    ['1-2+3e4.5', ''],
    ['123456789', '12345'],
    ['abc', ''],
    [undefined, ''],
  ])('sanitizeZipInput(%p) should give %p', (value, expected) => {
    expect(sanitizeZipInput(value)).toBe(expected);
  });

  it('should send a banner zip only when it is exactly five digits', () => {
    expect(zipToSend('10001')).toBe('10001');
    expect(zipToSend('1000')).toBeUndefined();
  });

  it.each([
    ['30301', '80202', '80203', '30301'],
    ['', '80202', '80203', '80202'],
    ['', '8020', '80203', '80203'],
    ['', '', ' 80203 ', '80203'],
    ['', undefined, undefined, undefined],
  ])('resolveFooterZip(%p, %p, %p) should give %p', (entered, calculated, detected, expected) => {
    expect(resolveFooterZip(entered, calculated, detected)).toBe(expected);
  });
});

describe("zip helpers by the site's country", () => {
  it.each([
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['NL', '1012ab', '1012 AB'],
    ['CA', ' k1a-0b1 ', 'K1A 0B1'],
    ['AT', 'A-10100', ''],
    ['US', '1-2+3e4.5', ''],
    ['US', 'K1A 0B1', ''],
  ])('sanitizeZipInput(%p country, %p) should give %p', (country, value, expected) => {
    expect(sanitizeZipInput(value, country)).toBe(expected);
  });

  it.each([
    // The US banner keeps digits only; the US footer keeps what was typed (its input caps the length).
    ['US', 'digitsOnly', '1e0-2', '102'],
    ['US', 'maxLength', '1e0-2', '1e0-2'],
    ['GB', 'digitsOnly', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'maxLength', 'sw1a1aa', 'SW1A 1AA'],
    ['AT', 'maxLength', 'A-1010', '1010'],
  ] as const)('cleanTypedZip in %s, %s: %p should give %p', (country, zipInput, value, expected) => {
    expect(cleanTypedZip(value, zipInput, country)).toBe(expected);
  });

  it.each([
    ['GB', 'SW1A 1AA', 'SW1A 1AA'],
    ['GB', ' SW1A 1AA ', 'SW1A 1AA'],
    ['GB', 'SW1A 1A', undefined],
    ['GB', '10001', undefined],
    ['NL', '1012 AB', '1012 AB'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['AT', '1010', '1010'],
    ['AT', '10001', undefined],
    ['GB', 'SW1A 1AAB', undefined],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['US', 'SW1A 1AA', undefined],
  ])('zipToSend in %s: %p should send %p', (country, value, expected) => {
    expect(zipToSend(value, country)).toBe(expected);
  });

  it.each([
    // Typed: sent as typed (the footer's checks let only an empty or valid code through).
    ['GB', 'EC1A 1BB', 'SW1A 1AA', 'M1 1AA', 'EC1A 1BB'],
    // Detected codes are used only when valid for the country, normalised.
    ['GB', '', 'sw1a1aa', 'M1 1AA', 'SW1A 1AA'],
    ['GB', '', '80202', 'm1 1aa', 'M1 1AA'],
    ['GB', '', '80202', '80203', undefined],
    ['NL', '', undefined, '1012ab', '1012 AB'],
    ['CA', '', 'K1A', '90210', undefined],
    ['AT', '', '10100', '1010', '1010'],
    // The US chain is spec 5's: the CDN's code is used as given.
    ['US', '', 'sw1a1aa', ' 80203 ', '80203'],
    ['US', '', '8020', 'M1 1AA', 'M1 1AA'],
  ])('resolveFooterZip in %s (%p, %p, %p) should give %p', (country, entered, calculated, detected, expected) => {
    expect(resolveFooterZip(entered, calculated, detected, country)).toBe(expected);
  });
});

describe("the banner's prefill by the site's country", () => {
  it.each([
    ['GB', 'sw1a', ''],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['AT', '10115', ''],
    ['US', '10001-1234', '10001'],
  ])('in %s, the detected %p should show %p', (country, value, expected) => {
    expect(sanitizeZipInput(value, country)).toBe(expected);
  });
});
