import { DEFAULT_TEXTS } from '../constants/constants';
import type { ChromeCatalogue } from './messages.types';

/**
 * The built-in catalogue: the spec's texts, character for character (en-US). Every page has it; it is
 * the fallback of every other locale.
 */
export const enUS: ChromeCatalogue = {
  locale: 'en-US',
  messages: {
    header: {
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
    },
    search: {
      projectLabel: 'Project',
      projectPlaceholder: 'What can we help you with?',
      zipLabel: 'ZIP code',
      zipPlaceholder: 'ZIP code',
      submit: 'Search',
      viewAll: 'View all',
      popularProjects: 'Popular projects',
      openSearch: 'Search',
      back: 'Back',
      dialogTitle: 'Search for a project',
      searchLandmark: 'Project search',
      loading: 'Loading suggestions…',
      noSuggestions: 'No suggestions.',
      suggestionsAvailable: { one: '{count} suggestion available.', other: '{count} suggestions available.' },
      projectInvalid: 'Please enter a project',
      zipInvalid: 'Please enter a valid ZIP code',
      projectAndZipInvalid: 'Please enter a valid project and ZIP code',
    },
    signup: {
      bannerTitle: DEFAULT_TEXTS.bannerTitle,
      bannerSubtitle: DEFAULT_TEXTS.bannerSubtitle,
      emailPlaceholder: DEFAULT_TEXTS.emailPlaceholder,
      zipCodePlaceholder: DEFAULT_TEXTS.zipCodePlaceholder,
      buttonText: DEFAULT_TEXTS.buttonText,
      submittedText: DEFAULT_TEXTS.submittedText,
      homeAdvisorFooterTitle: DEFAULT_TEXTS.homeAdvisorFooterTitle,
      homeAdvisorFooterButton: DEFAULT_TEXTS.homeAdvisorFooterButton,
      footerSuccess: DEFAULT_TEXTS.footerSuccess,
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      zipInvalid: 'Please enter a valid ZIP code',
      sendFailed: "Sorry, we couldn't send the email.",
      tryAgain: 'Try again',
    },
    chat: {
      aiFieldLabel: 'Find pros with AI',
      aiButtonLabel: 'AI Pro Finder',
      messageLabel: 'Message',
      send: 'Send',
    },
    widgets: {
      reviewsRegion: 'Customer reviews',
      reviewsLink: 'Read our customer reviews',
      providerBadges: 'Provider badges',
    },
  },
};
