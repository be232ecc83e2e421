import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../../src';
import { nlNL } from '../../../src/i18n/locales';
import { ThemeProvider } from '../../instapro/ThemeProvider';
import { ReviewsWidget } from './ReviewsWidget';

const GLOBAL = 'SkinTestReviewsVendor';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[GLOBAL];
});

describe('ReviewsWidget', () => {
  describe('given a regional domain and no script URL', () => {
    it('should show a link to the reviews page, with the settings as data attributes', async () => {
      const { container } = render(
        <ThemeProvider>
          <ReviewsWidget domain="www.mybuilder.com" height={200} width="100%" />
        </ThemeProvider>,
      );
      const region = screen.getByRole('region', { name: 'Customer reviews' });
      expect(region).toHaveAttribute('data-domain', 'www.mybuilder.com');
      expect(region).toHaveAttribute('data-locale', 'en-US');
      expect(region).toHaveAttribute('data-background', 'light');
      expect(region).toHaveAttribute('data-height', '200px');
      expect(region).toHaveAttribute('data-status', 'idle');
      // Not loading: no reserved size, just the link.
      expect(region.style.height).toBe('');
      const link = screen.getByRole('link', { name: 'Read our customer reviews' });
      expect(link).toHaveAttribute('href', 'https://www.trustpilot.com/review/www.mybuilder.com');
      expect(link).toHaveStyle({ textDecoration: 'underline', minHeight: '24px' });
      expect(container.querySelector('[data-reviews-widget]')).not.toBeVisible();
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('given a loader script', () => {
    it('should reserve the size while loading, then show the vendor content instead of the link', async () => {
      let finish: () => void = () => {};
      const loadScript = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      render(
        <ChromeProvider config={{ reviewsWidgetScriptUrl: '/assets/reviews-widget.js', catalogues: [nlNL] }}>
          <ThemeProvider>
            <ReviewsWidget
              domain="www.werkspot.nl"
              locale="nl-NL"
              background="dark"
              height={28}
              width={220}
              vendorGlobal={GLOBAL}
              loadScript={loadScript}
            />
          </ThemeProvider>
        </ChromeProvider>,
      );
      const region = screen.getByRole('region', { name: 'Customer reviews' });
      expect(loadScript).toHaveBeenCalledWith('/assets/reviews-widget.js');
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region).toHaveStyle({ height: '28px', width: '220px' });
      expect(screen.getByRole('link', { name: 'Lees onze klantbeoordelingen' })).toBeInTheDocument();

      (globalThis as Record<string, unknown>)[GLOBAL] = {
        loadFromElement(element: HTMLElement) {
          element.textContent = '★ 4.8';
        },
      };
      await act(async () => finish());

      expect(region).toHaveAttribute('data-status', 'loaded');
      expect(region.style.height).toBe('');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(region.querySelector('[data-reviews-widget]')).toHaveTextContent('★ 4.8');
      expect(region.querySelector('[data-reviews-widget]')).toBeVisible();
    });
  });

  it('given a main-brand domain should render nothing', () => {
    const { container } = render(<ReviewsWidget domain="www.roofline.com" />);
    expect(container).toBeEmptyDOMElement();
  });
});
