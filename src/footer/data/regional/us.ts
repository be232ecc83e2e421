import type { RegionalFooterContent } from '../../footer.types';
import { APP_BADGE_TEXTS, appBadges, socialLinks } from '../shared';
import { cookieSettings, directory } from './helpers';
import { sisterBrandsOf } from './sisterBrands';

/** City name and state code to the `{city-state}` slug of spec 2.5: 'New York', 'NY' -> 'new-york-ny'. */
const US_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['New York', 'NY'],
  ['Los Angeles', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
];
const STATE_OF = new Map(US_CITIES.map(([city, state]) => [city, state]));

/** Instapro (the US default, en-US). Routes of spec 2.5's US row: /post-a-job, /find-professionals/{city-state}. */
export const US_FOOTER: RegionalFooterContent = {
  variant: 'us',
  locale: 'en-US',
  brandName: 'Instapro',
  siteUrl: 'https://www.instapro.com',
  postAJob: {
    title: 'Have a project in mind?',
    text: 'Post your job for free and hear from local pros.',
    cta: { id: 'post-a-job', text: 'Post a job', href: '/post-a-job' },
  },
  columns: [
    {
      id: 'homeowners',
      title: 'Homeowners',
      links: [
        { id: 'post-a-job-link', text: 'Post a job', href: '/post-a-job' },
        { id: 'how-it-works', text: 'How it works', href: '/how-it-works' },
        { id: 'find-professionals', text: 'Find professionals', href: '/find-professionals' },
      ],
    },
    {
      id: 'professionals',
      title: 'Professionals',
      links: [
        { id: 'join-as-a-pro', text: 'Join as a pro', href: '/pro/register' },
        { id: 'pro-resources', text: 'Pro resources', href: '/pro/resources' },
      ],
    },
    {
      id: 'company',
      title: 'Company',
      links: [
        { id: 'about-us', text: 'About us', href: '/about-us' },
        { id: 'careers', text: 'Careers', href: '/careers' },
        { id: 'press', text: 'Press', href: '/press' },
      ],
    },
    {
      id: 'help',
      title: 'Help',
      links: [
        { id: 'help-center', text: 'Help center', href: '/help' },
        { id: 'contact-us', text: 'Contact us', href: '/contact-us' },
      ],
    },
  ],
  cities: directory(
    'cities',
    'Find pros in your area',
    '/find-professionals',
    US_CITIES.map(([city]) => city),
    { id: 'cities-all', text: 'See all cities', href: '/find-professionals' },
    (city) => `${city.toLowerCase().replace(/\s+/g, '-')}-${(STATE_OF.get(city) ?? '').toLowerCase()}`,
  ),
  professions: directory(
    'professions',
    'Popular professions',
    '/professions',
    ['Plumbers', 'Electricians', 'Roofers', 'Painters', 'Handymen', 'Landscapers', 'House Cleaners', 'HVAC'],
    { id: 'professions-all', text: 'See all professions', href: '/professions' },
  ),
  sisterBrands: { title: 'Our brands around the world', brands: sisterBrandsOf('us', 'en') },
  social: socialLinks('Instapro', { facebook: 'instapro', instagram: 'instapro', linkedin: 'instapro' }),
  apps: appBadges(APP_BADGE_TEXTS.en, 'instapro/id1000000020', 'com.instapro.app'),
  legal: [
    { id: 'privacy-policy', text: 'Privacy policy', href: '/privacy-policy', newTab: true },
    { id: 'terms-of-use', text: 'Terms of use', href: '/terms-of-use', newTab: true },
  ],
  cookieSettings: cookieSettings('Cookie settings'),
  copyrightFromYear: 2021,
  texts: {
    navigationLabel: 'Footer',
    socialTitle: 'Follow us',
    appsTitle: 'Get the app',
    trustTitle: 'Rated by customers',
    trustPlaceholder: 'Customer rating',
    legalLabel: 'Legal',
    copyright: '© {years} Instapro. All rights reserved.',
  },
};
