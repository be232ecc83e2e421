import { validate } from '../validation';
import { DEFAULT_SUBSCRIPTION_MESSAGES, createFooterChecks, createFooterRules } from './subscriptionRules';

const ZIP_INVALID = DEFAULT_SUBSCRIPTION_MESSAGES.zipInvalid;

describe("the footer's ZIP check by the site's country", () => {
  it.each([
    ['US', '', undefined],
    ['US', '10001', undefined],
    ['US', ' 10001 ', undefined],
    ['US', '1000', ZIP_INVALID],
    ['US', 'SW1A 1AA', ZIP_INVALID],
    ['GB', 'SW1A 1AA', undefined],
    ['GB', 'SW1A 1A', ZIP_INVALID],
    ['GB', '10001', ZIP_INVALID],
    ['NL', '1012 AB', undefined],
    ['NL', '1012 SS', ZIP_INVALID],
    ['CA', 'K1A 0B1', undefined],
    ['AT', '1010', undefined],
    ['AT', '10001', ZIP_INVALID],
    ['FR', '75008', undefined],
  ])('in %s, %p should give %p', (country, zip, expected) => {
    expect(createFooterChecks(DEFAULT_SUBSCRIPTION_MESSAGES, country).zipCode?.(zip)).toBe(expected);
  });

  it('should check the US format without a country', () => {
    expect(createFooterChecks(DEFAULT_SUBSCRIPTION_MESSAGES).zipCode?.('SW1A 1AA')).toBe(ZIP_INVALID);
  });

  it('should give the same answer through the generic validator', () => {
    const rules = createFooterRules(DEFAULT_SUBSCRIPTION_MESSAGES, 'GB');
    expect(validate({ email: 'a@b.co', zipCode: 'SW1A 1AA' }, rules).valid).toBe(true);
    expect(validate({ email: 'a@b.co', zipCode: 'SW1A' }, rules).errors).toEqual({ zipCode: ZIP_INVALID });
  });
});
