import { buildFooterLinks, cityUrl, getRegionalFooterContent, getRegionalFooterContentForDomain } from '../../src';

// The same data the skins use, as plain functions (safe on a server too).
const roofline = buildFooterLinks('ROOFLINE', { queryString: 'utm_source=footer' });
export const nearMe = roofline.sections[0]?.links[1]?.href; // '/nearme/?utm_source=footer'

export const stateDirectory = buildFooterLinks('HOME_ADVISOR').browseByState.href; // '/clp/'
export const additional = buildFooterLinks('HOME_ADVISOR').additionalCities?.links.map((link) => link.href) ?? []; // '/c.Albuquerque.NM.html', ...
export const cityPage = cityUrl('Santa Fe', 'NM'); // '/c.Santa_Fe.NM.html'

export const dutch = getRegionalFooterContent('netherlands').postAJob.cta.href; // '/vind-een-dienst'
export const austrianLocale = getRegionalFooterContentForDomain('www.myhammer.at').locale; // 'de-AT'

// Absolute links, for a footer rendered away from the brand's own site:
export const absolute = buildFooterLinks('HOME_ADVISOR', { baseUrl: 'https://www.homeadvisor.com' }).cities.links[0]
  ?.href; // 'https://www.homeadvisor.com/c.Atlanta.GA.html'
