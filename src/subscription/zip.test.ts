import { isZip5, resolveFooterZip, sanitizeZipInput, zipToSend } from './zip';

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
    ['1-2+3e4.5', '12345'],
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
