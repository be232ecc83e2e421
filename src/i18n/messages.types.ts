/**
 * The texts the library renders, by area: every visible and accessible string of the hooks and the
 * skins. A catalogue (`ChromeCatalogue`) holds all of them for one locale; overrides
 * (`ChromeMessageOverrides`) any subset.
 */
import type { RegionalFooterTextsByVariant } from '../footer/data/regional/texts';
import type { RegionalFooterCommonTexts } from './regionalFooterTexts.types';

export type { RegionalFooterCommonTexts, RegionalFooterTextsByVariant };

/**
 * A text that depends on a count: one form per plural category of the locale (`Intl.PluralRules`),
 * `other` always. `{count}` is replaced by the count, formatted for the locale.
 *
 * @example { one: '{count} suggestion available.', other: '{count} suggestions available.' }
 */
export type PluralText = { readonly other: string } & Partial<
  Readonly<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>
>;

/** The header's visible and accessible texts. Every skin's `Header` also takes `texts` to override any of them. */
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
  /** The signed-in menu's greeting when the navigation data has none. */
  greeting: string;
  /** Said after the site's name by the logo link: 'Roofline Home'. */
  homeLink: string;
}

/** The search box's texts: the skin's labels and the hook's announcements and validation messages. */
export interface SearchTexts {
  /** Accessible name of the project field. */
  projectLabel: string;
  projectPlaceholder: string;
  /** Accessible name of the postal-code field. */
  zipLabel: string;
  zipPlaceholder: string;
  submit: string;
  viewAll: string;
  /** Heading over the suggestions of an empty query. */
  popularProjects: string;
  /** Name of the recent searches' group (shown on focus, before the popular projects). */
  recentSearches: string;
  /** The button that clears every recent search (described by the group's name). */
  clearRecentSearches: string;
  /** Accessible name of the button that removes one recent search; `{query}` is its text. */
  removeRecentSearch: string;
  /** The line shown when the typed text has no suggestion; `{query}` is the text. */
  noResults: string;
  /** The button under it that searches the typed text anyway; `{query}` is the text. */
  searchAnyway: string;
  /** Accessible name of the search icon button. */
  openSearch: string;
  /** Accessible name of the back arrow. */
  back: string;
  /** Accessible title of the full-screen search. */
  dialogTitle: string;
  /** Accessible name of the search landmark. */
  searchLandmark: string;
  /** Announced while suggestions take long. */
  loading: string;
  /** Announced when a query has no suggestions. */
  noSuggestions: string;
  /** Announced when the list opens: the count of suggestions. */
  suggestionsAvailable: PluralText;
  /** Validation (spec 5): the project is empty. */
  projectInvalid: string;
  /** Validation: the postal code is not one of the site's country. */
  zipInvalid: string;
  /** Validation: both. */
  projectAndZipInvalid: string;
}

/** The banner's and the footer sign-up's texts, and their messages (spec 5, 8, 9). */
export interface SignupTexts {
  bannerTitle: string;
  bannerSubtitle: string;
  emailPlaceholder: string;
  zipCodePlaceholder: string;
  buttonText: string;
  /** The banner's thank-you. */
  submittedText: string;
  /** The HomeAdvisor footer form's title and button. */
  homeAdvisorFooterTitle: string;
  homeAdvisorFooterButton: string;
  /** The footer form's success. */
  footerSuccess: string;
  emailRequired: string;
  emailInvalid: string;
  /** Footer only, read by screen readers (the footer shows highlighting, spec 5). */
  zipInvalid: string;
  /** The banner's send failure. */
  sendFailed: string;
  /** The banner's button that sends again after a failure. */
  tryAgain: string;
}

/** The AI entry's and the chat input's texts. */
export interface ChatTexts {
  /** The header's AI text field: its label and placeholder. */
  aiFieldLabel: string;
  /** The header's AI button. */
  aiButtonLabel: string;
  /** The chat textarea's accessible name. */
  messageLabel: string;
  /** The chat send button's accessible name. */
  send: string;
}

/**
 * The provider badges' names and what each means (spec 2.7), shown on a badge and in its popover.
 * en-US: the spec's names, `PROVIDER_BADGE_TEXTS`, beside the badges.
 */
export interface BadgeTexts {
  superServiceAwardTitle: string;
  superServiceAwardDescription: string;
  backgroundCheckedTitle: string;
  backgroundCheckedDescription: string;
  certifiedTitle: string;
  certifiedDescription: string;
}

/** The trust widgets' texts. */
export interface WidgetTexts {
  /** Accessible name of the reviews widget's region. */
  reviewsRegion: string;
  /** The reviews widget's link while (or instead of) the vendor's widget. */
  reviewsLink: string;
  /** Accessible name of the provider badges' list. */
  providerBadges: string;
}

/**
 * What every global footer says besides its links. A footer's sections and links are keyed by their `id`
 * in its area (`rooflineFooter`, `homeAdvisorFooter`): the data keeps the addresses, the catalogue the
 * labels, and a link whose id has no text does not compile.
 */
export interface GlobalFooterCommonTexts {
  /** Accessible name of the footer's link navigation. */
  navigationLabel: string;
  socialTitle: string;
  appsTitle: string;
  accessibilityTools: string;
  /** Copyright line; `{years}` is replaced with the year range. */
  copyright: string;
  /** A social link's accessible name: `{brand}` and `{network}` (Facebook, X...) are filled in. */
  socialLink: string;
  /** Said before 'App Store' on its badge (a text ending in ’ is joined without a space). */
  appleEyebrow: string;
  /** Said before 'Google Play' on its badge. */
  googleEyebrow: string;
  'browse-by-state': string;
  'homeowner-services': string;
  'service-pros': string;
  resources: string;
  financing: string;
  legal: string;
  'terms-of-use': string;
  'privacy-policy': string;
  sitemap: string;
  'do-not-sell': string;
}

