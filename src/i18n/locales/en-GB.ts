import { MESSAGES } from '../../validation/messages';
import { defineCatalogue } from '../catalogue';

/**
 * MyBuilder (UK): British English in sentence case, "Postcode", and the site's "tradespeople" where
 * en-US says "pros". "Project" stays (a "job" search would read as job-hunting).
 */
export const enGB = defineCatalogue('en-GB', {
  header: {
    skipToContent: 'Skip to main content',
    logIn: 'Log in',
    signUp: 'Sign up',
    logOut: 'Log out',
    servicesNearMe: 'Tradespeople near me',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    accountMenu: 'Account menu',
    closeAccountMenu: 'Close account menu',
    back: 'Back',
    projectTypes: 'Project types',
    viewAll: 'View all',
    moreArticles: 'More articles',
    greeting: 'Welcome back',
    homeLink: 'Home',
  },
  search: {
    projectLabel: 'Project',
    projectPlaceholder: 'What can we help you with?',
    zipLabel: 'Postcode',
    zipPlaceholder: 'Postcode',
    submit: 'Search',
    viewAll: 'View all',
    popularProjects: 'Popular projects',
    recentSearches: 'Recent searches',
    clearRecentSearches: 'Clear all',
    removeRecentSearch: 'Remove ‘{query}’ from recent searches',
    noResults: 'No projects match ‘{query}’.',
    searchAnyway: 'Search for ‘{query}’',
    openSearch: 'Search',
    back: 'Back',
    dialogTitle: 'Search for a project',
    searchLandmark: 'Project search',
    loading: 'Loading suggestions…',
    noSuggestions: 'No suggestions.',
    suggestionsAvailable: { one: '{count} suggestion available.', other: '{count} suggestions available.' },
    projectInvalid: 'Please enter a project',
    zipInvalid: 'Please enter a valid postcode',
    projectAndZipInvalid: 'Please enter a valid project and postcode',
  },
  signup: {
    bannerTitle: 'Knowledge is priceless – so our cost guides are free.',
    bannerSubtitle: 'Sign up to get free project cost info in your inbox.',
    emailPlaceholder: 'Email address',
    zipCodePlaceholder: 'Postcode',
    buttonText: 'Sign me up',
    submittedText: "Thanks for signing up! You're all set.",
    homeAdvisorFooterTitle: 'Sign up for free project cost information',
    homeAdvisorFooterButton: 'Subscribe',
    footerSuccess: "You're all set!",
    emailRequired: 'Email address is required',
    emailInvalid: 'Please enter a valid email address',
    zipInvalid: 'Please enter a valid postcode',
    sendFailed: "Sorry, we couldn't send the email.",
    tryAgain: 'Try again',
  },
  chat: {
    aiFieldLabel: 'Find tradespeople with AI',
    aiButtonLabel: 'AI Trade Finder',
    messageLabel: 'Message',
    send: 'Send',
  },
  widgets: {
    reviewsRegion: 'Customer reviews',
    reviewsLink: 'Read our customer reviews',
    providerBadges: 'Tradesperson badges',
  },
  // The US brands' global footers, as the US sites say them.
  // The spec's English messages, the country's word for a postal code (the errors' are en-US's).
  validation: { ...MESSAGES, postalCode: 'Must enter a valid postcode' },
});
