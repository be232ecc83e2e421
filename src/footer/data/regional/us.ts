import type { RegionalFooterData } from '../../footer.types';
import { appBadges, socialLinks } from '../shared';
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
export const US_FOOTER: RegionalFooterData = {
  variant: 'us',
  locale: 'en-US',
  brandName: 'Instapro',
  siteUrl: 'https://www.instapro.com',
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
        { id: 'how-it-works', text: '', href: '/how-it-works' },
        { id: 'find-professionals', text: '', href: '/find-professionals' },
      ],
    },
    {
      id: 'professionals',
      title: '',
      links: [
        { id: 'join-as-a-pro', text: '', href: '/pro/register' },
        { id: 'pro-resources', text: '', href: '/pro/resources' },
      ],
    },
    {
      id: 'company',
      title: '',
      links: [
        { id: 'about-us', text: '', href: '/about-us' },
        { id: 'careers', text: '', href: '/careers' },
        { id: 'press', text: '', href: '/press' },
      ],
    },
    {
      id: 'help',
      title: '',
      links: [
        { id: 'help-center', text: '', href: '/help' },
        { id: 'contact-us', text: '', href: '/contact-us' },
      ],
    },
  ],
  cities: directory(
    'cities',
    '/find-professionals',
    US_CITIES.map(([city]) => city),
    { id: 'cities-all', text: '', href: '/find-professionals' },
    (city) => `${city.toLowerCase().replace(/\s+/g, '-')}-${(STATE_OF.get(city) ?? '').toLowerCase()}`,
  ),
  professions: directory(
    'professions',
    '/professions',
    ['Plumbers', 'Electricians', 'Roofers', 'Painters', 'Handymen', 'Landscapers', 'House Cleaners', 'HVAC'],
    { id: 'professions-all', text: '', href: '/professions' },
  ),
  sisterBrands: { title: '', brands: sisterBrandsOf('us') },
  social: socialLinks({ facebook: 'instapro', instagram: 'instapro', linkedin: 'instapro' }),
  apps: appBadges('instapro/id1000000020', 'com.instapro.app'),
  legal: [
    { id: 'privacy-policy', text: '', href: '/privacy-policy', newTab: true },
    { id: 'terms-of-use', text: '', href: '/terms-of-use', newTab: true },
  ],
  cookieSettings: cookieSettings(),
  copyrightFromYear: 2021,
};
