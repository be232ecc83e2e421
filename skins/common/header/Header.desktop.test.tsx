import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Header } from '../../roofline';
import { expectConsole } from '../../../test/console';
import { makeRawNavigationDataWithUnsafeLink } from '../../../src/navigation/__fixtures__/navigationData';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

const LOGIN = `/login?redirect=${encodeURIComponent('/cost/roofing?zip=10001#top')}`;

function desktop(container: HTMLElement) {
  const el = container.querySelector<HTMLElement>('[data-layout="desktop"]');
  if (!el) throw new Error('no desktop layout');
  return within(el);
}

describe('Header (desktop layout)', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    mockViewport(1280);
    warn = jest.spyOn(console, 'warn');
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("should give the logo image the data's intrinsic size, so its box is reserved before it loads", () => {
    const brand = (logo: object) => ({
      domain: 'www.roofline.com',
      logo: { url: '/logo.svg', altText: 'Roofline', ...logo },
    });
    const sized = renderWithChrome(
      <Header navigationData={makeRawNavigationData({ brand: brand({ width: 150, height: 40 }) })} />,
    );
    const img = sized.container.querySelector('[data-layout="desktop"] a[data-logo] img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['150', '40']);
    sized.unmount();
    // A size that is not a positive number is dropped: the image still gets both dimensions, the
    // bar's height and the brand wordmark's ratio (150 × 40), so its box is never unsized.
    const unsized = renderWithChrome(
      <Header navigationData={makeRawNavigationData({ brand: brand({ width: '150', height: -1 }) })} />,
    );
    const plain = unsized.container.querySelector('[data-layout="desktop"] a[data-logo] img');
    expect([plain?.getAttribute('width'), plain?.getAttribute('height')]).toEqual(['120', '32']);
    unsized.unmount();
    // HomeAdvisor's wordmark is wider (180 × 40).
    const homeAdvisor = renderWithChrome(
      <Header
        navigationData={makeRawNavigationData({
          brand: { domain: 'www.homeadvisor.com', logo: { url: '/logo.svg', altText: 'HomeAdvisor' } },
          brandType: 'Homeadvisor',
        })}
      />,
    );
    const wide = homeAdvisor.container.querySelector('[data-layout="mobile"] a[data-logo] img');
    expect([wide?.getAttribute('width'), wide?.getAttribute('height')]).toEqual(['144', '32']);
  });

  describe('given navigation data and an anonymous visitor', () => {
    const setup = () => renderWithChrome(<Header navigationData={makeRawNavigationData()} queryString="utm=nav" />);

    it('should show the logo, join-as-pro, login (with the return address) and sign-up links', () => {
      const { container } = setup();
      const bar = desktop(container);
      expect(bar.getByRole('link', { name: 'Roofline Home' })).toHaveAttribute(
        'href',
        'https://www.roofline.com/?utm=nav',
      );
      expect(bar.getByRole('link', { name: 'Join as a Pro' })).toHaveAttribute('href', 'https://pro.roofline.com/pro');
      const login = bar.getByRole('link', { name: 'Log In' });
      expect(login).toHaveAttribute('href', '/login');
      act(() => login.focus());
      expect(login).toHaveAttribute('href', LOGIN);
      expect(bar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
      expect(bar.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
      expect(bar.queryByRole('link', { name: 'My Projects' })).not.toBeInTheDocument();
    });

    it('should never render the unsafe link from the data', () => {
      expectConsole(
        'warn',
        'Dropped an unsafe link: "javascript:alert(1)"',
        'Navigation data: dropped 1 invalid entry.',
      );
      const { container } = renderWithChrome(<Header navigationData={makeRawNavigationDataWithUnsafeLink()} />);
      expect(container.innerHTML).not.toMatch(/javascript:/i);
      expect(screen.queryByText('Evil')).not.toBeInTheDocument();
    });

    it('should offer a skip link to the main content as the first focusable element', async () => {
      const { user } = renderWithChrome(
        <>
          <Header navigationData={makeRawNavigationData()} />
          <main id="main">Content</main>
        </>,
      );
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main');
      await user.click(skip);
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('should point the skip link at a configured target', () => {
      renderWithChrome(<Header navigationData={makeRawNavigationData()} mainContentId="content" />);
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#content');
    });

    it('should be accessible (axe)', async () => {
      const { container } = setup();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('the project-type panels', () => {
    const setup = () => {
      const view = renderWithChrome(
        <>
          <Header navigationData={makeRawNavigationData()} />
          <p>Outside</p>
        </>,
      );
      const nav = within(screen.getByRole('navigation', { name: 'Project types' }));
      return { ...view, nav };
    };

    it('should toggle a panel with its title (none or one selected)', async () => {
      const { user, nav } = setup();
      const interior = nav.getByRole('button', { name: 'Interior' });
      const exterior = nav.getByRole('button', { name: 'Exterior' });
      expect(interior).toHaveAttribute('aria-expanded', 'false');
      expect(nav.queryByRole('region')).not.toBeInTheDocument();

      await user.click(interior);
      expect(interior).toHaveAttribute('aria-expanded', 'true');
      const panel = nav.getByRole('region', { name: 'Interior' });
      expect(interior).toHaveAttribute('aria-controls', panel.id);
      expect(within(panel).getByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/cost/plumbing');
      expect(within(panel).getByRole('link', { name: 'View all interior' })).toHaveAttribute('href', '/interior');
      expect(within(panel).getByRole('link', { name: /How much does a plumber cost/ })).toHaveAttribute(
        'href',
        '/articles/plumber-cost',
      );
      expect(within(panel).getByRole('link', { name: 'More articles' })).toHaveAttribute('href', '/articles');

      await user.click(exterior);
      expect(interior).toHaveAttribute('aria-expanded', 'false');
      expect(exterior).toHaveAttribute('aria-expanded', 'true');
      expect(nav.getAllByRole('region')).toHaveLength(1);

      await user.click(exterior);
      expect(exterior).toHaveAttribute('aria-expanded', 'false');
      expect(nav.queryByRole('region')).not.toBeInTheDocument();
    });

    it('should lay out more than 23 links in three columns', async () => {
      const { user, nav } = setup();
      await user.click(nav.getByRole('button', { name: 'Exterior' }));
      const panel = nav.getByRole('region', { name: 'Exterior' });
      expect(panel.querySelector('ul')).toHaveAttribute('data-columns', '3');
    });

    it('should close on a click outside', async () => {
      const { user, nav } = setup();
      await user.click(nav.getByRole('button', { name: 'Interior' }));
      await user.click(screen.getByText('Outside'));
      expect(nav.queryByRole('region')).not.toBeInTheDocument();
    });

    it('should close on Escape and return focus to the title', async () => {
      const { user, nav } = setup();
      const interior = nav.getByRole('button', { name: 'Interior' });
      await user.click(interior);
      act(() => nav.getByRole('link', { name: 'Painting' }).focus());
      await user.keyboard('{Escape}');
      expect(nav.queryByRole('region')).not.toBeInTheDocument();
      expect(interior).toHaveFocus();
    });

    it('should close when focus leaves the bar and its panel', async () => {
      const { user, nav } = setup();
      await user.click(nav.getByRole('button', { name: 'Exterior' }));
      act(() => nav.getByRole('link', { name: 'View all exterior' }).focus());
      await user.tab();
      expect(screen.getByRole('navigation', { name: 'Project types' })).not.toContainElement(
        document.activeElement as HTMLElement,
      );
      expect(nav.queryByRole('region')).not.toBeInTheDocument();
    });
  });
});
