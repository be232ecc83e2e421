import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** MyBuilder (UK, en-GB). Routes of spec 2.5's UK row. */
export const UK_FOOTER: RegionalFooterData = {
  variant: 'uk',
  locale: 'en-GB',
  brandName: 'MyBuilder',
  siteUrl: 'https://www.mybuilder.com',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/post-a-job' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'post-a-job-link', text: '', href: '/post-a-job' },
        { id: 'find-trades', text: '', href: '/find-trades' },
        { id: 'questions', text: '', href: '/questions' },
      ],
    },
    {
      id: 'tradespeople',
      title: '',
      links: [
        { id: 'tradesperson-register', text: '', href: '/tradesperson/register' },
        { id: 'recent-projects', text: '', href: '/projects' },
      ],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-trades', text: '', href: '/trades' },
        { id: 'find-trades-near-you', text: '', href: '/find-trades' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/about-us' },
        { id: 'contact-us', text: '', href: '/contact-us' },
      ],
    },
  ],
  cities: directory(
    'cities',
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
    { id: 'cities-all', text: '', href: '/find-trades' },
  ),
  professions: directory(
    'professions',
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
    { id: 'professions-all', text: '', href: '/trades' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('uk') },
  social: socialLinks({ facebook: 'mybuilder', x: 'mybuilder', instagram: 'mybuilder' }),
  apps: appBadges('mybuilder/id1000000030', 'com.mybuilder.tradesman'),
  legal: [
    { id: 'terms-conditions', text: '', href: '/terms-conditions', newTab: true },
    { id: 'privacy-policy', text: '', href: '/privacy-policy', newTab: true },
    { id: 'cookie-policy', text: '', href: '/cookie-policy', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2007,
};
