import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Travaux.com (France, fr-FR). Routes of spec 2.5's French row. */
export const FRANCE_FOOTER: RegionalFooterData = {
  variant: 'france',
  locale: 'fr-FR',
  brandName: 'Travaux.com',
  siteUrl: 'https://www.travaux.com',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/publier-un-projet' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'post-a-job-link', text: '', href: '/publier-un-projet' },
        { id: 'find-a-pro', text: '', href: '/trouvez-un-artisan' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [{ id: 'pro-register', text: '', href: '/professionnel/inscription' }],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-professions', text: '', href: '/metiers' },
        { id: 'all-cities', text: '', href: '/toutes-villes' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/qui-sommes-nous' },
        { id: 'contact-us', text: '', href: '/contact' },
      ],
    },
  ],
  cities: directory(
    'cities',
    '/trouvez-un-artisan',
    ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille'],
    { id: 'cities-all', text: '', href: '/toutes-villes' },
  ),
  professions: directory(
    'professions',
    '/metiers',
    ['Plombier', 'Électricien', 'Peintre', 'Maçon', 'Couvreur', 'Menuisier', 'Carreleur', 'Chauffagiste'],
    { id: 'professions-all', text: '', href: '/metiers' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('france') },
  social: socialLinks({ facebook: 'travauxcom', instagram: 'travauxcom', youtube: 'travauxcom' }),
  apps: appBadges('travaux/id1000000050', 'com.travaux.app'),
  legal: [
    { id: 'terms-conditions', text: '', href: '/conditions-generales', newTab: true },
    { id: 'legal-notice', text: '', href: '/mentions-legales', newTab: true },
    { id: 'privacy-policy', text: '', href: '/politique-de-confidentialite', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2007,
};
