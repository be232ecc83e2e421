/** Raw navigation data as the CMS sends it (spec 3), for tests and examples. */
export function makeRawNavigationData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    brand: {
      domain: 'www.roofline.com',
      logo: { url: 'https://cdn.roofline.com/logo.svg', altText: 'Roofline' },
      loginUrl: '/login',
    },
    brandIcon: { url: 'https://cdn.roofline.com/icon.svg', altText: '' },
    brandType: 'Roofline',
    joinAsProLink: { name: 'Join as a Pro', url: 'https://pro.roofline.com/pro' },
    loginLinkLabel: 'Log In',
    loginLink: '/login',
    signUpLink: { name: 'Sign Up', url: '/signup' },
    logOutLink: '/auth/logout',
    servicesNearMeLink: { name: 'Services near me', url: '/nearme/' },
    rooflineAiLink: 'https://www.roofline.com/ai',
    hasAuthenticatedVersion: true,
    authenticatedNavBarLinks: [{ name: 'My Projects', url: '/myprojects' }],
    authenticatedDropdownLinks: [
      { name: 'My Account', url: '/account' },
      { name: 'Messages', url: '/messages' },
    ],
    authenticatedMenuGreeting: 'Hi, {firstName}!',
    groupings: [
      {
        navigationTitle: 'Interior',
        linksTitle: 'Popular interior projects',
        links: [
          { name: 'Plumbing', url: '/cost/plumbing' },
          { name: 'Painting', url: '/cost/painting' },
        ],
        moreLinksText: 'View all interior',
        moreLinksUrl: '/interior',
        articlesTitle: 'Featured articles',
        articles: [
          {
            title: 'How much does a plumber cost?',
            articleUrl: '/articles/plumber-cost',
            imageThumbnail: { url: 'https://cdn.roofline.com/plumber.jpg', altText: 'A plumber at work' },
          },
        ],
        moreArticlesText: 'More articles',
        moreArticlesUrl: '/articles',
      },
      {
        navigationTitle: 'Exterior',
        links: Array.from({ length: 24 }, (_, i) => ({ name: `Exterior ${i + 1}`, url: `/exterior/${i + 1}` })),
        moreLinksText: 'View all exterior',
        moreLinksUrl: '/exterior',
      },
    ],
    ...overrides,
  };
}

/** The link a hostile CMS might send; normalizing drops it with two development warnings. */
export const UNSAFE_NAVIGATION_LINK = { name: 'Evil', url: 'javascript:alert(1)' };

/** The same data with an unsafe link among the first grouping's links, for the tests that drop it. */
export function makeRawNavigationDataWithUnsafeLink(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const data = makeRawNavigationData(overrides);
  const [first, ...rest] = data.groupings as { links: unknown[] }[];
  if (!first) return data;
  return { ...data, groupings: [{ ...first, links: [...first.links, UNSAFE_NAVIGATION_LINK] }, ...rest] };
}
