import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../instapro/ThemeProvider';
import { ReviewsWidget } from './ReviewsWidget';

describe('ReviewsWidget', () => {
  it('given a regional domain should render the placeholder with defaults en-US and light', async () => {
    const { container } = render(
      <ThemeProvider>
        <ReviewsWidget domain="www.mybuilder.com" height={200} width="100%" />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Customer reviews' });
    expect(region).toHaveAttribute('data-reviews-widget');
    expect(region).toHaveAttribute('data-domain', 'www.mybuilder.com');
    expect(region).toHaveAttribute('data-locale', 'en-US');
    expect(region).toHaveAttribute('data-background', 'light');
    expect(region).toHaveAttribute('data-height', '200px');
    expect(region).toHaveStyle({ height: '200px', width: '100%' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('should pass locale and background', () => {
    render(
      <ThemeProvider>
        <ReviewsWidget domain="www.werkspot.nl" locale="nl-NL" background="dark" />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Customer reviews' });
    expect(region).toHaveAttribute('data-locale', 'nl-NL');
    expect(region).toHaveAttribute('data-background', 'dark');
  });

  it('given a main-brand domain should render nothing', () => {
    const { container } = render(<ReviewsWidget domain="www.roofline.com" />);
    expect(container).toBeEmptyDOMElement();
  });
});
