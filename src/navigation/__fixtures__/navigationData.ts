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
          { name: 'Evil', url: 'javascript:alert(1)' },
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
