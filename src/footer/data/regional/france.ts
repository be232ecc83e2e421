import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Travaux.com (France, fr-FR). Routes of spec 2.5's French row. */
export const FRANCE_FOOTER: RegionalFooterContent = {
  variant: 'france',
  locale: 'fr-FR',
  brandName: 'Travaux.com',
  siteUrl: 'https://www.travaux.com',
  postAJob: {
    title: 'Un projet de travaux ?',
    text: 'Publiez votre projet gratuitement et recevez les devis d’artisans près de chez vous.',
    cta: { id: 'post-a-job', text: 'Publier un projet', href: '/publier-un-projet' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Particuliers',
      links: [
        { id: 'post-a-job-link', text: 'Publier un projet', href: '/publier-un-projet' },
        { id: 'find-a-pro', text: 'Trouver un artisan', href: '/trouvez-un-artisan' },
      ],
    },
    {
      id: 'professionals',
      title: 'Professionnels',
      links: [{ id: 'pro-register', text: 'Inscription artisan', href: '/professionnel/inscription' }],
    },
    {
      id: 'explore',
      title: 'Découvrir',
      links: [
        { id: 'all-professions', text: 'Tous les métiers', href: '/metiers' },
        { id: 'all-cities', text: 'Toutes les villes', href: '/toutes-villes' },
      ],
    },
    {
      id: 'company',
      title: 'À propos',
      links: [
        { id: 'about-us', text: 'Qui sommes-nous ?', href: '/qui-sommes-nous' },
        { id: 'contact-us', text: 'Contact', href: '/contact' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Trouvez des artisans près de chez vous',
    '/trouvez-un-artisan',
    ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille'],
    { id: 'cities-all', text: 'Toutes les villes', href: '/toutes-villes' },
  ),
  professions: directory(
    'professions',
    'Métiers populaires',
    '/metiers',
    ['Plombier', 'Électricien', 'Peintre', 'Maçon', 'Couvreur', 'Menuisier', 'Carreleur', 'Chauffagiste'],
    { id: 'professions-all', text: 'Tous les métiers', href: '/metiers' },
  ),
  sisterBrands: { title: 'Nos marques dans le monde', brands: sisterBrandsOf('france', 'fr') },
  social: socialLinks(
    'Travaux.com',
    { facebook: 'travauxcom', instagram: 'travauxcom', youtube: 'travauxcom' },
    '{brand} sur {network}',
  ),
  apps: appBadges(APP_BADGE_TEXTS.fr, 'travaux/id1000000050', 'com.travaux.app'),
  legal: [
    { id: 'terms-conditions', text: 'Conditions générales', href: '/conditions-generales', newTab: true },
    { id: 'legal-notice', text: 'Mentions légales', href: '/mentions-legales', newTab: true },
    { id: 'privacy-policy', text: 'Politique de confidentialité', href: '/politique-de-confidentialite', newTab: true },
  ],
  cookieSettings: cookieSettings('Paramètres des cookies'),
  copyrightFromYear: 2007,
  texts: {
    navigationLabel: 'Pied de page',
    socialTitle: 'Suivez-nous',
    appsTitle: 'Téléchargez l’application',
    trustTitle: 'Noté par nos clients',
    trustPlaceholder: 'Avis clients',
    legalLabel: 'Informations légales',
    copyright: '© {years} Travaux.com. Tous droits réservés.',
  },
};
