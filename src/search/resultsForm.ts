import { memoByKey } from '../shared/memoBySource';
import { buildResultsUrl } from './searchUrls';

/** A hidden input of the search form: spread it onto an `<input>`. */
export interface SearchHiddenField {
  type: 'hidden';
  name: string;
  value: string;
}

/** The search form as a plain GET form: where it submits and the fixed parameters it sends. */
export interface ResultsForm {
  /** `{resultsDomain}/find` (same origin `/find` without a results domain). */
  action: string;
  /** The fixed parameters of spec 7.8 in its order (`action=SEARCH` ... `sourcePage=Homepage`). */
  hiddenFields: SearchHiddenField[];
}

/** The fields the user fills: the form's named inputs, not hidden ones. */
const USER_FIELDS = new Set(['query', 'postalCode']);

/**
 * The results page (spec 7.8) as a form, so that the search works before JavaScript: a GET to
 * `action` with `hiddenFields` and the inputs named `query` and `postalCode` gives the address that
 * `buildResultsUrl` builds (from which it is derived). Pure: a server renders the same form. The
 * same domain gives the same frozen object (every search box of a page, every server render, asks).
 *
 * @example getResultsForm('https://www.roofline.com').action // 'https://www.roofline.com/find'
 */
export function getResultsForm(resultsDomain?: string | null): ResultsForm {
  return formOfDomain(resultsDomain);
}

const formOfDomain = /* @__PURE__ */ memoByKey(buildResultsForm, 16);

function buildResultsForm(resultsDomain: string | null | undefined): ResultsForm {
  const [action = '/find', search = ''] = buildResultsUrl({ resultsDomain, query: '' }).split('?');
  const hiddenFields = [...new URLSearchParams(search)]
    .filter(([name]) => !USER_FIELDS.has(name))
    .map(([name, value]): SearchHiddenField => Object.freeze({ type: 'hidden', name, value }));
  return Object.freeze({ action, hiddenFields: Object.freeze(hiddenFields) as SearchHiddenField[] });
}
