import { DESIGN_TOKENS as DEPRECATED_CORE_TOKENS } from '../../src';
import { rooflineTheme } from './theme';
import { DESIGN_TOKENS } from './tokens';

describe('DESIGN_TOKENS', () => {
  it('is what every theme carries', () => {
    expect(rooflineTheme.tokens).toBe(DESIGN_TOKENS);
  });

  it('still matches the deprecated copy exported from @roofline/chrome', () => {
    expect(DEPRECATED_CORE_TOKENS).toEqual(DESIGN_TOKENS);
  });
});
