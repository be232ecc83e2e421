/** The standard header. */
export const STANDARD = 'standard';
/** The header with an inline search bar (when search props exist). */
export const STANDARD_WITH_SEARCH = 'standardWithSearch';
/** The header with the mobile 'AI Pro Finder' button. */
export const STANDARD_WITH_AI_BUTTON = 'standardWithAiButton';
/** The header with the 'Find pros with AI' text field. */
export const STANDARD_WITH_AI_FIELD = 'standardWithAiField';

/** The header variants of spec 2.7. */
export type HeaderVariant =
  typeof STANDARD | typeof STANDARD_WITH_SEARCH | typeof STANDARD_WITH_AI_BUTTON | typeof STANDARD_WITH_AI_FIELD;

/** Every header variant, in spec order. */
export const HEADER_VARIANTS: readonly HeaderVariant[] = [
  STANDARD,
  STANDARD_WITH_SEARCH,
  STANDARD_WITH_AI_BUTTON,
  STANDARD_WITH_AI_FIELD,
];

/** True for a known header variant. */
export function isHeaderVariant(value: unknown): value is HeaderVariant {
  return typeof value === 'string' && (HEADER_VARIANTS as readonly string[]).includes(value);
}
