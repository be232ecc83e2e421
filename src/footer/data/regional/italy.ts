import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** Instapro Italy (it-IT). Routes of spec 2.5's Italian row. */
export const ITALY_FOOTER: RegionalFooterContent = {
  variant: 'italy',
  locale: 'it-IT',
  brandName: 'Instapro',
  siteUrl: 'https://www.instapro.it',
  postAJob: {
    title: 'Hai un lavoro da fare?',
    text: 'Descrivi il tuo lavoro gratuitamente e ricevi preventivi da professionisti della tua zona.',
    cta: { id: 'post-a-job', text: 'Pubblica un lavoro', href: '/trova-il-servizio' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Per i clienti',
      links: [
        { id: 'find-a-service', text: 'Trova il servizio', href: '/trova-il-servizio' },
        { id: 'find-a-pro', text: 'Trova un professionista', href: '/trova-un-professionista' },
      ],
    },
    {
      id: 'professionals',
      title: 'Per i professionisti',
      links: [{ id: 'pro-register', text: 'Registrati come professionista', href: '/professionista/registrati' }],
    },
    {
      id: 'explore',
      title: 'Scopri',
      links: [
        { id: 'all-cities', text: 'Tutte le città', href: '/tutte-citta' },
        { id: 'all-professions', text: 'Tutti i settori', href: '/settori' },
      ],
    },
    {
      id: 'company',
      title: 'Instapro',
      links: [
        { id: 'about-us', text: 'Chi siamo', href: '/chi-siamo' },
        { id: 'contact-us', text: 'Contatti', href: '/contatti' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Trova professionisti nella tua zona',
    '/trova-un-professionista',
    ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari', 'Verona'],
    { id: 'cities-all', text: 'Tutte le città', href: '/tutte-citta' },
  ),
  professions: directory(
    'professions',
    'Settori più richiesti',
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
    { id: 'professions-all', text: 'Tutti i settori', href: '/settori' },
  ),
  sisterBrands: { title: 'I nostri marchi nel mondo', brands: sisterBrandsOf('italy', 'it') },
  social: socialLinks(
    'Instapro',
    { facebook: 'instapro.it', instagram: 'instapro.it', linkedin: 'instapro' },
    '{brand} su {network}',
  ),
  apps: appBadges(APP_BADGE_TEXTS.it, 'instapro-italia/id1000000070', 'it.instapro.app'),
  legal: [
    { id: 'terms-conditions', text: 'Termini e condizioni', href: '/termini-condizioni', newTab: true },
    { id: 'privacy-policy', text: 'Informativa sulla privacy', href: '/privacy', newTab: true },
  ],
  cookieSettings: cookieSettings('Impostazioni dei cookie'),
  copyrightFromYear: 2008,
  texts: {
    navigationLabel: 'Piè di pagina',
    socialTitle: 'Seguici',
    appsTitle: 'Scarica l’app',
    trustTitle: 'Valutato dai clienti',
    trustPlaceholder: 'Recensioni dei clienti',
    legalLabel: 'Note legali',
    copyright: '© {years} Instapro. Tutti i diritti riservati.',
  },
};
