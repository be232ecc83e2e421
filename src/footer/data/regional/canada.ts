import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** HomeStars (Canada, en-CA). Routes of spec 2.5's Canada row. */
export const CANADA_FOOTER: RegionalFooterContent = {
  variant: 'canada',
  locale: 'en-CA',
  brandName: 'HomeStars',
  siteUrl: 'https://homestars.com',
  postAJob: {
    title: 'Have a project in mind?',
    text: 'Tell us what you need and get matched with trusted local pros.',
    cta: { id: 'post-a-job', text: 'Find a service', href: '/find-a-service' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Homeowners',
      links: [
        { id: 'find-a-service', text: 'Find a service', href: '/find-a-service' },
        { id: 'how-it-works', text: 'How it works', href: '/how-it-works' },
        { id: 'find-professionals', text: 'Find professionals', href: '/find-professionals' },
        { id: 'price-guides', text: 'Price guides', href: '/price-guides' },
      ],
    },
    {
      id: 'professionals',
      title: 'Professionals',
      links: [
        { id: 'join-as-a-pro', text: 'Join as a pro', href: '/pro/register' },
        { id: 'quality-standard', text: 'Quality standard', href: '/quality-standard' },
        { id: 'reviews-policy', text: 'Reviews policy', href: '/reviews-policy' },
      ],
    },
    {
      id: 'company',
      title: 'Company',
      links: [
        { id: 'about-us', text: 'About us', href: '/about-us' },
        { id: 'blog', text: 'Blog', href: '/blog' },
        { id: 'articles', text: 'Articles', href: '/articles' },
      ],
    },
    {
      id: 'explore',
      title: 'Explore',
      links: [
        { id: 'all-professions', text: 'All professions', href: '/professions' },
        { id: 'all-services', text: 'All services', href: '/services' },
        { id: 'all-cities', text: 'All cities', href: '/all-cities' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Find pros in your area',
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
    { id: 'cities-all', text: 'See all cities', href: '/all-cities' },
  ),
  professions: directory(
    'professions',
    'Popular professions',
    '/professions',
    ['Plumbers', 'Electricians', 'Roofers', 'Painters', 'General Contractors', 'HVAC', 'Landscapers', 'Cleaners'],
    { id: 'professions-all', text: 'See all professions', href: '/professions' },
  ),
  sisterBrands: { title: 'Our brands around the world', brands: sisterBrandsOf('canada', 'en') },
  social: socialLinks('HomeStars', {
    facebook: 'HomeStars',
    instagram: 'homestars',
    x: 'HomeStars',
    youtube: 'homestars',
  }),
  apps: appBadges(APP_BADGE_TEXTS.en, 'homestars/id1000000010', 'com.homestars.homeowner'),
  legal: [
    { id: 'privacy-policy', text: 'Privacy policy', href: '/privacy-policy', newTab: true },
    { id: 'terms-of-use', text: 'Terms of use', href: '/terms-of-use', newTab: true },
  ],
  cookieSettings: cookieSettings('Cookie settings'),
  copyrightFromYear: 2006,
  texts: {
    navigationLabel: 'Footer',
    socialTitle: 'Follow us',
    appsTitle: 'Get the app',
    trustTitle: 'Rated by homeowners',
    trustPlaceholder: 'Customer rating',
    legalLabel: 'Legal',
    copyright: '© {years} HomeStars Inc. All rights reserved.',
  },
};
