import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { ThemeProvider } from '../roofline';
import { mergeTheme } from './mergeTheme';
import { rooflineTheme, type ChromeThemeOverrides } from './theme';

// Type level: the documented overrides compile without a cast, wrong ones do not (tsc runs this file).
const oneColour: ChromeThemeOverrides = { colors: { primary: '#123456' } };
const someParts: ChromeThemeOverrides = {
  fonts: { heading: 'Georgia, serif' },
  zIndex: { header: 50 },
  stylesheet: { href: '/chrome.css' },
  nonce: 'abc',
};
// @ts-expect-error a colour is a string
const wrongValue: ChromeThemeOverrides = { colors: { primary: 1 } };
// @ts-expect-error no such colour
const unknownKey: ChromeThemeOverrides = { colors: { primaryy: '#123456' } };
// @ts-expect-error a linked stylesheet needs its href (taken whole, not deep-partial)
const partialStylesheet: ChromeThemeOverrides = { stylesheet: {} };
const providerProps: ComponentProps<typeof ThemeProvider> = { theme: { colors: { primary: '#123456' } } };
void [wrongValue, unknownKey, partialStylesheet, providerProps];

describe('mergeTheme', () => {
  it('given no overrides should give the brand theme itself', () => {
    expect(mergeTheme(rooflineTheme)).toBe(rooflineTheme);
  });

  it('given one colour should change it and keep every other value', () => {
    const merged = mergeTheme(rooflineTheme, oneColour);
    expect(merged.colors).toEqual({ ...rooflineTheme.colors, primary: '#123456' });
    expect(merged.fonts).toEqual(rooflineTheme.fonts);
    expect(merged.brand).toBe(rooflineTheme.brand);
  });

  it('given parts at any depth should merge them key by key and take the stylesheet whole', () => {
    const merged = mergeTheme(rooflineTheme, someParts);
    expect(merged.fonts).toEqual({ body: rooflineTheme.fonts.body, heading: 'Georgia, serif' });
    expect(merged.tokens).toBe(rooflineTheme.tokens);
    expect(merged.zIndex).toEqual({ ...rooflineTheme.zIndex, header: 50 });
    expect(merged.stylesheet).toEqual({ href: '/chrome.css' });
    expect(merged.nonce).toBe('abc');
  });

  it('given an undefined part should keep the brand value', () => {
    expect(mergeTheme(rooflineTheme, { colors: { primary: undefined } }).colors.primary).toBe(
      rooflineTheme.colors.primary,
    );
  });

  it('should not change the brand theme', () => {
    const before = JSON.stringify(rooflineTheme);
    mergeTheme(rooflineTheme, someParts);
    expect(JSON.stringify(rooflineTheme)).toBe(before);
  });
});

describe('ThemeProvider', () => {
  it('given a one-colour override should render its children', () => {
    const { getByText } = render(
      <ThemeProvider theme={{ colors: { primary: '#123456' } }}>
        <p>inside</p>
      </ThemeProvider>,
    );
    expect(getByText('inside')).toBeTruthy();
  });
});
