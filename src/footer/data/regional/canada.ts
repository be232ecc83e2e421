import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** HomeStars (Canada, en-CA). Routes of spec 2.5's Canada row. */
export const CANADA_FOOTER: RegionalFooterData = {
  variant: 'canada',
  locale: 'en-CA',
  brandName: 'HomeStars',
  siteUrl: 'https://homestars.com',
  postAJob: {
    title: '',
    text: '',
    cta: { id: 'post-a-job', text: '', href: '/find-a-service' },
  },
  columns: [
    {
      id: 'homeowners',
      title: '',
      links: [
        { id: 'find-a-service', text: '', href: '/find-a-service' },
        { id: 'how-it-works', text: '', href: '/how-it-works' },
        { id: 'find-professionals', text: '', href: '/find-professionals' },
        { id: 'price-guides', text: '', href: '/price-guides' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [
        { id: 'join-as-a-pro', text: '', href: '/pro/register' },
        { id: 'quality-standard', text: '', href: '/quality-standard' },
        { id: 'reviews-policy', text: '', href: '/reviews-policy' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/about-us' },
        { id: 'blog', text: '', href: '/blog' },
        { id: 'articles', text: '', href: '/articles' },
      ],
    },
    {
      id: 'explore',
      title: '',
      links: [
        { id: 'all-professions', text: '', href: '/professions' },
        { id: 'all-services', text: '', href: '/services' },
        { id: 'all-cities', text: '', href: '/all-cities' },
      ],
    },
  ],
  cities: directory(
    'cities',
    '/find-professionals',
    [
      'Toronto',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Ottawa',
      'Montreal',
      'Winnipeg',
      'Mississauga',
      'Hamilton',
      'Halifax',
    ],
    { id: 'cities-all', text: '', href: '/all-cities' },
  ),
  professions: directory(
    'professions',
    '/professions',
    ['Plumbers', 'Electricians', 'Roofers', 'Painters', 'General Contractors', 'HVAC', 'Landscapers', 'Cleaners'],
    { id: 'professions-all', text: '', href: '/professions' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('canada') },
  social: socialLinks({
    facebook: 'HomeStars',
    instagram: 'homestars',
    x: 'HomeStars',
    youtube: 'homestars',
  }),
  apps: appBadges('homestars/id1000000010', 'com.homestars.homeowner'),
  legal: [
    { id: 'privacy-policy', text: '', href: '/privacy-policy', newTab: true },
    { id: 'terms-of-use', text: '', href: '/terms-of-use', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2006,
};
