import { DEFAULT_TEXTS } from '../constants/constants';

/** The header's visible and accessible texts. Every skin accepts `texts` to override any of them. */
export interface HeaderTexts {
  skipToContent: string;
  logIn: string;
  signUp: string;
  logOut: string;
  servicesNearMe: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  accountMenu: string;
  closeAccountMenu: string;
  back: string;
  projectTypes: string;
  viewAll: string;
  moreArticles: string;
  greeting: string;
  homeLink: string;
}

/** Default header texts (English). */
export const DEFAULT_HEADER_TEXTS: Readonly<HeaderTexts> = {
  skipToContent: 'Skip to main content',
  logIn: 'Log In',
  signUp: 'Sign Up',
  logOut: 'Log Out',
  servicesNearMe: 'Services near me',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  accountMenu: 'Account menu',
  closeAccountMenu: 'Close account menu',
  back: 'Back',
  projectTypes: 'Project types',
  viewAll: 'View all',
  moreArticles: 'More articles',
  greeting: DEFAULT_TEXTS.authenticatedGreeting,
  homeLink: 'Home',
};
