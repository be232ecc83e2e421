/** The SearchBar's visible and accessible texts (English defaults; pass `texts` to translate). */
export interface SearchBarTexts {
  /** Accessible name of the project field. */
  projectLabel: string;
  projectPlaceholder: string;
  /** Accessible name of the ZIP field. */
  zipLabel: string;
  zipPlaceholder: string;
  submit: string;
  viewAll: string;
  /** Heading over the suggestions of an empty query. */
  popularProjects: string;
  /** Accessible name of the mobile search icon button. */
  openSearch: string;
  /** Accessible name of the back arrow. */
  back: string;
  /** Accessible title of the full-screen search. */
  dialogTitle: string;
  /** Accessible name of the search landmark. */
  searchLandmark: string;
}

export const DEFAULT_SEARCH_BAR_TEXTS: SearchBarTexts = {
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
};
