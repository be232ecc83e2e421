import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** MyBuilder (UK, en-GB). Routes of spec 2.5's UK row. */
export const UK_FOOTER: RegionalFooterContent = {
  variant: 'uk',
  locale: 'en-GB',
  brandName: 'MyBuilder',
  siteUrl: 'https://www.mybuilder.com',
  postAJob: {
    title: 'Got a job that needs doing?',
    text: 'Post your job for free and hear from local tradespeople.',
    cta: { id: 'post-a-job', text: 'Post a job', href: '/post-a-job' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Homeowners',
      links: [
        { id: 'post-a-job-link', text: 'Post a job', href: '/post-a-job' },
        { id: 'find-trades', text: 'Find tradespeople', href: '/find-trades' },
        { id: 'questions', text: 'Ask a tradesperson', href: '/questions' },
      ],
    },
    {
      id: 'tradespeople',
      title: 'Tradespeople',
      links: [
        { id: 'tradesperson-register', text: 'Sign up as a tradesperson', href: '/tradesperson/register' },
        { id: 'recent-projects', text: 'Recent projects', href: '/projects' },
      ],
    },
    {
      id: 'explore',
      title: 'Explore',
      links: [
        { id: 'all-trades', text: 'All trades', href: '/trades' },
        { id: 'find-trades-near-you', text: 'Tradespeople near you', href: '/find-trades' },
      ],
    },
    {
      id: 'company',
      title: 'Company',
      links: [
        { id: 'about-us', text: 'About us', href: '/about-us' },
        { id: 'contact-us', text: 'Contact us', href: '/contact-us' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Find tradespeople in your area',
    '/find-trades',
    [
      'London',
      'Birmingham',
      'Manchester',
      'Leeds',
      'Glasgow',
      'Liverpool',
      'Bristol',
      'Sheffield',
      'Edinburgh',
      'Cardiff',
    ],
    { id: 'cities-all', text: 'See all areas', href: '/find-trades' },
  ),
  professions: directory(
    'professions',
    'Popular trades',
    '/trades',
    [
      'Builders',
      'Plumbers',
      'Electricians',
      'Roofers',
      'Plasterers',
      'Painters & Decorators',
      'Carpenters',
      'Gardeners',
    ],
    { id: 'professions-all', text: 'See all trades', href: '/trades' },
  ),
  sisterBrands: { title: 'Our brands around the world', brands: sisterBrandsOf('uk', 'en') },
  social: socialLinks('MyBuilder', { facebook: 'mybuilder', x: 'mybuilder', instagram: 'mybuilder' }),
  apps: appBadges(APP_BADGE_TEXTS.en, 'mybuilder/id1000000030', 'com.mybuilder.tradesman'),
  legal: [
    { id: 'terms-conditions', text: 'Terms & conditions', href: '/terms-conditions', newTab: true },
    { id: 'privacy-policy', text: 'Privacy policy', href: '/privacy-policy', newTab: true },
    { id: 'cookie-policy', text: 'Cookie policy', href: '/cookie-policy', newTab: true },
  ],
  cookieSettings: cookieSettings('Cookie settings'),
  copyrightFromYear: 2007,
  texts: {
    navigationLabel: 'Footer',
    socialTitle: 'Follow us',
    appsTitle: 'Get the app',
    trustTitle: 'Rated by homeowners',
    trustPlaceholder: 'Customer rating',
    legalLabel: 'Legal',
    copyright: '© {years} MyBuilder Limited. All rights reserved.',
  },
};
