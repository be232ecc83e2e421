import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Footer } from '../../homeadvisor/footer';
import { HOME_ADVISOR_TABLE } from '../../../src/footer/__fixtures__/footerTables';
import { HOME_ADVISOR_ADDITIONAL_CITIES, HOME_ADVISOR_POPULAR_CITIES } from '../../../src/footer';
import { installViewport } from '../../../src/footer/__fixtures__/viewport';
import {
  linkRows,
  panelOf,
  preventNavigation,
  renderFooter,
  withFakeTimersInEachTest,
} from './__fixtures__/renderFooter';

preventNavigation();
withFakeTimersInEachTest();

let viewport: ReturnType<typeof installViewport> | undefined;
afterEach(() => viewport?.restore());

const render = (ui = <Footer />) => renderFooter(ui, { skin: 'homeadvisor' });

describe('HomeAdvisor Footer', () => {
  describe('given no query string', () => {
    it.each(Object.entries(HOME_ADVISOR_TABLE).filter(([title]) => title !== 'International'))(
      'should show the %s section with every link and href',
      (title, rows) => {
        render();
        const rowsShown = linkRows(panelOf(title));
        // The legal column also holds the international sister sites.
        expect(rowsShown.slice(0, rows.length)).toEqual(rows);
      },
    );

    it('should list the international sister sites in the legal column', () => {
      render();
      const legal = panelOf('Legal');
      expect(linkRows(legal).slice(-5)).toEqual(HOME_ADVISOR_TABLE.International);
      expect(within(legal).getByRole('heading', { name: 'International', level: 3 })).toBeInTheDocument();
    });

    it('should show the 20 most popular cities as /c.{City}.{State}.html links', () => {
      render();
      const rows = linkRows(panelOf('Most Popular Cities'));
      expect(rows).toEqual(
        HOME_ADVISOR_POPULAR_CITIES.map((c) => [c.name, `/c.${c.name.replace(/ /g, '_')}.${c.state}.html`]),
      );
    });

    it("should hide the additional cities until 'Additional Cities' is pressed, then show all 77", async () => {
      const { user } = render();
      const toggle = screen.getByRole('button', { name: 'Additional Cities' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Albuquerque' })).toBeNull();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(linkRows(panelOf('Additional Cities'))).toEqual(
        HOME_ADVISOR_ADDITIONAL_CITIES.map((c) => [c.name, `/c.${c.name.replace(/ /g, '_')}.${c.state}.html`]),
      );
      await user.click(toggle);
      expect(screen.queryByRole('link', { name: 'Albuquerque' })).toBeNull();
    });

    it("should send 'Browse by State' to the clp page and show the 1999 copyright", () => {
      render();
      expect(screen.getByRole('link', { name: 'Browse by State' })).toHaveAttribute('href', '/clp/');
      expect(screen.getByText('© 1999-2026 HomeAdvisor, Inc. All rights reserved.')).toBeInTheDocument();
    });

    it('should render the HomeAdvisor sign-up form once, and the banner only when asked', () => {
      const { unmount } = render();
      expect(screen.getByRole('heading', { name: 'Sign up for Free Project Cost Information' })).toBeInTheDocument();
      expect(screen.getAllByRole('textbox', { name: 'Email address' })).toHaveLength(1);
      unmount();
      render(<Footer showSubscriptionBanner />);
      expect(screen.getAllByRole('textbox', { name: 'Email address' })).toHaveLength(2);
    });
  });

  describe('given a query string', () => {
    it('should append it to cities, pro links and browse by state, but not to sister sites', async () => {
      const { user } = render(<Footer queryString="entry=ha" />);
      await user.click(screen.getByRole('button', { name: 'Additional Cities' }));
      expect(screen.getByRole('link', { name: 'Salt Lake City' })).toHaveAttribute(
        'href',
        '/c.Salt_Lake_City.UT.html?entry=ha',
      );
      expect(screen.getByRole('link', { name: 'Service Professional Log In' })).toHaveAttribute(
        'href',
        'https://pro.homeadvisor.com/login?entry=ha',
      );
      expect(screen.getByRole('link', { name: 'Browse by State' })).toHaveAttribute('href', '/clp/?entry=ha');
      expect(screen.getByRole('link', { name: 'Netherlands' })).toHaveAttribute('href', 'https://www.werkspot.nl/');
    });
  });

  describe('given a mobile viewport', () => {
    it('should let only one cities accordion item be open', async () => {
      viewport = installViewport(375);
      const { user } = render();
      const popular = screen.getByRole('button', { name: 'Most Popular Cities' });
      const additional = screen.getByRole('button', { name: 'Additional Cities' });
      await user.click(popular);
      expect(popular).toHaveAttribute('aria-expanded', 'true');
      await user.click(additional);
      expect(additional).toHaveAttribute('aria-expanded', 'true');
      expect(popular).toHaveAttribute('aria-expanded', 'false');
    });

    it('should let several link columns be open at once', async () => {
      viewport = installViewport(375);
      const { user } = render();
      await user.click(screen.getByRole('button', { name: 'Resources' }));
      await user.click(screen.getByRole('button', { name: 'Legal' }));
      expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('given a city click', () => {
    it("should send 'Item Clicked' with the city and the list counts", async () => {
      const { user, analytics } = render();
      await user.click(screen.getByRole('link', { name: 'Denver' }));
      expect(analytics.track).toHaveBeenCalledWith('Item Clicked', {
        label: 'Denver',
        element_id: 'popular-cities-city-denver-co',
        element_key: 'city-denver-co',
        component_type: 'global_footer',
        total_objects_available: 20,
        total_objects_displayed: 20,
      });
    });
  });

  it('should have no axe violations, with the additional cities open', async () => {
    const { container, user } = render();
    await user.click(screen.getByRole('button', { name: 'Additional Cities' }));
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
