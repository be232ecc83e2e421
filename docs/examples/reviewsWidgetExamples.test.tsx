import { render, screen } from '@testing-library/react';
import { TrustRating } from './reviewsWidgetCustomUi';

describe('the useReviewsWidget example', () => {
  it('given no loader script should show the link to the reviews page', () => {
    render(<TrustRating domain="www.werkspot.nl" locale="nl-NL" />);
    const region = screen.getByRole('region', { name: 'Customer reviews' });
    expect(region).toHaveAttribute('data-status', 'idle');
    expect(region).toHaveClass('trust');
    // No Dutch catalogue given: the link says the en-US text, marked as English.
    const link = screen.getByRole('link', { name: 'Read our customer reviews' });
    expect(link).toHaveAttribute('href', 'https://www.trustpilot.com/review/www.werkspot.nl');
    expect(link).toHaveAttribute('lang', 'en-US');
  });

  it('given a main-brand domain should render nothing', () => {
    const { container } = render(<TrustRating domain="www.roofline.com" locale="en-US" />);
    expect(container).toBeEmptyDOMElement();
  });
});
