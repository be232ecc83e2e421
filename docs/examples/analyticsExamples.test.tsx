import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, createHttpClient, type AnalyticsAdapter } from '../../src';
import { FooterLinks } from './analyticsItemClicks';
import { trackFooterSignup } from './analyticsSignup';

describe('analytics docs examples', () => {
  it('FooterLinks should send the Item Clicked context the docs show', async () => {
    const analytics: jest.Mocked<AnalyticsAdapter> = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    const user = userEvent.setup();
    // jsdom cannot follow links; stop the navigation after the page has seen the click.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    render(
      <ChromeProvider config={{ analytics }}>
        <FooterLinks />
      </ChromeProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(analytics.track).toHaveBeenCalledWith('Item Clicked', {
      label: 'Careers',
      element_id: 'footer-careers',
      total_objects_displayed: 2,
      component_type: 'footer_links',
    });
    document.removeEventListener('click', stopNavigation);
  });

  it('trackFooterSignup should POST the Lite Registration event with the footer track fields', async () => {
    const fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '' }) as Response);
    await expect(trackFooterSignup(createHttpClient({ fetch }), '98765')).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://events.example.com/v1/attribution/events/tracks');
    expect(JSON.parse(String(init.body))).toEqual([
      {
        name: 'Lite Registration',
        brand: 'HOME_ADVISOR',
        applicationName: 'cost-guides',
        url: { location: window.location.href },
        user: { anonymousId: 'anon-123', homeadvisorAccountId: '98765' },
        track: { taskId: 40133, categoryId: 12, activityLocation: 'footer', zipcode: '80202', source: 'Footer' },
      },
    ]);
  });
});