/** The Roofline global footer's texts (spec 2.3): its sections and links by id. */
export interface RooflineFooterTexts extends GlobalFooterCommonTexts {
  'find-local-businesses': string;
  'services-near-me': string;
  'register-your-business': string;
  'business-center': string;
  'solution-center': string;
  'project-cost-center': string;
  faqs: string;
  'about-us': string;
  'how-it-works': string;
  'who-we-are': string;
  careers: string;
  press: string;
  'investor-relations': string;
  'contact-us': string;
  'happiness-guarantee': string;
  'affiliate-partners': string;
  'top-cities': string;
  /** The legal bar's (`SimpleFooter`'s) own links: Support Center, California Privacy, and its short 'Do Not Sell'. */
  'support-center': string;
  'california-privacy': string;
  'bar-do-not-sell': string;
}

/** The HomeAdvisor global footer's texts (spec 2.4): its sections and links by id. */
export interface HomeAdvisorFooterTexts extends GlobalFooterCommonTexts {
  'find-pros': string;
  'browse-pro-directory': string;
  'fixed-price-services': string;
  'pro-log-in': string;
  'join-pro-network': string;
  'pro-resource-center': string;
  'contractor-leads': string;
  'national-accounts': string;
  'my-account': string;
  'true-cost-guide': string;
  'resource-center': string;
  'refer-a-pro': string;
  'pros-near-me': string;
  'note-from-our-team': string;
  'licensing-requirements': string;
  'california-policy': string;
  international: string;
  'intl-france': string;
  'intl-germany': string;
  'intl-italy': string;
  'intl-netherlands': string;
  'intl-uk': string;
  'popular-cities': string;
  'additional-cities': string;
  /** The legal bar's (`SimpleFooter`'s) California Privacy link, and its terms line: `{terms}` is the Terms of Use link. */
  'california-privacy': string;
  'terms-agreement': string;
}

/**
 * The regional footers' areas of a catalogue, one per site (`canadaFooter`: HomeStars...): optional, as
 * each site's texts in its own language are the footer's (kept beside its data); a catalogue of another
 * language carries the areas of the sites it speaks for (fr-CA: `canadaFooter`).
 */
export type RegionalFooterAreas = {
  readonly [V in keyof RegionalFooterTextsByVariant as `${V}Footer`]?: RegionalFooterTextsByVariant[V];
};

/**
 * The validator's default message of each built-in rule (`useValidator`, `validate`, `createResolver`):
 * `{0}` is the field's label, `{1}` and `{2}` the rule's parameters. en-US: the spec's words (section 5),
 * `MESSAGES`.
 */
export interface ValidationTexts {
  required: string;
  acceptance: string;
  min: string;
  max: string;
  range: string;
  length: string;
  minLength: string;
  maxLength: string;
  rangeLength: string;
  oneOf: string;
  containsNoneOf: string;
  equalTo: string;
  pattern: string;
  creditCard: string;
  creditCardSecurityCode: string;
  validateHours: string;
  date: string;
  phoneNumber: string;
  password: string;
  email: string;
  postalCode: string;
  textArea: string;
  title: string;
  city: string;
  businessName: string;
}

/**
 * The error catalogue's page-level messages (`getErrorMessage`, spec 8): by HTTP status, and `default` for
 * any other. en-US: `STATUS_MESSAGES` and `DEFAULT_ERROR_MESSAGE`.
 */
export interface ErrorTexts {
  '400': string;
  '401': string;
  '402': string;
  '403': string;
  '408': string;
  '429': string;
  '500': string;
  '502': string;
  '503': string;
  '504': string;
  default: string;
}

/** Every text of the library for one locale. */
export interface ChromeMessages extends RegionalFooterAreas {
  header: HeaderTexts;
  search: SearchTexts;
  signup: SignupTexts;
  chat: ChatTexts;
  widgets: WidgetTexts;
  /** The Roofline global footer's texts (en-US: the footer's own, `GLOBAL_FOOTER_TEXTS_EN_US`). */
  rooflineFooter?: RooflineFooterTexts | undefined;
  /** The HomeAdvisor global footer's texts (en-US: the footer's own). */
  homeAdvisorFooter?: HomeAdvisorFooterTexts | undefined;
  /** The validator's messages (en-US: the spec's, `MESSAGES`, beside the validator). */
  validation?: ValidationTexts | undefined;
  /** The provider badges' names and explanations (en-US: `PROVIDER_BADGE_TEXTS`, beside the badges). */
  badges?: BadgeTexts | undefined;
  /** The error catalogue's messages (en-US: the spec's, `STATUS_MESSAGES`, beside the catalogue). */
  errors?: ErrorTexts | undefined;
}

/** Any subset of a catalogue's texts: merged over the catalogue in use. */
export type ChromeMessageOverrides = { readonly [Area in keyof ChromeMessages]?: Partial<ChromeMessages[Area]> };

/** A full catalogue: every text for `locale`. Make one with `defineCatalogue` (a missing text is a compile error). */
export interface ChromeCatalogue {
  /** BCP 47 locale of the texts. */
  readonly locale: string;
  readonly messages: Readonly<ChromeMessages>;
}
