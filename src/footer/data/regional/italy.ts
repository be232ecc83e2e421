import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Instapro Italy (it-IT). Routes of spec 2.5's Italian row. */
export const ITALY_FOOTER: RegionalFooterData = {
  variant: 'italy',
  locale: 'it-IT',
  brandName: 'Instapro',
  siteUrl: 'https://www.instapro.it',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/trova-il-servizio' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'find-a-service', text: '', href: '/trova-il-servizio' },
        { id: 'find-a-pro', text: '', href: '/trova-un-professionista' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [{ id: 'pro-register', text: '', href: '/professionista/registrati' }],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-cities', text: '', href: '/tutte-citta' },
        { id: 'all-professions', text: '', href: '/settori' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/chi-siamo' },
        { id: 'contact-us', text: '', href: '/contatti' },
      ],
    },
  ],
  cities: directory(
    'cities',
    '/trova-un-professionista',
    ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Verona'],
    { id: 'cities-all', text: '', href: '/tutte-citta' },
  ),
  professions: directory(
    'professions',
    '/settori',
    [
      'Idraulico',
      'Elettricista',
      'Imbianchino',
      'Muratore',
      'Falegname',
      'Giardiniere',
      'Piastrellista',
      'Impresa edile',
    ],
    { id: 'professions-all', text: '', href: '/settori' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('italy') },
  social: socialLinks({ facebook: 'instapro.it', instagram: 'instapro.it', linkedin: 'instapro' }),
  apps: appBadges('instapro-italia/id1000000070', 'it.instapro.app'),
  legal: [
    { id: 'terms-conditions', text: '', href: '/termini-condizioni', newTab: true },
    { id: 'privacy-policy', text: '', href: '/privacy', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2008,
};
