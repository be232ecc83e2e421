import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** What the German and Austrian MyHammer sites share (spec 2.5's German / Austrian row). */
const MYHAMMER_BASE = {
  brandName: 'MyHammer',
  postAJob: {
    title: 'Sie haben einen Auftrag?',
    text: 'Beschreiben Sie Ihren Auftrag kostenlos und erhalten Sie Angebote von Handwerkern aus Ihrer Region.',
    cta: { id: 'post-a-job', text: 'Auftrag einstellen', href: '/finde-einen-service' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Für Auftraggeber',
      links: [
        { id: 'find-a-service', text: 'Service finden', href: '/finde-einen-service' },
        { id: 'find-a-pro', text: 'Auftragnehmer suchen', href: '/auftragnehmer-suchen' },
      ],
    },
    {
      id: 'professionals',
      title: 'Für Handwerker',
      links: [{ id: 'pro-register', text: 'Als Auftragnehmer registrieren', href: '/auftragnehmer/registrieren' }],
    },
    {
      id: 'explore',
      title: 'Entdecken',
      links: [
        { id: 'all-cities', text: 'Alle Orte', href: '/alle-orte' },
        { id: 'all-professions', text: 'Tätigkeitsliste', href: '/taetigkeitsliste' },
      ],
    },
    {
      id: 'company',
      title: 'MyHammer',
      links: [
        { id: 'about-us', text: 'Über uns', href: '/ueber-uns' },
        { id: 'contact-us', text: 'Kontakt', href: '/kontakt' },
      ],
    },
  ],
  professions: directory(
    'professions',
    'Beliebte Tätigkeiten',
    '/taetigkeitsliste',
    ['Maler', 'Elektriker', 'Fliesenleger', 'Dachdecker', 'Tischler', 'Installateur', 'Maurer', 'Gärtner'],
    { id: 'professions-all', text: 'Alle Tätigkeiten', href: '/taetigkeitsliste' },
  ),
  social: socialLinks(
    'MyHammer',
    { facebook: 'MyHammer', instagram: 'myhammer', youtube: 'myhammer' },
    '{brand} auf {network}',
  ),
  apps: appBadges(APP_BADGE_TEXTS.de, 'myhammer/id1000000060', 'de.myhammer.app'),
  legal: [
    { id: 'imprint', text: 'Impressum', href: '/impressum', newTab: true },
    { id: 'terms-conditions', text: 'AGB', href: '/allgemeine-geschaefts-bedingungen', newTab: true },
    { id: 'privacy-policy', text: 'Datenschutz', href: '/datenschutz', newTab: true },
  ],
  cookieSettings: cookieSettings('Cookie-Einstellungen'),
  copyrightFromYear: 2005,
  texts: {
    navigationLabel: 'Fußzeile',
    socialTitle: 'Folgen Sie uns',
    appsTitle: 'App herunterladen',
    trustTitle: 'Von Kunden bewertet',
    trustPlaceholder: 'Kundenbewertungen',
    legalLabel: 'Rechtliches',
    copyright: '© {years} MyHammer. Alle Rechte vorbehalten.',
  },
} as const satisfies Partial<RegionalFooterContent>;

const ALL_PLACES = { id: 'cities-all', text: 'Alle Orte', href: '/alle-orte' };

/** MyHammer Germany (de-DE). */
export const GERMANY_FOOTER: RegionalFooterContent = {
  ...MYHAMMER_BASE,
  variant: 'germany',
  locale: 'de-DE',
  siteUrl: 'https://www.myhammer.de',
  cities: directory(
    'cities',
    'Handwerker in Ihrer Nähe finden',
    '/auftragnehmer-suchen',
    [
      'Berlin',
      'Hamburg',
      'München',
      'Köln',
      'Frankfurt am Main',
      'Stuttgart',
      'Düsseldorf',
      'Leipzig',
      'Dortmund',
      'Essen',
    ],
    ALL_PLACES,
  ),
  sisterBrands: { title: 'Unsere Marken weltweit', brands: sisterBrandsOf('germany', 'de') },
};

/** MyHammer Austria (de-AT). */
export const AUSTRIA_FOOTER: RegionalFooterContent = {
  ...MYHAMMER_BASE,
  variant: 'austria',
  locale: 'de-AT',
  siteUrl: 'https://www.myhammer.at',
  cities: directory(
    'cities',
    'Handwerker in Ihrer Nähe finden',
    '/auftragnehmer-suchen',
    ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'Wels', 'St. Pölten', 'Dornbirn'],
    ALL_PLACES,
  ),
  sisterBrands: { title: 'Unsere Marken weltweit', brands: sisterBrandsOf('austria', 'de') },
};
