import type { ComponentProps, JSXElementConstructor } from 'react';
import * as homeadvisor from './homeadvisor';
import * as instapro from './instapro';
import * as roofline from './roofline';

// Every skin exports the same component names with the same props (design.md section 4).
const REQUIRED = [
  'Header',
  'SimpleHeader',
  'Footer',
  'SimpleFooter',
  'EmailSubscriptionBanner',
  'SearchBar',
  'ChatInput',
  'ThemeProvider',
] as const;

type Skin = typeof roofline;
type SameProps<A extends Skin, B> = {
  [K in (typeof REQUIRED)[number]]: B extends Record<K, infer C>
    ? C extends JSXElementConstructor<infer P>
      ? ComponentProps<A[K]> extends P
        ? true
        : false
      : false
    : false;
};
// Compile-time: each brand's components accept the Roofline skin's props.
const homeAdvisorMatches: SameProps<Skin, typeof homeadvisor> = {
  Header: true,
  SimpleHeader: true,
  Footer: true,
  SimpleFooter: true,
  EmailSubscriptionBanner: true,
  SearchBar: true,
  ChatInput: true,
  ThemeProvider: true,
};
const instaproMatches: SameProps<Skin, typeof instapro> = { ...homeAdvisorMatches };

describe('the skin contract', () => {
  it.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
    ['instapro', instapro],
  ])('the %s skin should export every required component', (_name, skin) => {
    for (const name of REQUIRED)
      expect(['function', 'object']).toContain(typeof (skin as Record<string, unknown>)[name]);
  });

  it('should export the same names from every skin', () => {
    const names = (skin: object) => Object.keys(skin).sort();
    expect(names(homeadvisor)).toEqual(names(roofline));
    expect(names(instapro)).toEqual(names(roofline));
    expect(instaproMatches.Header && homeAdvisorMatches.Header).toBe(true);
  });
});
