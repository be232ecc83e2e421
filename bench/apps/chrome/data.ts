/** Realistic props for the Roofline header and footer: CMS-shaped navigation data (spec 3), a signed-out visitor. */

const GROUPS: Array<[string, string[]]> = [
  [
    'Interior',
    [
      'Plumbing',
      'Painting',
      'Drywall',
      'Flooring',
      'Electrical',
      'Cabinets',
      'Countertops',
      'Tile',
      'Insulation',
      'Carpet',
      'Lighting',
      'Bathroom remodel',
    ],
  ],
  [
    'Exterior',
    [
      'Roofing',
      'Gutters',
      'Siding',
      'Windows',
      'Doors',
      'Decks',
      'Fences',
      'Concrete',
      'Masonry',
      'Pressure washing',
      'Exterior painting',
      'Garage doors',
    ],
  ],
  [
    'Lawn & Garden',
    [
      'Lawn care',
      'Landscaping',
      'Tree service',
      'Irrigation',
      'Sod',
      'Mulch',
      'Hardscaping',
      'Pest control',
      'Snow removal',
      'Leaf removal',
    ],
  ],
  [
    'Heating & Cooling',
    [
      'AC repair',
      'Furnace repair',
      'Heat pumps',
      'Duct cleaning',
      'Thermostats',
      'Boilers',
      'Water heaters',
      'Ventilation',
    ],
  ],
  [
    'Cleaning',
    ['House cleaning', 'Carpet cleaning', 'Window cleaning', 'Move-out cleaning', 'Junk removal', 'Air duct cleaning'],
  ],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const NAVIGATION_DATA = {
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
  authenticatedMenuGreeting: 'Welcome back, {firstName}',
  groupings: GROUPS.map(([title, links]) => ({
    navigationTitle: title,
    linksTitle: `Popular ${title.toLowerCase()} projects`,
    links: links.map((name) => ({ name, url: `/cost/${slug(name)}` })),
    moreLinksText: `View all ${title.toLowerCase()}`,
    moreLinksUrl: `/${slug(title)}`,
    articlesTitle: 'Featured articles',
    articles: links.slice(0, 2).map((name) => ({
      title: `How much does ${name.toLowerCase()} cost?`,
      articleUrl: `/articles/${slug(name)}-cost`,
      imageThumbnail: { url: `https://cdn.roofline.com/${slug(name)}.jpg`, altText: name },
    })),
    moreArticlesText: 'More articles',
    moreArticlesUrl: '/articles',
  })),
};

export const LOCATION = () => ({
  href: 'https://www.roofline.com/cost/roofing?zip=10001',
  origin: 'https://www.roofline.com',
  pathname: '/cost/roofing',
  search: '?zip=10001',
  hash: '',
});

export const FOOTER_PROPS = {
  brand: 'ROOFLINE',
  anonymousId: 'anon-1234',
  appName: 'roofline-web',
  queryString: 'utm_source=bench',
};
