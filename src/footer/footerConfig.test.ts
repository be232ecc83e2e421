import { getFooterConfig } from './footerConfig';

describe('getFooterConfig', () => {
  it('maps the footer props of spec 3 to config fields (appName is applicationName)', () => {
    expect(
      getFooterConfig(
        {
          brand: 'HOME_ADVISOR',
          anonymousId: 'anon-1',
          appName: 'web',
          subscriptionServiceBaseUrl: 'https://subs.example',
          eventGatewayBaseUrl: 'https://events.example',
          landingPagesBackendHost: 'https://lp.example',
        },
        'ROOFLINE',
      ),
    ).toEqual({
      brand: 'HOME_ADVISOR',
      anonymousId: 'anon-1',
      applicationName: 'web',
      subscriptionServiceBaseUrl: 'https://subs.example',
      eventGatewayBaseUrl: 'https://events.example',
      landingPagesBackendHost: 'https://lp.example',
    });
  });

  it("defaults the brand to the footer's own and leaves the rest to the outer provider", () => {
    const config = getFooterConfig({}, 'ROOFLINE');
    expect(config.brand).toBe('ROOFLINE');
    expect(config.applicationName).toBeUndefined();
  });
});
