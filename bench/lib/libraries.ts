/** The contenders: ours and each peer, with their demo apps and the figures the issue quotes (KB, min + gzip). */
export interface Contender {
  id: string;
  name: string;
  /** App module under bench/apps exporting `App`: the search box with suggestions. */
  search: string;
  /** App module: the search box + a dropdown menu + a dialog; absent when the library has no such pieces. */
  suite?: string;
  suiteName?: string;
  inputSelector: string;
  /** Renders its UI with its own renderer rather than React (its commits are not comparable). */
  ownRenderer?: boolean;
  /** Issue 9's figures to beat (KB), for reference. */
  quotedSearchKb?: number;
  quotedSuiteKb?: number;
}

const COMBOBOX_INPUT = 'input[role="combobox"]';

export const CONTENDERS: Contender[] = [
  {
    id: 'ours',
    name: '@roofline/chrome useSearchBox',
    search: 'search/ours',
    suite: 'suite/ours',
    suiteName: 'useSearchBox + Radix',
    inputSelector: COMBOBOX_INPUT,
  },
  {
    id: 'downshift',
    name: 'Downshift useCombobox',
    search: 'search/downshift',
    suite: 'suite/downshift',
    suiteName: 'Downshift + Radix',
    inputSelector: COMBOBOX_INPUT,
    quotedSearchKb: 13.9,
    quotedSuiteKb: 45.6,
  },
  {
    id: 'algolia',
    name: '@algolia/autocomplete-js',
    search: 'search/algolia',
    inputSelector: 'input.aa-Input',
    ownRenderer: true,
    quotedSearchKb: 24.3,
  },
  {
    id: 'ariakit',
    name: 'Ariakit Combobox',
    search: 'search/ariakit',
    suite: 'suite/ariakit',
    suiteName: 'Ariakit',
    inputSelector: COMBOBOX_INPUT,
    quotedSearchKb: 44.5,
    quotedSuiteKb: 50.8,
  },
  {
    id: 'headlessui',
    name: 'Headless UI Combobox',
    search: 'search/headlessui',
    suite: 'suite/headlessui',
    suiteName: 'Headless UI',
    inputSelector: COMBOBOX_INPUT,
    quotedSearchKb: 47.0,
    quotedSuiteKb: 57.4,
  },
  {
    id: 'reactAria',
    name: 'react-aria hooks',
    search: 'search/reactAria',
    inputSelector: COMBOBOX_INPUT,
    quotedSearchKb: 50.4,
  },
  {
    id: 'rac',
    name: 'react-aria-components ComboBox',
    search: 'search/reactAriaComponents',
    suite: 'suite/reactAriaComponents',
    suiteName: 'react-aria-components',
    inputSelector: COMBOBOX_INPUT,
    quotedSearchKb: 62.4,
    quotedSuiteKb: 68.7,
  },
];

export const QUOTED_REACT_KB = 68.8;
