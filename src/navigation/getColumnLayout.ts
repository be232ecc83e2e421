import { NAVIGATION_LIMITS } from './limits';

/** How a panel's link list is laid out. */
export interface ColumnLayout {
  /** Number of columns: 1 up to 15 links, 2 above 15, 3 above 23, 4 above 26. */
  columns: 1 | 2 | 3 | 4;
  /** Links per column (column-major order), 0 for an empty list. */
  rows: number;
}

const [TWO_ABOVE, THREE_ABOVE, FOUR_ABOVE] = NAVIGATION_LIMITS.navColumnThresholds;

/**
 * The column layout of a nav link list (spec 2.7, 9): the layout changes when a list has more than
 * 15, more than 23 and more than 26 links. Pure.
 *
 * @example getColumnLayout(15) // { columns: 1, rows: 15 }
 * @example getColumnLayout(16) // { columns: 2, rows: 8 }
 */
export function getColumnLayout(count: number): ColumnLayout {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const columns = n > FOUR_ABOVE ? 4 : n > THREE_ABOVE ? 3 : n > TWO_ABOVE ? 2 : 1;
  return { columns, rows: Math.ceil(n / columns) };
}
