import { act, screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '../../../test/console';
import { fakeResponse } from '../../../src/navigation/__fixtures__/fakeResponse';
import * as homeadvisor from '../../homeadvisor';
import * as instapro from '../../instapro';
import * as roofline from '../../roofline';
import { Header, SimpleHeader, STANDARD_WITH_AI_FIELD, STANDARD_WITH_SEARCH } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

function desktopBar(container: HTMLElement) {
  const el = container.querySelector<HTMLElement>('[data-layout="desktop"]');
  if (!el) throw new Error('no desktop layout');
  return within(el);
}

describe('Header variants and data', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    mockViewport(1280);
    warn = jest.spyOn(console, 'warn');
  });
  afterEach(() => warn.mockRestore());

  describe('standardWithSearch', () => {
    it('should show the inline search bar instead of the search icon when search props exist', () => {
      const { container } = renderWithChrome(
        <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_SEARCH} searchBarProps={{}} />,
      );
      const bar = desktopBar(container);
      const form = bar.getByRole('search');
      // The only Search button is the form's own submit button: no separate search icon.
      for (const button of bar.getAllByRole('button', { name: 'Search' })) expect(form).toContainElement(button);
    });

    it('should keep the search icon when no search props exist', () => {
      const { container } = renderWithChrome(
        <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_SEARCH} />,
      );
      const bar = desktopBar(container);
      expect(bar.queryByRole('search')).not.toBeInTheDocument();
      expect(bar.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    });
  });

  it('standardWithAiField: the Find pros with AI field should go to the AI link with the text', async () => {
    const navigate = jest.fn();
    const { container, user } = renderWithChrome(
      <Header navigationData={makeRawNavigationData()} variant={STANDARD_WITH_AI_FIELD} />,
      { config: { navigate } },
    );
    const field = desktopBar(container).getByRole('textbox', { name: 'Find pros with AI' });
    await user.type(field, 'fix my roof{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.roofline.com/ai');
    expect(url.searchParams.get('initialText')).toBe('fix my roof');
  });

  describe('the reviews widget', () => {
    it('should be shown for a regional domain, with its locale', () => {
      const { container } = renderWithChrome(
        <Header
          navigationData={makeRawNavigationData({ brand: { domain: 'www.werkspot.nl' } })}
          reviewsWidget={{ height: 40, width: 200 }}
        />,
      );
      const widget = desktopBar(container).getByRole('region', { name: 'Customer reviews' });
      expect(widget).toHaveAttribute('data-domain', 'www.werkspot.nl');
      expect(widget).toHaveAttribute('data-locale', 'nl-NL');
      expect(widget).toHaveAttribute('data-height', '40px');
    });

    it('should not be shown for the main brand, or when turned off', () => {
      const main = renderWithChrome(<Header navigationData={makeRawNavigationData()} />);
      expect(within(main.container).queryByRole('region', { name: 'Customer reviews' })).not.toBeInTheDocument();
      main.unmount();
      const off = renderWithChrome(
        <Header
          navigationData={makeRawNavigationData({ brand: { domain: 'www.werkspot.nl' } })}
          reviewsWidget={false}
        />,
      );
      expect(within(off.container).queryByRole('region', { name: 'Customer reviews' })).not.toBeInTheDocument();
    });
  });

  describe('without supplied data', () => {
    it('should fetch the data and then show the header', async () => {
      const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
      const { container } = renderWithChrome(<Header navigationRequest={{ variant: 'main' }} />, {
        config: { fetch, apiServer: 'https://api.example.com' },
      });
      expect(container.querySelector('header')).toBeNull();
      await waitFor(() => expect(container.querySelector('header')).not.toBeNull());
      expect(fetch.mock.calls[0]?.[0]).toBe(
        'https://api.example.com/resource/roofline-cms/v1/navigation?variant=main&domain=www.roofline.com',
      );
    });

    it('should stay hidden and log when the call fails', async () => {
      expectConsole('warn', 'Navigation API non-200 response (503)');
      const fetch = jest.fn().mockResolvedValue(fakeResponse(503, {}));
      const { container } = renderWithChrome(<Header />, { config: { fetch, apiServer: 'https://api.example.com' } });
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Navigation API non-200 response (503)'));
      expect(container.querySelector('header')).toBeNull();
    });
  });

  describe('hover intent (off by default)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should not open a panel on hover by default', async () => {
      const { user } = renderWithChrome(<Header navigationData={makeRawNavigationData()} />, {
        advanceTimers: jest.advanceTimersByTime,
      });
      await user.hover(screen.getByRole('button', { name: 'Interior' }));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('region', { name: 'Interior' })).not.toBeInTheDocument();
    });

    it('should open after the delay, pin on click, and close after the grace period only when hover-opened', async () => {
      const { user } = renderWithChrome(<Header navigationData={makeRawNavigationData()} hoverIntent />, {
        advanceTimers: jest.advanceTimersByTime,
      });
      const interior = screen.getByRole('button', { name: 'Interior' });
      await user.hover(interior);
      act(() => jest.advanceTimersByTime(149));
      expect(interior).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(interior).toHaveAttribute('aria-expanded', 'true');

      // Leaving closes after the grace period.
      await user.unhover(interior);
      act(() => jest.advanceTimersByTime(300));
      expect(interior).toHaveAttribute('aria-expanded', 'false');

      // Hover then click: the click pins it open rather than closing it.
      await user.hover(interior);
      act(() => jest.advanceTimersByTime(150));
      await user.click(interior);
      expect(interior).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(interior);
      act(() => jest.advanceTimersByTime(1000));
      expect(interior).toHaveAttribute('aria-expanded', 'true');
      await user.click(interior);
      expect(interior).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('SimpleHeader', () => {
    it('should show only a logo link to the brand home', () => {
      const { container } = renderWithChrome(
        <SimpleHeader navigationData={makeRawNavigationData()} queryString="?utm=simple" />,
      );
      const links = within(container).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', 'https://www.roofline.com/?utm=simple');
      expect(links[0]).toHaveAccessibleName('Roofline Home');
    });

    it('should fall back to the main US site without data', () => {
      renderWithChrome(<SimpleHeader />);
      expect(screen.getByRole('link')).toHaveAttribute('href', 'https://www.roofline.com/');
    });

    it("should link to the brand's own site without data (prop, else the provider's brand)", () => {
      const byProp = renderWithChrome(<SimpleHeader brand="HOME_ADVISOR" />);
      expect(within(byProp.container).getByRole('link', { name: 'HomeAdvisor Home' })).toHaveAttribute(
        'href',
        'https://www.homeadvisor.com/',
      );
      byProp.unmount();
      renderWithChrome(<SimpleHeader />, { config: { brand: 'HOME_ADVISOR' } });
      expect(screen.getByRole('link')).toHaveAttribute('href', 'https://www.homeadvisor.com/');
    });
  });

  it('every skin should export the same header components and constants', () => {
    for (const skin of [roofline, homeadvisor, instapro]) {
      expect(typeof skin.Header).toBe('function');
      expect(typeof skin.SimpleHeader).toBe('function');
      expect([skin.STANDARD_WITH_SEARCH, skin.STANDARD_WITH_AI_BUTTON, skin.STANDARD_WITH_AI_FIELD]).toEqual([
        'standardWithSearch',
        'standardWithAiButton',
        'standardWithAiField',
      ]);
    }
  });
});
