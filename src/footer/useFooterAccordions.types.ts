import type { MouseEvent, MouseEventHandler } from 'react';
import type { Merged } from '../shared/propGetters';
import type { FooterAccordionsAction } from './footerAccordionsReducer';
import type { FooterViewportLayout } from './useViewportLayout';

/**
 * Where an item collapses: `'mobile'` (a footer column: a heading on desktop, a disclosure below
 * 1024 px) or `'always'` (a toggle on every width, e.g. HomeAdvisor's 'Additional Cities').
 */
export type FooterAccordionCollapsible = 'mobile' | 'always';

export interface UseFooterAccordionsOptions {
  /**
   * Groups of items that form a single-open accordion: opening one closes the others of its group.
   * Items in no group open independently (several may be open at once, spec 2.6).
   * @example [['popular-cities', 'additional-cities']]
   */
  singleOpenGroups?: ReadonlyArray<readonly string[]> | undefined;
  /** Items open on the first render (mobile; desktop columns are always shown). @default [] */
  defaultOpenItems?: readonly string[] | undefined;
  /** Called with the open items after every change. */
  onOpenItemsChange?: ((openItems: readonly string[], action: FooterAccordionsAction) => void) | undefined;
  /** Delay before the open/close animation is enabled, in ms (spec 4.3). @default 300 */
  animationDelayMs?: number | undefined;
  /** The desktop breakpoint in px (spec 2.6). @default 1024 */
  desktopMinWidth?: number | undefined;
  /**
   * Follow the viewport (`layout`, `data-layout`, and on desktop the `'mobile'` toggles marked as
   * inert headings). Set it to `false` when your markup has a plain heading text for desktop beside
   * the toggle, and your CSS shows one of them per width (as the skins do): the hook then never
   * renders again after hydration for the layout, `layout` stays `'unknown'` and the root has no
   * `data-layout`. @default true
   */
  trackLayout?: boolean | undefined;
  /** Prefix of the generated element ids. @default a `React.useId()` value */
  idPrefix?: string | undefined;
}

/** Options of `getToggleProps`, `getPanelProps` and `getHeadingProps`; other fields are passed through. */
export interface FooterAccordionItemOptions {
  /** The item's id. */
  item: string;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible | undefined;
}

export type FooterAccordionState = 'open' | 'closed';

export interface FooterAccordionRootProps {
  /** 'enabled' 300 ms after mount: key the transition on it so nothing animates at first paint. */
  'data-animation': 'enabled' | 'disabled';
  /** Not set with `trackLayout: false`. */
  'data-layout'?: FooterViewportLayout | undefined;
}

export interface FooterAccordionHeadingProps {
  'data-state': FooterAccordionState;
  'data-collapsible': FooterAccordionCollapsible;
}

export interface FooterAccordionToggleProps {
  type: 'button';
  id: string;
  'aria-expanded': boolean;
  'aria-controls': string;
  /** Set on desktop for `'mobile'` items, which are plain headings there (their panel is always shown). */
  'aria-disabled'?: true | undefined;
  tabIndex?: -1 | undefined;
  'data-state': FooterAccordionState;
  'data-collapsible': FooterAccordionCollapsible;
  onClick: MouseEventHandler;
}

export interface FooterAccordionPanelProps {
  id: string;
  'data-state': FooterAccordionState;
  'data-collapsible': FooterAccordionCollapsible;
  /** Set on a closed `'always'` panel. `'mobile'` panels are collapsed by CSS under the mobile media query only. */
  hidden?: true | undefined;
}

/** Ours with your other props (`mergeProps`): a prop both set keeps our type (a defined value of yours wins at runtime). */
type WithRest<Ours, P> = Merged<Ours, Omit<P, 'item' | 'collapsible'>>;

export interface UseFooterAccordionsResult {
  // prop getters
  /** Props for the footer (or the element wrapping every accordion). */
  getRootProps: <P extends object = object>(userProps?: P) => Merged<FooterAccordionRootProps, P>;
  /** Props for the heading element (`<h2>`) that holds the toggle. */
  getHeadingProps: <P extends FooterAccordionItemOptions>(options: P) => WithRest<FooterAccordionHeadingProps, P>;
  /** Props for the `<button>` inside the heading. Your `onClick` runs first; `preventDefault()` skips the toggle. */
  getToggleProps: <
    P extends FooterAccordionItemOptions & { onClick?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined },
  >(
    options: P,
  ) => WithRest<FooterAccordionToggleProps, P>;
  /** Props for the element holding the item's links. */
  getPanelProps: <P extends FooterAccordionItemOptions>(options: P) => WithRest<FooterAccordionPanelProps, P>;
  // actions
  toggle: (item: string) => void;
  open: (item: string) => void;
  close: (item: string) => void;
  closeAll: () => void;
  // state
  /** Open items, in the order they were opened. */
  openItems: readonly string[];
  isOpen: (item: string) => boolean;
  /** 'unknown' on the server and during hydration, then 'mobile' or 'desktop' (always 'unknown' with `trackLayout: false`). */
  layout: FooterViewportLayout;
  /** 'enabled' from 300 ms after mount. */
  animation: 'enabled' | 'disabled';
}
