/**
 * The expected footer links, written out from spec 2.2-2.5 (names, and the paths the spec gives) and
 * from docs/footers.md (the paths chosen where the spec gives none). Tests of the data and of the
 * skins both check against these tables.
 */

type Row = readonly [text: string, href: string];

/** Roofline global footer (spec 2.3), by section title. */
export const ROOFLINE_TABLE: Readonly<Record<string, readonly Row[]>> = {
  'Top cities': [
    ['New York', '/companylist/us/ny/new-york/'],
    ['Los Angeles', '/companylist/us/ca/los-angeles/'],
    ['Houston', '/companylist/us/tx/houston/'],
    ['Dallas', '/companylist/us/tx/dallas/'],
    ['Chicago', '/companylist/us/il/chicago/'],
    ['Pittsburgh', '/companylist/us/pa/pittsburgh/'],
    ['Indianapolis', '/companylist/us/in/indianapolis/'],
    ['Minneapolis', '/companylist/us/mn/minneapolis/'],
    ['Boston', '/companylist/us/ma/boston/'],
    ['Las Vegas', '/companylist/us/nv/las-vegas/'],
    ['Atlanta', '/companylist/us/ga/atlanta/'],
    ['San Antonio', '/companylist/us/tx/san-antonio/'],
    ['Cincinnati', '/companylist/us/oh/cincinnati/'],
    ['Tampa', '/companylist/us/fl/tampa/'],
  ],
  'Homeowner services': [
    ['Find local businesses', '/companylist/'],
    ['Services near me', '/nearme/'],
  ],
  'For service pros': [
    ['Register your business', 'https://signup.roofline.com/pro'],
    ['Business center', '/business-center/'],
  ],
  Resources: [
    ['Solution center', '/articles/'],
    ['Project cost center', '/cost'],
    ['FAQs', '/faq/'],
    ['Financing', '/financing/'],
  ],
  'About us': [
    ['How it works', '/how-it-works/'],
    ['Who we are', '/about/'],
    ['Careers', '/careers/'],
    ['Press', '/press/'],
    ['Investor relations', 'https://investors.roofline.com/'],
    ['Contact us', '/contact-us/'],
    ['Happiness guarantee', '/guarantee/'],
    ['Affiliate partners', '/affiliates/'],
  ],
  Legal: [
    ['Terms of Use', '/terms/'],
    ['Privacy Policy', '/privacy/'],
    ['Sitemap', '/sitemap/'],
    ['Do Not Sell or Share My Personal Information', '/privacy/do-not-sell/'],
  ],
};

/** Links of the Roofline footer that open in a new tab. */
export const ROOFLINE_NEW_TAB = [
  'Investor relations',
  'Terms of Use',
  'Privacy Policy',
  'Do Not Sell or Share My Personal Information',
];

/** HomeAdvisor global footer (spec 2.4), by section title (cities are checked separately). */
export const HOME_ADVISOR_TABLE: Readonly<Record<string, readonly Row[]>> = {
  'Homeowner Services': [
    ['Find Pros', '/findapro/'],
    ['Browse Pro Directory', '/c.html'],
    ['Fixed Price Services', '/services/'],
    ['Financing', '/financing/'],
  ],
  'For Service Pros': [
    ['Service Professional Log In', 'https://pro.homeadvisor.com/login'],
    ['Join Our Pro Network', 'https://pro.homeadvisor.com/join/'],
    ['Pro Resource Center', 'https://pro.homeadvisor.com/resources/'],
    ['Contractor Leads', 'https://pro.homeadvisor.com/contractor-leads/'],
    ['National Accounts', '/national-accounts/'],
  ],
  Resources: [
    ['My Account', '/myhomeadvisor/'],
    ['True Cost Guide', '/cost/'],
    ['Resource Center', '/r/'],
    ['Refer a Pro', '/refer-a-pro/'],
    ['Pros Near Me', '/near-me/'],
    ['A Note from Our Team', '/a-note-from-our-team/'],
    ['Licensing Requirements', '/licensing/'],
  ],
  Legal: [
    ['Terms of Use', '/terms/'],
    ['Privacy Policy', '/privacy/'],
    ['Sitemap', '/sitemap/'],
    ['Do Not Sell or Share My Personal Information', '/privacy/do-not-sell/'],
    ['California Policy', '/california-privacy/'],
  ],
  International: [
    ['France', 'https://www.travaux.com/'],
    ['Germany', 'https://www.myhammer.de/'],
    ['Italy', 'https://www.instapro.it/'],
    ['Netherlands', 'https://www.werkspot.nl/'],
    ['UK', 'https://www.mybuilder.com/'],
  ],
};

