import { detectedPostalCode, isPostalCode, normalizePostalCode, postalCodeInput } from './postalCode';

describe('postal codes by country', () => {
  describe('isPostalCode: a complete, valid code in its written form', () => {
    it.each([
      // US (spec 5): exactly five digits, unchanged
      ['US', '10001', true],
      ['US', '1000', false],
      ['US', '100011', false],
      ['US', ' 10001', false],
      ['US', '10001-1234', false],
      // UK: outward code of 2 to 4, a space, inward code of 3
      ['GB', 'SW1A 1AA', true],
      ['GB', 'M1 1AA', true],
      ['GB', 'B33 8TH', true],
      ['GB', 'CR2 6XH', true],
      ['GB', 'DN55 1PT', true],
      ['GB', 'EC1A 1BB', true],
      ['GB', 'W1A 0AX', true],
      // Every outward format (A9, A99, A9A, AA9, AA99, AA9A) and the one exception, GIR 0AA
      ['GB', 'GIR 0AA', true],
      ['GB', 'E1W 1AA', true],
      ['GB', 'WC2H 7LT', true],
      ['GB', 'GIR 0AB', false],
      ['GB', 'SW1A1AA', false],
      ['GB', 'sw1a 1aa', false],
      ['GB', 'SW1A 1A', false],
      ['GB', 'SW1A 1CA', false], // C never in the inward code
      ['GB', 'Q1 1AA', false], // Q never first
      ['GB', '1A 1AA', false],
      // NL: four digits (not starting with 0), a space, two letters other than SA, SD, SS
      ['NL', '1012 AB', true],
      ['NL', '9999 ZZ', true],
      ['NL', '1012AB', false],
      ['NL', '0123 AB', false],
      ['NL', '1012 SA', false],
      ['NL', '1012 SD', false],
      ['NL', '1012 SS', false],
      ['NL', '1012 SB', true],
      // CA: letter digit letter, a space, digit letter digit, with Canada Post's letters
      ['CA', 'K1A 0B1', true],
      ['CA', 'H0H 0H0', true],
      ['CA', 'V6B 4Y8', true],
      ['CA', 'K1A0B1', false],
      ['CA', 'D1A 0B1', false], // D never used
      ['CA', 'W1A 0B1', false], // W and Z never first
      ['CA', 'K1A 0O1', false], // O never used
      // AT four digits; FR, DE, IT five
      ['AT', '1010', true],
      ['AT', '10100', false],
      ['FR', '75008', true],
      ['FR', '7500', false],
      ['DE', '10115', true],
      ['IT', '00184', true],
      ['IT', '0018A', false],
    ])('%s %p should be %p', (country, value, expected) => {
      expect(isPostalCode(value, country)).toBe(expected);
    });

    it('should read the US format without a country, for an unknown one, and refuse a non-string', () => {
      expect(isPostalCode('10001')).toBe(true);
      expect(isPostalCode('10001', 'ZZ')).toBe(true);
      expect(isPostalCode('SW1A 1AA')).toBe(false);
      expect(isPostalCode(10001 as unknown as string)).toBe(false);
      expect(isPostalCode(undefined)).toBe(false);
    });
  });

  describe('normalizePostalCode: what a typed or pasted value becomes', () => {
    it.each([
      // US: digits only, cut at five (as today)
      ['US', '1e0-2.3+456', '10234'],
      ['US', ' 10001 ', '10001'],
      ['US', 'abc', ''],
      // UK: upper case, the space before the inward code once complete
      ['GB', 'sw1a1aa', 'SW1A 1AA'],
      ['GB', 'SW1A 1AA', 'SW1A 1AA'],
      ['GB', 'sw1a-1aa', 'SW1A 1AA'],
      ['GB', 'SW 1A1AA', 'SW1A 1AA'],
      ['GB', 'm11aa', 'M1 1AA'],
      ['GB', 'cr26xh', 'CR2 6XH'],
      ['GB', '  ec1a 1bb  ', 'EC1A 1BB'],
      ['GB', 'SW1A 1AAX', 'SW1A 1AA'],
      // UK while typing: nothing lost, a typed space kept after an outward code of 2 to 4
      ['GB', 'sw1', 'SW1'],
      ['GB', 'sw1a1', 'SW1A1'],
      ['GB', 'sw1a ', 'SW1A '],
      ['GB', 'sw1a 1a', 'SW1A 1A'],
      ['GB', 'm1 ', 'M1 '],
      ['GB', ' ', ''],
      // NL: the space after the four digits
      ['NL', '1012ab', '1012 AB'],
      ['NL', '1012 ab', '1012 AB'],
      ['NL', '1012', '1012'],
      ['NL', '1012 ', '1012 '],
      ['NL', '1012a', '1012 A'],
      ['NL', '1012-AB-X', '1012 AB'],
      // CA: the space after the forward sortation area
      ['CA', ' k1a-0b1 ', 'K1A 0B1'],
      ['CA', 'k1a0b1', 'K1A 0B1'],
      ['CA', 'k1a', 'K1A'],
      ['CA', 'k1a ', 'K1A '],
      ['CA', 'k1a0', 'K1A 0'],
      ['CA', 'K1A 0B1 2', 'K1A 0B1'],
      // AT, FR, DE, IT: digits only
      ['AT', 'A-1010', '1010'],
      ['AT', '10100', '1010'],
      ['FR', '75 008', '75008'],
      ['DE', 'D-10115', '10115'],
      ['IT', '00184x', '00184'],
    ])('%s %p should give %p', (country, value, expected) => {
      expect(normalizePostalCode(value, country)).toBe(expected);
    });

    it('should give a complete code in its valid written form, and keep it when normalised again', () => {
      for (const [country, code] of [
        ['GB', 'sw1a1aa'],
        ['NL', '1012ab'],
        ['CA', 'k1a0b1'],
        ['AT', '1010'],
      ] as const) {
        const once = normalizePostalCode(code, country);
        expect(isPostalCode(once, country)).toBe(true);
        expect(normalizePostalCode(once, country)).toBe(once);
      }
    });

    it('should take a number, and give nothing for what is not text', () => {
      expect(normalizePostalCode(10001)).toBe('10001');
      expect(normalizePostalCode(undefined)).toBe('');
      expect(normalizePostalCode(null, 'GB')).toBe('');
    });
  });

  describe('detectedPostalCode: a detected code is used only when it is a complete code of the country', () => {
    it.each([
      ['GB', 'sw1a1aa', 'SW1A 1AA'],
      ['GB', 'gir0aa', 'GIR 0AA'],
      ['GB', 'GIR 0AA', 'GIR 0AA'],
      // Only the first part of a code: not a code of the country, the field stays empty
      ['GB', 'SW1A', ''],
      ['NL', '1012', ''],
      ['CA', 'k1a', ''],
      ['GB', 'SW1A 1AAB', ''],
      // A US zip is no start of a UK, Dutch or Canadian code: nothing, not '100 01' or '1000 1'
      ['GB', '10001', ''],
      ['NL', '10001', ''],
      ['CA', '10001', ''],
      ['NL', '1012-ab', '1012 AB'],
      ['CA', 'K1A0B1', 'K1A 0B1'],
      ['AT', '1010', '1010'],
      ['AT', '10115', ''],
      ['FR', '75008', '75008'],
      ['DE', '10115', '10115'],
      ['DE', 'D-10115', ''],
      // An Austrian code is no German one (its comment always promised '')
      ['DE', '1010', ''],
      // US: five digits, or ZIP+4 shown as its five digits (spec 5 sends five)
      ['US', '10001', '10001'],
      ['US', ' 10001 ', '10001'],
      ['US', '10001-1234', '10001'],
      ['US', '100011234', '10001'],
      // Another country's code is never cut into a US zip (it prefilled '101' and '11')
      ['US', 'K1A 0B1', ''],
      ['US', 'SW1A 1AA', ''],
      ['US', '1010', ''],
      ['US', '98-1O40', ''],
      ['US', '123456', ''],
      ['GB', undefined, ''],
      ['US', null, ''],
    ])('%s %p should show %p', (country, value, expected) => {
      expect(detectedPostalCode(value, country)).toBe(expected);
    });
  });

  describe('postalCodeInput: the field of the country', () => {
    it.each([
      ['US', { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 }],
      ['FR', { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 }],
      ['DE', { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 }],
      ['IT', { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 }],
      ['AT', { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4 }],
      // Letters: the text keyboard, and no maxLength (a browser cuts a pasted " k1a-0b1 " at it
      // before it is normalised); normalising caps the length instead.
      ['GB', { inputMode: 'text' }],
      ['NL', { inputMode: 'text' }],
      ['CA', { inputMode: 'text' }],
    ])('%s should give %p', (country, expected) => {
      expect(postalCodeInput(country)).toEqual(expected);
    });

    it('should give the US field without a country', () => {
      expect(postalCodeInput()).toEqual({ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 });
    });
  });
});
