import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Werkspot (Netherlands, nl-NL). Routes of spec 2.5's Dutch row. */
export const NETHERLANDS_FOOTER: RegionalFooterContent = {
  variant: 'netherlands',
  locale: 'nl-NL',
  brandName: 'Werkspot',
  siteUrl: 'https://www.werkspot.nl',
  postAJob: {
    title: 'Heb je een klus?',
    text: 'Plaats je klus gratis en ontvang reacties van vakmensen uit de buurt.',
    cta: { id: 'post-a-job', text: 'Plaats je klus', href: '/vind-een-dienst' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Voor consumenten',
      links: [
        { id: 'find-a-service', text: 'Vind een dienst', href: '/vind-een-dienst' },
        { id: 'find-a-pro', text: 'Vind een vakman', href: '/vind-een-vakman' },
        { id: 'jobs', text: 'Klussen', href: '/klussen' },
      ],
    },
    {
      id: 'professionals',
      title: 'Voor vakmensen',
      links: [{ id: 'pro-register', text: 'Aanmelden als vakman', href: '/vakman/registreren' }],
    },
    {
      id: 'explore',
      title: 'Ontdek',
      links: [
        { id: 'all-services', text: 'Alle diensten', href: '/diensten' },
        { id: 'all-professions', text: 'Alle beroepen', href: '/beroepen' },
        { id: 'all-cities', text: 'Alle steden', href: '/alle-steden' },
      ],
    },
    {
      id: 'company',
      title: 'Over Werkspot',
      links: [
        { id: 'about-us', text: 'Over ons', href: '/over-ons' },
        { id: 'contact-us', text: 'Contact', href: '/contact' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Vind vakmensen bij jou in de buurt',
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
    { id: 'cities-all', text: 'Alle steden', href: '/alle-steden' },
  ),
  professions: directory(
    'professions',
    'Populaire beroepen',
    '/beroepen',
    ['Aannemer', 'Loodgieter', 'Elektricien', 'Schilder', 'Dakdekker', 'Timmerman', 'Stukadoor', 'Hovenier'],
    { id: 'professions-all', text: 'Alle beroepen', href: '/beroepen' },
  ),
  sisterBrands: { title: 'Onze merken wereldwijd', brands: sisterBrandsOf('netherlands', 'nl') },
  social: socialLinks(
    'Werkspot',
    { facebook: 'werkspot', instagram: 'werkspot', linkedin: 'werkspot' },
    '{brand} op {network}',
  ),
  apps: appBadges(APP_BADGE_TEXTS.nl, 'werkspot/id1000000040', 'nl.werkspot.app'),
  legal: [
    { id: 'terms-conditions', text: 'Algemene voorwaarden', href: '/algemene-voorwaarden', newTab: true },
    { id: 'privacy-policy', text: 'Privacybeleid', href: '/privacybeleid', newTab: true },
  ],
  cookieSettings: cookieSettings('Cookie-instellingen'),
  copyrightFromYear: 2005,
  texts: {
    navigationLabel: 'Footer',
    socialTitle: 'Volg ons',
    appsTitle: 'Download de app',
    trustTitle: 'Beoordeeld door klanten',
    trustPlaceholder: 'Klantbeoordelingen',
    legalLabel: 'Juridisch',
    copyright: '© {years} Werkspot B.V. Alle rechten voorbehouden.',
  },
};
