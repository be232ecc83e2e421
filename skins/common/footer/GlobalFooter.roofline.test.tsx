import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Footer } from '../../roofline/footer';
import { ROOFLINE_NEW_TAB, ROOFLINE_TABLE } from '../../../src/footer/__fixtures__/footerTables';
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

describe('Roofline Footer', () => {
  describe('given no query string', () => {
    it.each(Object.entries(ROOFLINE_TABLE))('should show the %s section with every link and href', (title, rows) => {
      renderFooter(<Footer showSubscriptionBanner={false} showSignupForm={false} />);
      expect(linkRows(panelOf(title))).toEqual(rows);
    });

    it('should open investor relations and the legal documents in a new tab with noopener noreferrer', () => {
      renderFooter(<Footer />);
      const footer = screen.getByRole('contentinfo');
      const newTab = within(footer)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('target') === '_blank');
      const names = newTab.map((a) => a.textContent);
      expect(names).toEqual(expect.arrayContaining(ROOFLINE_NEW_TAB));
      for (const link of newTab) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByRole('link', { name: 'Services near me' })).not.toHaveAttribute('target');
    });

    it("should show 'Browse by State', social icons and app badges", () => {
      renderFooter(<Footer />);
      expect(screen.getByRole('link', { name: 'Browse by State' })).toHaveAttribute('href', '/companylist/states/');
      expect(screen.getByRole('link', { name: 'Roofline on Facebook' })).toHaveAttribute(
        'href',
        'https://www.facebook.com/roofline',
      );
      expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    });

    it('should show the copyright from 1995 to the injected current year', () => {
      renderFooter(<Footer />);
      expect(screen.getByText('© 1995-2026 Roofline, Inc. All rights reserved.')).toBeInTheDocument();
    });

    it('should render the footer sign-up form, and the banner only when its visibility rule shows it', () => {
      const { unmount } = renderFooter(<Footer />);
      // Spec 4.1: the banner starts hidden for Roofline (no profile lookup configured here).
      expect(screen.getAllByRole('textbox', { name: 'Email address' })).toHaveLength(1);
      expect(
        screen.getByRole('heading', { name: 'Knowledge is priceless - so our cost guides are free.' }),
      ).toBeInTheDocument();
      unmount();
      renderFooter(<Footer showSignupForm={false} />);
      expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    });
  });

  describe('given a query string', () => {
    it('should append it to the brand links and the signup host, but not to social or investor links', () => {
      renderFooter(<Footer queryString="?utm_source=footer" />);
      expect(screen.getByRole('link', { name: 'Services near me' })).toHaveAttribute(
        'href',
        '/nearme/?utm_source=footer',
      );
      expect(screen.getByRole('link', { name: 'Register your business' })).toHaveAttribute(
        'href',
        'https://signup.roofline.com/pro?utm_source=footer',
      );
      expect(screen.getByRole('link', { name: 'New York' })).toHaveAttribute(
        'href',
        '/companylist/us/ny/new-york/?utm_source=footer',
      );
      expect(screen.getByRole('link', { name: 'Investor relations' })).toHaveAttribute(
        'href',
        'https://investors.roofline.com/',
      );
      expect(screen.getByRole('link', { name: 'Roofline on X' })).toHaveAttribute('href', 'https://x.com/roofline');
    });
  });

  describe('given a link click', () => {
    it("should send 'Item Clicked' with the component context through the injected analytics", async () => {
      const { user, analytics } = renderFooter(<Footer />);
      await user.click(screen.getByRole('link', { name: 'Project cost center' }));
      expect(analytics.track).toHaveBeenCalledTimes(1);
      expect(analytics.track).toHaveBeenCalledWith('Item Clicked', {
        label: 'Project cost center',
        element_id: 'resources-project-cost-center',
        element_key: 'project-cost-center',
        component_type: 'global_footer',
        total_objects_available: 4,
        total_objects_displayed: 4,
      });
    });

    it('should track city, social and legal links too, but not accordion toggles', async () => {
      viewport = installViewport(375);
      const { user, analytics } = renderFooter(<Footer />);
      await user.click(screen.getByRole('button', { name: 'Resources' }));
      expect(analytics.track).not.toHaveBeenCalled();
      await user.click(screen.getByRole('link', { name: 'Tampa' }));
      await user.click(screen.getByRole('link', { name: 'Roofline on YouTube' }));
      await user.click(screen.getByRole('link', { name: 'Sitemap' }));
      expect(analytics.track.mock.calls.map(([event, context]) => [event, context.label])).toEqual([
        ['Item Clicked', 'Tampa'],
        ['Item Clicked', 'Roofline on YouTube'],
        ['Item Clicked', 'Sitemap'],
      ]);
    });
  });

  describe('given a mobile viewport', () => {
    it('should show each column as a collapsed accordion that opens independently', async () => {
      viewport = installViewport(375);
      const { user } = renderFooter(<Footer />);
      const resources = screen.getByRole('button', { name: 'Resources' });
      const about = screen.getByRole('button', { name: 'About us' });
      expect(resources).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf('Resources')).toHaveAttribute('data-state', 'closed');
      await user.click(resources);
      await user.click(about);
      expect(resources).toHaveAttribute('aria-expanded', 'true');
      expect(about).toHaveAttribute('aria-expanded', 'true');
      expect(panelOf('About us')).toHaveAttribute('data-state', 'open');
    });

    it('should enable the accordion animation 300 ms after mount', () => {
      viewport = installViewport(375);
      renderFooter(<Footer />);
      const footer = screen.getByRole('contentinfo');
      act(() => jest.advanceTimersByTime(299));
      expect(footer).toHaveAttribute('data-animation', 'disabled');
      act(() => jest.advanceTimersByTime(1));
      expect(footer).toHaveAttribute('data-animation', 'enabled');
    });
  });

  describe('given a desktop viewport', () => {
    it("should give each column's heading its desktop text beside the toggle, which the stylesheet shows there instead", () => {
      viewport = installViewport(1280);
      renderFooter(<Footer />);
      const heading = screen.getByRole('heading', { name: 'Resources', level: 2 });
      const button = within(heading).getByRole('button', { name: 'Resources' });
      // One element per width, chosen by the stylesheet's media queries (Chromium checks it: e2e and
      // the visual check); the toggle stays a plain disclosure, so nothing changes after hydration.
      const text = heading.querySelector('.rc-footer-heading-text');
      expect(text).toHaveTextContent('Resources');
      expect(button).toHaveClass('rc-footer-toggle');
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(screen.getByRole('contentinfo')).not.toHaveAttribute('data-layout');
    });
  });

  it('should have no axe violations', async () => {
    const { container } = renderFooter(<Footer />);
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
