import { findRegionalSite, getBrandType, type RegionalVariant } from '../../../src/brand/brand';
import { LOGO_HEIGHT, LOGO_WIDTHS } from './assets';
import { TASKS } from './tasks';

/** A logo's intrinsic size, as a CMS gives it, so the header reserves its box before it loads. */
const logoSize = (name: string) => ({ width: LOGO_WIDTHS[name] ?? 150, height: LOGO_HEIGHT });

/**
 * Navigation data as the CMS answers it (spec section 3, "Global navigation data"), per brand and
 * domain. Image URLs point at the dev API's own /assets so nothing is fetched from outside.
 */

export interface NavLink {
  name: string;
  url: string;
}
export interface NavImage {
  url: string;
  altText: string;
}
export interface NavArticle {
  title: string;
  articleUrl: string;
  imageThumbnail: NavImage;
}
export interface NavGrouping {
  navigationTitle: string;
  linksTitle: string;
  links: NavLink[];
  moreLinksText: string;
  moreLinksUrl: string;
  articlesTitle: string;
  articles: NavArticle[];
  moreArticlesText: string;
  moreArticlesUrl: string;
}
export interface NavigationData {
  brand: { domain: string; logo: NavImage; loginUrl: string };
  brandIcon: NavImage;
  brandType: 'Roofline' | 'Homeadvisor' | 'Instapro';
  joinAsProLink: NavLink;
  loginLinkLabel: string;
  loginLink: string;
  signUpLink: string;
  logOutLink: string;
  servicesNearMeLink: NavLink;
  rooflineAiLink?: string | undefined;
  hasAuthenticatedVersion: boolean;
  authenticatedNavBarLinks: NavLink[];
  authenticatedDropdownLinks: NavLink[];
  authenticatedMenuGreeting: string;
  searchIcon: NavImage;
  signInIcon: NavImage;
  mobileOpenIcon: NavImage;
  mobileCloseIcon: NavImage;
  searchBar: { placeholder: string; zipCodePlaceholder: string; buttonText: string };
  groupings: NavGrouping[];
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Thumbnails carry their own description, not the article's title (which the link already says). */
const THUMBNAIL_ALT: Readonly<Record<string, string>> = {
  'article-house': 'Drawing of a house',
  'article-garden': 'Drawing of a leaf',
  'article-water': 'Drawing of a water drop',
  'article-power': 'Drawing of a lightning bolt',
};

function thumbnail(assets: string, name: string): NavImage {
  return { url: `${assets}/${name}.svg`, altText: THUMBNAIL_ALT[name] ?? '' };
}

function tasksOf(categories: readonly string[], count: number): Array<{ name: string; id: number }> {
  return TASKS.filter((t) => categories.includes(t.category)).slice(0, count);
}

interface GroupPlan {
  title: string;
  categories: readonly string[];
  /** Link counts chosen to show each column layout (more than 15, 23 and 26 links). */
  count: number;
  thumbnail: string;
}

const US_GROUPS: readonly GroupPlan[] = [
  {
    title: 'Interior',
    categories: ['Cleaning', 'Painting', 'Flooring', 'Kitchen', 'Bathroom', 'Appliances'],
    count: 28,
    thumbnail: 'article-house',
  },
  {
    title: 'Exterior',
    categories: ['Roofing', 'Gutters', 'Siding', 'Windows and Doors', 'Decks and Patios', 'Fencing'],
    count: 24,
    thumbnail: 'article-house',
  },
  {
    title: 'Lawn & Garden',
    categories: ['Lawn and Garden', 'Pools and Hot Tubs'],
    count: 18,
    thumbnail: 'article-garden',
  },
  {
    title: 'Systems',
    categories: ['Plumbing', 'Heating and Cooling', 'Electrical', 'Solar'],
    count: 12,
    thumbnail: 'article-power',
  },
];

function usGrouping(
  plan: GroupPlan,
  home: string,
  assets: string,
  linkUrl: (t: { name: string; id: number }) => string,
): NavGrouping {
  const s = slug(plan.title);
  const articles: NavArticle[] = [
    `How much does ${plan.title.toLowerCase()} work cost?`,
    `${plan.title} projects that add value`,
    `Hiring a pro for ${plan.title.toLowerCase()} projects`,
  ].map((title, i) => ({
    title,
    articleUrl: `${home}/articles/${s}-${i + 1}`,
    imageThumbnail: thumbnail(assets, i === 2 ? 'article-water' : plan.thumbnail),
  }));
  return {
    navigationTitle: plan.title,
    linksTitle: `Popular ${plan.title.toLowerCase()} projects`,
    links: tasksOf(plan.categories, plan.count).map((t) => ({ name: t.name, url: linkUrl(t) })),
    moreLinksText: `View all ${plan.title.toLowerCase()} projects`,
    moreLinksUrl: `${home}/categories/${s}`,
    articlesTitle: 'Featured articles',
    articles,
    moreArticlesText: 'More articles',
    moreArticlesUrl: `${home}/articles?topic=${s}`,
  };
}

function icons(assets: string) {
  return {
    searchIcon: { url: `${assets}/icon-search.svg`, altText: 'Search' },
    signInIcon: { url: `${assets}/icon-sign-in.svg`, altText: 'Sign in' },
    mobileOpenIcon: { url: `${assets}/icon-menu-open.svg`, altText: 'Open menu' },
    mobileCloseIcon: { url: `${assets}/icon-menu-close.svg`, altText: 'Close menu' },
  };
}

function rooflineNavigation(assets: string): NavigationData {
  const home = 'https://www.roofline.com';
  return {
    brand: {
      domain: 'roofline.com',
      logo: { url: `${assets}/roofline-logo.svg`, altText: 'Roofline', ...logoSize('roofline-logo') },
      loginUrl: `${home}/login`,
    },
    brandIcon: { url: `${assets}/roofline-icon.svg`, altText: 'Roofline' },
    brandType: 'Roofline',
    joinAsProLink: { name: 'Join as a Pro', url: 'https://pro.roofline.com/pro' },
    loginLinkLabel: 'Log In',
    loginLink: `${home}/login`,
    signUpLink: `${home}/signup`,
    logOutLink: '/auth/logout',
    servicesNearMeLink: { name: 'Services near me', url: `${home}/nearme/` },
    rooflineAiLink: `${home}/ai`,
    hasAuthenticatedVersion: true,
    authenticatedNavBarLinks: [
      { name: 'My Projects', url: `${home}/myprojects` },
      { name: 'Messages', url: `${home}/messages` },
    ],
    authenticatedDropdownLinks: [
      { name: 'My Account', url: `${home}/account` },
      { name: 'My Projects', url: `${home}/myprojects` },
      { name: 'Saved Pros', url: `${home}/saved` },
      { name: 'Settings', url: `${home}/account/settings` },
    ],
    authenticatedMenuGreeting: 'Welcome back, {firstName}!',
    ...icons(assets),
    searchBar: { placeholder: 'What can we help you with?', zipCodePlaceholder: 'Zip code', buttonText: 'Search' },
    groupings: US_GROUPS.map((plan) => usGrouping(plan, home, assets, (t) => `${home}/cost/${slug(t.name)}`)),
  };
}

function homeAdvisorNavigation(assets: string): NavigationData {
  const home = 'https://www.homeadvisor.com';
  return {
    brand: {
      domain: 'homeadvisor.com',
      logo: { url: `${assets}/homeadvisor-logo.svg`, altText: 'HomeAdvisor', ...logoSize('homeadvisor-logo') },
      loginUrl: `${home}/login`,
    },
    brandIcon: { url: `${assets}/homeadvisor-icon.svg`, altText: 'HomeAdvisor' },
    brandType: 'Homeadvisor',
    joinAsProLink: { name: 'Join Our Pro Network', url: 'https://pro.homeadvisor.com/join' },
    loginLinkLabel: 'Sign In',
    loginLink: `${home}/login`,
    signUpLink: `${home}/signup`,
    logOutLink: '/auth/logout',
    servicesNearMeLink: { name: 'Pros near me', url: `${home}/near-me/` },
    hasAuthenticatedVersion: true,
    authenticatedNavBarLinks: [{ name: 'My Projects', url: `${home}/myhome/projects` }],
    authenticatedDropdownLinks: [
      { name: 'My Account', url: `${home}/myhome/account` },
      { name: 'My Projects', url: `${home}/myhome/projects` },
      { name: 'Refer a Pro', url: `${home}/refer` },
    ],
    authenticatedMenuGreeting: 'Welcome Back',
    ...icons(assets),
    searchBar: { placeholder: 'Describe your project', zipCodePlaceholder: 'Zip code', buttonText: 'Find Pros' },
    groupings: US_GROUPS.slice(0, 3).map((plan) =>
      usGrouping(plan, home, assets, (t) => `${home}/task.${slug(t.name)}.${t.id}.html`),
    ),
  };
}

interface RegionalCopy {
  /** The site's own name, for its wordmark. */
  siteName: string;
  home: string;
  login: string;
  signUp: string;
  joinAsPro: string;
  nearMe: string;
  find: string;
  /** The search field's placeholder the CMS sets for the site (navigation data `searchBar`). */
  searchPlaceholder: string;
  popular: string;
  viewAll: string;
  articles: string;
  moreArticles: string;
  trades: readonly string[];
  /** The signed-in version: greeting, account menu links and log out. */
  greeting: string;
  account: string;
  projects: string;
}

const REGIONAL_COPY: Readonly<Record<RegionalVariant, RegionalCopy>> = {
  us: {
    siteName: 'Instapro',
    greeting: 'Welcome back, {firstName}!',
    account: 'My account',
    projects: 'My projects',
    home: 'https://www.instapro.com',
    login: 'Log in',
    signUp: 'Sign up',
    joinAsPro: 'Join as a pro',
    nearMe: 'Pros near you',
    find: 'Find a pro',
    searchPlaceholder: 'What do you need done?',
    popular: 'Popular trades',
    viewAll: 'View all trades',
    articles: 'Guides',
    moreArticles: 'More guides',
    trades: ['Plumber', 'Electrician', 'Roofer', 'Painter', 'Carpenter', 'Landscaper', 'Handyman', 'Cleaner'],
  },
  canada: {
    siteName: 'HomeStars',
    greeting: 'Welcome back, {firstName}!',
    account: 'My account',
    projects: 'My projects',
    home: 'https://homestars.com',
    login: 'Log in',
    signUp: 'Sign up',
    joinAsPro: 'Join as a pro',
    nearMe: 'Find professionals',
    find: 'Find a service',
    searchPlaceholder: 'What do you need done?',
    popular: 'Popular services',
    viewAll: 'All services',
    articles: 'Articles',
    moreArticles: 'More articles',
    trades: ['Plumber', 'Electrician', 'Roofer', 'Painter', 'Contractor', 'Landscaper', 'Handyman', 'Mover'],
  },
  uk: {
    siteName: 'MyBuilder',
    greeting: 'Welcome back, {firstName}!',
    account: 'My account',
    projects: 'My jobs',
    home: 'https://www.mybuilder.com',
    login: 'Log in',
    signUp: 'Sign up',
    joinAsPro: 'Tradesperson sign up',
    nearMe: 'Find trades',
    find: 'Post a job',
    searchPlaceholder: 'What job do you need done?',
    popular: 'Popular trades',
    viewAll: 'All trades',
    articles: 'Questions',
    moreArticles: 'More questions',
    trades: [
      'Builder',
      'Plumber',
      'Electrician',
      'Roofer',
      'Plasterer',
      'Painter & Decorator',
      'Carpenter',
      'Gardener',
    ],
  },
  netherlands: {
    siteName: 'Werkspot',
    greeting: 'Welkom terug, {firstName}!',
    account: 'Mijn account',
    projects: 'Mijn klussen',
    home: 'https://www.werkspot.nl',
    login: 'Inloggen',
    signUp: 'Registreren',
    joinAsPro: 'Vakman registreren',
    nearMe: 'Vind een vakman',
    find: 'Vind een dienst',
    searchPlaceholder: 'Wat moet er gebeuren?',
    popular: 'Populaire beroepen',
    viewAll: 'Alle beroepen',
    articles: 'Artikelen',
    moreArticles: 'Meer artikelen',
    trades: ['Loodgieter', 'Elektricien', 'Dakdekker', 'Schilder', 'Timmerman', 'Hovenier', 'Klusjesman', 'Stukadoor'],
  },
  france: {
    siteName: 'Travaux.com',
    greeting: 'Bon retour, {firstName} !',
    account: 'Mon compte',
    projects: 'Mes projets',
    home: 'https://www.travaux.com',
    login: 'Se connecter',
    signUp: "S'inscrire",
    joinAsPro: 'Inscription professionnel',
    nearMe: 'Trouvez un artisan',
    find: 'Publier un projet',
    searchPlaceholder: 'Quel est votre projet ?',
    popular: 'Métiers populaires',
    viewAll: 'Tous les métiers',
    articles: 'Articles',
    moreArticles: "Plus d'articles",
    trades: ['Plombier', 'Électricien', 'Couvreur', 'Peintre', 'Menuisier', 'Paysagiste', 'Maçon', 'Carreleur'],
  },
  germany: {
    siteName: 'MyHammer',
    greeting: 'Willkommen zurück, {firstName}!',
    account: 'Mein Konto',
    projects: 'Meine Aufträge',
    home: 'https://www.myhammer.de',
    login: 'Anmelden',
    signUp: 'Registrieren',
    joinAsPro: 'Als Handwerker registrieren',
    nearMe: 'Auftragnehmer suchen',
    find: 'Finde einen Service',
    searchPlaceholder: 'Was soll gemacht werden?',
    popular: 'Beliebte Tätigkeiten',
    viewAll: 'Alle Tätigkeiten',
    articles: 'Ratgeber',
    moreArticles: 'Mehr Ratgeber',
    trades: ['Klempner', 'Elektriker', 'Dachdecker', 'Maler', 'Tischler', 'Gärtner', 'Fliesenleger', 'Maurer'],
  },
  austria: {
    siteName: 'MyHammer',
    greeting: 'Willkommen zurück, {firstName}!',
    account: 'Mein Konto',
    projects: 'Meine Aufträge',
    home: 'https://www.myhammer.at',
    login: 'Anmelden',
    signUp: 'Registrieren',
    joinAsPro: 'Als Handwerker registrieren',
    nearMe: 'Auftragnehmer suchen',
    find: 'Finde einen Service',
    searchPlaceholder: 'Was soll gemacht werden?',
    popular: 'Beliebte Tätigkeiten',
    viewAll: 'Alle Tätigkeiten',
    articles: 'Ratgeber',
    moreArticles: 'Mehr Ratgeber',
    trades: ['Installateur', 'Elektriker', 'Dachdecker', 'Maler', 'Tischler', 'Gärtner', 'Fliesenleger', 'Baumeister'],
  },
  italy: {
    siteName: 'Instapro',
    greeting: 'Bentornato, {firstName}!',
    account: 'Il mio account',
    projects: 'I miei lavori',
    home: 'https://www.instapro.it',
    login: 'Accedi',
    signUp: 'Registrati',
    joinAsPro: 'Registrati come professionista',
    nearMe: 'Trova un professionista',
    find: 'Trova il servizio',
    searchPlaceholder: 'Di cosa ha bisogno?',
    popular: 'Settori popolari',
    viewAll: 'Tutti i settori',
    articles: 'Guide',
    moreArticles: 'Altre guide',
    trades: [
      'Idraulico',
      'Elettricista',
      'Copritetto',
      'Imbianchino',
      'Falegname',
      'Giardiniere',
      'Muratore',
      'Piastrellista',
    ],
  },
};

function instaproNavigation(domain: string, assets: string): NavigationData {
  const variant = findRegionalSite(domain)?.variant ?? 'us';
  const copy = REGIONAL_COPY[variant];
  const home = copy.home;
  const grouping: NavGrouping = {
    navigationTitle: copy.find,
    linksTitle: copy.popular,
    links: copy.trades.map((name) => ({ name, url: `${home}/${slug(name) || 'trade'}` })),
    moreLinksText: copy.viewAll,
    moreLinksUrl: `${home}/`,
    articlesTitle: copy.articles,
    articles: [
      {
        title: copy.trades[0]!,
        articleUrl: `${home}/articles/1`,
        imageThumbnail: thumbnail(assets, 'article-water'),
      },
    ],
    moreArticlesText: copy.moreArticles,
    moreArticlesUrl: `${home}/articles`,
  };
  return {
    brand: {
      domain: new URL(home).hostname.replace(/^www\./, ''),
      logo: { url: `${assets}/${variant}-logo.svg`, altText: copy.siteName, ...logoSize(`${variant}-logo`) },
      loginUrl: `${home}/login`,
    },
    brandIcon: { url: `${assets}/instapro-icon.svg`, altText: 'Instapro' },
    brandType: 'Instapro',
    joinAsProLink: { name: copy.joinAsPro, url: `${home}/pro` },
    loginLinkLabel: copy.login,
    loginLink: `${home}/login`,
    signUpLink: `${home}/signup`,
    logOutLink: '/auth/logout',
    servicesNearMeLink: { name: copy.nearMe, url: `${home}/` },
    hasAuthenticatedVersion: true,
    authenticatedNavBarLinks: [],
    authenticatedDropdownLinks: [
      { name: copy.account, url: `${home}/account` },
      { name: copy.projects, url: `${home}/account/jobs` },
    ],
    authenticatedMenuGreeting: copy.greeting,
    ...icons(assets),
    searchBar: { placeholder: copy.searchPlaceholder, zipCodePlaceholder: '', buttonText: '' },
    groupings: [grouping],
  };
}

/**
 * The navigation the CMS gives a domain: its brandType picks the brand (spec 1), and a regional
 * domain picks its site's language. `assets` is the absolute base URL of the dev API's /assets.
 */
export function navigationFor(domain: string, assets: string): NavigationData {
  switch (getBrandType(domain)) {
    case 'Homeadvisor':
      return homeAdvisorNavigation(assets);
    case 'Instapro':
      return instaproNavigation(domain, assets);
    default:
      return rooflineNavigation(assets);
  }
}
