import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Werkspot (Netherlands, nl-NL). Routes of spec 2.5's Dutch row. */
export const NETHERLANDS_FOOTER: RegionalFooterData = {
  variant: 'netherlands',
  locale: 'nl-NL',
  brandName: 'Werkspot',
  siteUrl: 'https://www.werkspot.nl',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/vind-een-dienst' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'find-a-service', text: '', href: '/vind-een-dienst' },
        { id: 'find-a-pro', text: '', href: '/vind-een-vakman' },
        { id: 'jobs', text: '', href: '/klussen' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [{ id: 'pro-register', text: '', href: '/vakman/registreren' }],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-services', text: '', href: '/diensten' },
        { id: 'all-professions', text: '', href: '/beroepen' },
        { id: 'all-cities', text: '', href: '/alle-steden' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/over-ons' },
        { id: 'contact-us', text: '', href: '/contact' },
      ],
    },
  ],
  cities: directory(
    'cities',
    '/vind-een-vakman',
    [
      'Amsterdam',
      'Rotterdam',
      'Den Haag',
      'Utrecht',
      'Eindhoven',
      'Groningen',
      'Tilburg',
      'Almere',
      'Breda',
      'Nijmegen',
    ],
    { id: 'cities-all', text: '', href: '/alle-steden' },
  ),
  professions: directory(
    'professions',
    '/beroepen',
    ['Aannemer', 'Loodgieter', 'Elektricien', 'Schilder', 'Dakdekker', 'Timmerman', 'Stukadoor', 'Hovenier'],
    { id: 'professions-all', text: '', href: '/beroepen' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('netherlands') },
  social: socialLinks({ facebook: 'werkspot', instagram: 'werkspot', linkedin: 'werkspot' }),
  apps: appBadges('werkspot/id1000000040', 'nl.werkspot.app'),
  legal: [
    { id: 'terms-conditions', text: '', href: '/algemene-voorwaarden', newTab: true },
    { id: 'privacy-policy', text: '', href: '/privacybeleid', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2005,
};
