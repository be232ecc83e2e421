import { checkUserToken, isValidUserToken } from './userToken';
import { expectConsole } from '../../test/console';

describe('the user-token rule', () => {
  it.each([
    ['a', true],
    ['anon-123_ABC', true],
    ['x'.repeat(64), true],
    ['', false],
    ['x'.repeat(65), false],
    ['has spaces', false],
    ['ümlaut', false],
    [42, false],
    [undefined, false],
  ])('given %j should say valid=%s', (token, valid) => {
    expect(isValidUserToken(token)).toBe(valid);
  });

  it('given a bad token, checkUserToken should warn once and return false; a good one stays silent', () => {
    expectConsole(
      'warn',
      'Search user token "no way!" should be 1 to 64 characters of letters, digits, underscore or hyphen.',
      'Search user token 7 should be 1 to 64 characters of letters, digits, underscore or hyphen.',
    );
    const warn = jest.spyOn(console, 'warn');
    try {
      expect(checkUserToken('anon-1')).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      expect(checkUserToken('no way!')).toBe(false);
      expect(checkUserToken(7)).toBe(false);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"no way!" should be 1 to 64 characters'));
    } finally {
      warn.mockRestore();
    }
  });
});
