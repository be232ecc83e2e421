import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** What the German and Austrian MyHammer sites share (spec 2.5's German / Austrian row). */
const MYHAMMER_BASE = {
  brandName: 'MyHammer',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/finde-einen-service' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'find-a-service', text: '', href: '/finde-einen-service' },
        { id: 'find-a-pro', text: '', href: '/auftragnehmer-suchen' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [{ id: 'pro-register', text: '', href: '/auftragnehmer/registrieren' }],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-cities', text: '', href: '/alle-orte' },
        { id: 'all-professions', text: '', href: '/taetigkeitsliste' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/ueber-uns' },
        { id: 'contact-us', text: '', href: '/kontakt' },
      ],
    },
  ],
  professions: directory(
    'professions',
    '/taetigkeitsliste',
    ['Maler', 'Elektriker', 'Fliesenleger', 'Dachdecker', 'Tischler', 'Installateur', 'Maurer', 'Gärtner'],
    { id: 'professions-all', text: '', href: '/taetigkeitsliste' },
  ),
  social: socialLinks({ facebook: 'MyHammer', instagram: 'myhammer', youtube: 'myhammer' }),
  apps: appBadges('myhammer/id1000000060', 'de.myhammer.app'),
  legal: [
    { id: 'imprint', text: '', href: '/impressum', newTab: true },
    { id: 'terms-conditions', text: '', href: '/allgemeine-geschaefts-bedingungen', newTab: true },
    { id: 'privacy-policy', text: '', href: '/datenschutz', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2005,
} as const satisfies Partial<RegionalFooterData>;

const ALL_PLACES = { id: 'cities-all', text: '', href: '/alle-orte' };

/** MyHammer Germany (de-DE). */
export const GERMANY_FOOTER: RegionalFooterData = {
  ...MYHAMMER_BASE,
  variant: 'germany',
  locale: 'de-DE',
  siteUrl: 'https://www.myhammer.de',
  cities: directory(
    'cities',
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
  sisterBrands: { title: '', brands: sisterBrandsOf('germany') },
};

/** MyHammer Austria (de-AT). */
export const AUSTRIA_FOOTER: RegionalFooterData = {
  ...MYHAMMER_BASE,
  variant: 'austria',
  locale: 'de-AT',
  siteUrl: 'https://www.myhammer.at',
  cities: directory(
    'cities',
    '/auftragnehmer-suchen',
    ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'Wels', 'St. Pölten', 'Dornbirn'],
    ALL_PLACES,
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('austria') },
};
