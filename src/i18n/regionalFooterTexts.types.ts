// The regional footers' common texts: a leaf module (no imports), so the regional footers' data and
// the catalogue's types both read it without importing each other.

/**
 * What every regional footer says besides its links' labels (spec 2.5). A regional footer's texts
 * (`RegionalFooterTextsByVariant`, a catalogue's `{variant}Footer` area) add every section title and
 * link text by its id, the professions by `professions-{slug}` and the sister sites' countries by
 * `country-{variant}`.
 */
export interface RegionalFooterCommonTexts {
  /** Accessible name of the footer's link navigation. */
  navigationLabel: string;
  socialTitle: string;
  appsTitle: string;
  /** The trust-rating widget's heading. */
  trustTitle: string;
  /** Text of the trust-rating widget's placeholder until the widget loads. */
  trustPlaceholder: string;
  /** Accessible name of the legal links' list. */
  legalLabel: string;
  /** Copyright line; `{years}` is replaced with the year range. */
  copyright: string;
  /** The post-a-job banner's title, text and button (`post-a-job`). */
  postAJobTitle: string;
  postAJobText: string;
  'post-a-job': string;
  /** The city directory's title and its 'all' link. */
  cities: string;
  'cities-all': string;
  /** The professions directory's title and its 'all' link. */
  professions: string;
  'professions-all': string;
  sisterBrandsTitle: string;
  /** A sister site's line: its country, then its linked name (`'{country}: {brand}'`; French `'{country}\u00a0: {brand}'`). */
  sisterBrand: string;
  /** A social link's accessible name: `{brand}` and `{network}` (Facebook, X...) are filled in. */
  socialLink: string;
  /** Said before 'App Store' on its badge (a text ending in ’ is joined without a space). */
  appleEyebrow: string;
  /** Said before 'Google Play' on its badge. */
  googleEyebrow: string;
  'cookie-settings': string;
}