/** The spec's route table (2.5): every path must be linked from its variant's footer. */
export const REGIONAL_ROUTES = {
  canada: [
    '/find-a-service',
    '/how-it-works',
    '/find-professionals',
    '/pro/register',
    '/quality-standard',
    '/reviews-policy',
    '/about-us',
    '/blog',
    '/professions',
    '/services',
    '/all-cities',
    '/price-guides',
    '/articles',
    '/privacy-policy',
    '/terms-of-use',
  ],
  us: ['/post-a-job', '/find-professionals/new-york-ny'],
  uk: [
    '/post-a-job',
    '/find-trades',
    '/tradesperson/register',
    '/questions',
    '/trades',
    '/projects',
    '/cookie-policy',
    '/terms-conditions',
  ],
  netherlands: [
    '/vind-een-dienst',
    '/vind-een-vakman',
    '/vakman/registreren',
    '/alle-steden',
    '/beroepen',
    '/diensten',
    '/klussen',
    '/algemene-voorwaarden',
  ],
  france: [
    '/publier-un-projet',
    '/trouvez-un-artisan',
    '/professionnel/inscription',
    '/metiers',
    '/toutes-villes',
    '/conditions-generales',
    '/mentions-legales',
  ],
  germany: [
    '/finde-einen-service',
    '/auftragnehmer-suchen',
    '/auftragnehmer/registrieren',
    '/alle-orte',
    '/taetigkeitsliste',
    '/impressum',
    '/allgemeine-geschaefts-bedingungen',
  ],
  austria: [
    '/finde-einen-service',
    '/auftragnehmer-suchen',
    '/auftragnehmer/registrieren',
    '/alle-orte',
    '/taetigkeitsliste',
    '/impressum',
    '/allgemeine-geschaefts-bedingungen',
  ],
  italy: [
    '/trova-il-servizio',
    '/trova-un-professionista',
    '/professionista/registrati',
    '/tutte-citta',
    '/settori',
    '/termini-condizioni',
  ],
} as const;

/** A domain per regional variant, with the variant and locale expected. */
export const REGIONAL_DOMAINS = [
  ['homestars.com', 'canada', 'en-CA'],
  ['www.instapro.com', 'us', 'en-US'],
  ['www.mybuilder.com', 'uk', 'en-GB'],
  ['www.werkspot.nl', 'netherlands', 'nl-NL'],
  ['www.travaux.com', 'france', 'fr-FR'],
  ['www.myhammer.de', 'germany', 'de-DE'],
  ['www.myhammer.at', 'austria', 'de-AT'],
  ['www.instapro.it', 'italy', 'it-IT'],
  ['unknown.example.com', 'us', 'en-US'],
] as const;

/** Roofline simple footer (spec 2.2), every link shown. */
export const ROOFLINE_SIMPLE_TABLE: readonly Row[] = [
  ['Support Center', 'https://www.roofline.com/contact-us/'],
  ['Terms of Use', 'https://www.roofline.com/terms/'],
  ['Privacy Policy', 'https://www.roofline.com/privacy/'],
  ['California Privacy', 'https://www.roofline.com/california-privacy/'],
  ['Do Not Sell', 'https://www.roofline.com/privacy/do-not-sell/'],
];

/** HomeAdvisor simple footer (spec 2.2), the terms-agreement link last. */
export const HOME_ADVISOR_SIMPLE_TABLE: readonly Row[] = [
  ['Privacy Policy', 'https://www.homeadvisor.com/privacy/'],
  ['California Privacy', 'https://www.homeadvisor.com/california-privacy/'],
  ['Do Not Sell or Share My Personal Information', 'https://www.homeadvisor.com/privacy/do-not-sell/'],
  ['Terms of Use', 'https://www.homeadvisor.com/terms/'],
];
