import { getReviewsPageUrl, getReviewsWidgetConfig, type ReviewsPageUrl } from './reviewsWidget';

describe('getReviewsWidgetConfig', () => {
  it.each([
    'www.homestars.com',
    'www.mybuilder.com',
    'www.werkspot.nl',
    'www.travaux.com',
    'www.myhammer.de',
    'www.instapro.it',
  ])('given the regional domain %s should show the widget', (domain) => {
    expect(getReviewsWidgetConfig({ domain })).not.toBeNull();
  });

  it.each(['www.roofline.com', 'www.homeadvisor.com', 'example.com', '', null, undefined])(
    'given %j should not show the widget',
    (domain) => {
      expect(getReviewsWidgetConfig({ domain })).toBeNull();
    },
  );

  it("should default the locale to 'en-US' and the background to 'light'", () => {
    expect(getReviewsWidgetConfig({ domain: 'www.mybuilder.com' })).toEqual({
      domain: 'www.mybuilder.com',
      locale: 'en-US',
      background: 'light',
    });
  });

  it('should pass locale, background and sizes, numbers as px', () => {
    expect(
      getReviewsWidgetConfig({
        domain: 'www.werkspot.nl',
        locale: 'nl-NL',
        background: 'dark',
        height: 240,
        width: '100%',
      }),
    ).toEqual({ domain: 'www.werkspot.nl', locale: 'nl-NL', background: 'dark', height: '240px', width: '100%' });
  });

  it('should drop sizes that are not plain lengths', () => {
    const config = getReviewsWidgetConfig({ domain: 'www.werkspot.nl', height: 'url(x)', width: -5 });
    expect(config).not.toHaveProperty('height');
    expect(config).not.toHaveProperty('width');
  });
});

describe('getReviewsPageUrl', () => {
  const widget = { domain: 'www.werkspot.nl', locale: 'nl-NL', background: 'light' as const };

  it.each([
    [undefined, 'https://www.trustpilot.com/review/www.werkspot.nl'],
    ['https://reviews.example.test/{locale}/{domain}', 'https://reviews.example.test/nl-NL/www.werkspot.nl'],
    [(w: { domain: string }) => `/reviews?site=${w.domain}`, '/reviews?site=www.werkspot.nl'],
    ['javascript:alert(1)', 'https://www.trustpilot.com/review/www.werkspot.nl'],
    [
      () => {
        throw new Error('boom');
      },
      'https://www.trustpilot.com/review/www.werkspot.nl',
    ],
  ] as Array<[ReviewsPageUrl | undefined, string]>)('given %p should link to %s', (reviewsPageUrl, expected) => {
    expect(getReviewsPageUrl(widget, reviewsPageUrl)).toBe(expected);
  });
});
