import { ANALYTICS_LIMITS } from './limits';
import { warn } from '../shared';

/** The analytics component context of spec section 3, read from `data-analytics-*` attributes. */
export interface ComponentContext {
  /** The item's human label, for example the link text. */
  label?: string | undefined;
  /** A stable id of the element. */
  element_id?: string | undefined;
  /** A key telling apart items of a list. */
  element_key?: string | undefined;
  /** The kind of component, for example 'footer_link'. */
  component_type?: string | undefined;
  /** How many objects were selected before the user acted. */
  preselected_count?: number | undefined;
  /** How many objects exist. */
  total_objects_available?: number | undefined;
  /** How many objects are shown. */
  total_objects_displayed?: number | undefined;
  /** How many objects the user selected. */
  user_selected_count?: number | undefined;
}

type StringField = 'label' | 'element_id' | 'element_key' | 'component_type';
type NumberField = 'preselected_count' | 'total_objects_available' | 'total_objects_displayed' | 'user_selected_count';

const STRING_FIELDS: readonly StringField[] = ['label', 'element_id', 'element_key', 'component_type'];
const NUMBER_FIELDS: readonly NumberField[] = [
  'preselected_count',
  'total_objects_available',
  'total_objects_displayed',
  'user_selected_count',
];

/** Fields that identify a clickable item (the others describe the surrounding component). */
export const ITEM_FIELDS: readonly StringField[] = ['label', 'element_id', 'element_key'];

/** The attribute a context field is stored in: `element_id` -> `data-analytics-element-id`. */
export function analyticsAttributeName(field: keyof ComponentContext): string {
  return `data-analytics-${field.replace(/_/g, '-')}`;
}

/**
 * The `data-analytics-*` attributes to spread on an element so a click on it (or inside it) is
 * tracked with this context. Undefined fields and non-finite numbers are left out.
 *
 * @example <a href="/about" {...analyticsAttributes({ label: 'About', component_type: 'footer_link' })}>About</a>
 */
export function analyticsAttributes(context: ComponentContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of STRING_FIELDS) {
    const value = context[field];
    if (typeof value === 'string') out[analyticsAttributeName(field)] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = context[field];
    if (typeof value === 'number' && Number.isFinite(value)) out[analyticsAttributeName(field)] = String(value);
  }
  return out;
}

/** Parses a numeric attribute; `undefined` (with a warning) when it is not a finite number. */
function parseNumeric(attribute: string, raw: string): number | undefined {
  const text = raw.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (Number.isFinite(value)) return value;
  warn(`Analytics attribute ${attribute} is not a number and was skipped:`, raw);
  return undefined;
}

/** True when the element carries at least one of the given context fields as an attribute. */
export function hasAnalyticsAttribute(
  element: Element,
  fields: readonly (keyof ComponentContext)[] = [...STRING_FIELDS, ...NUMBER_FIELDS],
): boolean {
  return fields.some((field) => element.hasAttribute(analyticsAttributeName(field)));
}

/**
 * Reads the component context for `target`: the target and at most
 * `ANALYTICS_LIMITS.attributeAncestorLookupLimit` (50) ancestors are walked; for every field the nearest
 * element carrying it wins. Numeric attributes that cannot be parsed are skipped with a warning
 * (the walk then keeps looking further up for that field).
 */
export function getComponentContext(target: Element): ComponentContext {
  const context: ComponentContext = {};
  let element: Element | null = target;
  for (let depth = 0; element && depth <= ANALYTICS_LIMITS.attributeAncestorLookupLimit; depth += 1) {
    for (const field of STRING_FIELDS) {
      if (context[field] !== undefined) continue;
      const value = element.getAttribute(analyticsAttributeName(field));
      if (value !== null) context[field] = value;
    }
    for (const field of NUMBER_FIELDS) {
      if (context[field] !== undefined) continue;
      const attribute = analyticsAttributeName(field);
      const raw = element.getAttribute(attribute);
      if (raw === null) continue;
      const value = parseNumeric(attribute, raw);
      if (value !== undefined) context[field] = value;
    }
    element = element.parentElement;
  }
  return context;
}
