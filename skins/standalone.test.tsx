import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ChromeProvider } from '../src/config';
import * as homeadvisor from './homeadvisor';
import * as instapro from './instapro';
import * as roofline from './roofline';

const NOW = Date.UTC(2026, 5, 1);

/** Renders inside ChromeProvider only (no network, no storage) and gives the rendered root element. */
function renderInChrome(ui: ReactElement): { root: HTMLElement; unmount: () => void } {
  const fetch = jest.fn(() => Promise.reject(new Error('no network in tests')));
  const { container, unmount } = render(
    <ChromeProvider config={{ navigate: jest.fn(), now: () => NOW, storage: null, fetch }}>{ui}</ChromeProvider>,
  );
  return { root: container, unmount };
}

/** The class names of every element in a subtree, in document order: equal names mean equal styles. */
function classNames(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('[class]')].map((el) => el.getAttribute('class') ?? '');
}

type Skin = typeof roofline;

/**
 * Every other brand-themed export of a skin, with the least props it needs. (Header and SimpleHeader are
 * one shared component in every skin, so they take their look from the ThemeProvider above them.)
 */
const examples = (skin: Skin): Array<[string, ReactElement]> => [
  ['SimpleFooter', <skin.SimpleFooter key="sf" />],
  ['EmailSubscriptionBanner', <skin.EmailSubscriptionBanner key="b" brand="HOME_ADVISOR" />],
  ['FooterSignupForm', <skin.FooterSignupForm key="fs" brand="ROOFLINE" />],
  ['SearchBar', <skin.SearchBar key="s" />],
  ['ChatInput', <skin.ChatInput key="c" />],
  ['ProviderBadges', <skin.ProviderBadges key="p" provider={{ isBackgroundChecked: true, averageRating: 4.8 }} />],
  ['ReviewsWidget', <skin.ReviewsWidget key="r" domain="www.mybuilder.com" />],
];

describe('every brand skin without a ThemeProvider', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn');
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  describe.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
    ['instapro', instapro],
  ])('given the %s skin', (_name, skin) => {
    it('should render the Footer in the brand look, as inside its ThemeProvider', () => {
      const footer = <skin.Footer showSubscriptionBanner={false} showSignupForm={false} />;
      const alone = renderInChrome(footer);
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      const standalone = classNames(alone.root);
      alone.unmount();
      const provided = renderInChrome(<skin.ThemeProvider>{footer}</skin.ThemeProvider>);
      expect(classNames(provided.root)).toEqual(standalone);
    });

    it.each(examples(skin))('should render %s alone as inside its ThemeProvider', (_component, element) => {
      const alone = renderInChrome(element);
      const standalone = classNames(alone.root);
      expect(standalone.length).toBeGreaterThan(0);
      alone.unmount();
      const provided = renderInChrome(<skin.ThemeProvider>{element}</skin.ThemeProvider>);
      expect(classNames(provided.root)).toEqual(standalone);
    });

    it("should keep an outer ThemeProvider's theme (another brand's) over its own", () => {
      const other = skin === roofline ? homeadvisor : roofline;
      // A component whose markup is the same in every skin, so only the theme can tell them apart.
      const element = <skin.ChatInput />;
      const inOther = renderInChrome(<other.ThemeProvider>{element}</other.ThemeProvider>);
      const outerLook = classNames(inOther.root);
      inOther.unmount();
      const reference = renderInChrome(<other.ThemeProvider>{<other.ChatInput />}</other.ThemeProvider>);
      expect(outerLook).toEqual(classNames(reference.root));
    });
  });
});
