/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src';
import { ThemeProvider } from '../../homeadvisor/ThemeProvider';
import { EmailSubscriptionBanner, FooterSignupForm } from '.';

describe('given a server render (no window, no document)', () => {
  it('should render the banner and the footer form without touching the browser or the network', () => {
    expect(typeof window).toBe('undefined');
    const fetch = jest.fn();
    const html = renderToString(
      <ChromeProvider
        config={{ fetch, brand: 'HOME_ADVISOR', landingPagesBackendHost: 'https://lp.example.com', anonymousId: 'a' }}
      >
        <ThemeProvider>
          <EmailSubscriptionBanner cfPostalCode="10001" />
          <FooterSignupForm />
        </ThemeProvider>
      </ChromeProvider>,
    );
    expect(html).toContain('Knowledge is priceless - so our cost guides are free.');
    expect(html).toContain('value="10001"');
    expect(html).toContain('Sign up for Free Project Cost Information');
    expect(html).toContain('aria-live="polite"');
    expect(fetch).not.toHaveBeenCalled();
  });
});
