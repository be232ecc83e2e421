import fc from 'fast-check';
import { getProviderBadges, isCertifiedProvider } from './providerBadges';

describe('getProviderBadges', () => {
  it.each([
    [{}, []],
    [{ hasSuperServiceAward: true }, ['superServiceAward']],
    [{ isBackgroundChecked: true }, ['backgroundChecked']],
    [{ averageRating: 3.0, reviewCount: 1 }, ['certified']],
    [
      { hasSuperServiceAward: true, isBackgroundChecked: true, averageRating: 4.9, reviewCount: 210 },
      ['superServiceAward', 'backgroundChecked', 'certified'],
    ],
  ])('given %j should give %j', (provider, badges) => {
    expect(getProviderBadges(provider)).toEqual(badges);
  });

  it('given bad data should give no badges rather than throw', () => {
    expect(getProviderBadges(null)).toEqual([]);
    expect(getProviderBadges(undefined)).toEqual([]);
    expect(getProviderBadges({ hasSuperServiceAward: 'yes' as unknown as boolean })).toEqual([]);
  });
});

describe('isCertifiedProvider', () => {
  it.each([
    [3.0, 1, true],
    [2.99, 100, false],
    [5, 0, false],
    [4, null, false],
    [null, 3, false],
    [Number.NaN, 3, false],
    [4, Number.POSITIVE_INFINITY, false],
  ])('given rating %s and %s reviews should give %s', (averageRating, reviewCount, expected) => {
    expect(isCertifiedProvider({ averageRating, reviewCount })).toBe(expected);
  });

  it('should hold exactly when rating >= 3.0 and reviews >= 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.integer({ min: 0, max: 1000 }), (rating, count) => {
        expect(isCertifiedProvider({ averageRating: rating, reviewCount: count })).toBe(rating >= 3 && count >= 1);
      }),
    );
  });
});
