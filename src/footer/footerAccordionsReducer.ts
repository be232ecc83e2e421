import { assertNever } from '../shared';

/** Which accordion items are open. */
export interface FooterAccordionsState {
  openItems: readonly string[];
}

/** Actions, named after where they came from (a toggle click, or a function call). */
export type FooterAccordionsAction =
  | { type: 'toggleClick'; item: string }
  | { type: 'functionToggle'; item: string }
  | { type: 'functionOpen'; item: string }
  | { type: 'functionClose'; item: string }
  | { type: 'functionCloseAll' };

export type FooterAccordionsActionType = FooterAccordionsAction['type'];

/** The action types, for a `stateReducer`-style check or a log. */
export const footerAccordionsStateChangeTypes = {
  toggleClick: 'toggleClick',
  functionToggle: 'functionToggle',
  functionOpen: 'functionOpen',
  functionClose: 'functionClose',
  functionCloseAll: 'functionCloseAll',
} as const satisfies Record<FooterAccordionsActionType, FooterAccordionsActionType>;

/** Opens an item; items sharing a single-open group with it close (spec 2.6: the cities accordion allows one). */
export function openItem(
  openItems: readonly string[],
  item: string,
  singleOpenGroups: ReadonlyArray<readonly string[]> = [],
): readonly string[] {
  if (openItems.includes(item)) return openItems;
  const siblings = new Set(singleOpenGroups.filter((group) => group.includes(item)).flat());
  siblings.delete(item);
  return [...openItems.filter((open) => !siblings.has(open)), item];
}

function closeItem(openItems: readonly string[], item: string): readonly string[] {
  return openItems.includes(item) ? openItems.filter((open) => open !== item) : openItems;
}

/**
 * The accordion reducer. Items open independently (several may be open at once) unless they share
 * one of `singleOpenGroups`, where opening one closes the others.
 */
export function footerAccordionsReducer(
  state: FooterAccordionsState,
  action: FooterAccordionsAction,
  singleOpenGroups: ReadonlyArray<readonly string[]> = [],
): FooterAccordionsState {
  let openItems: readonly string[];
  switch (action.type) {
    case 'toggleClick':
    case 'functionToggle':
      openItems = state.openItems.includes(action.item)
        ? closeItem(state.openItems, action.item)
        : openItem(state.openItems, action.item, singleOpenGroups);
      break;
    case 'functionOpen':
      openItems = openItem(state.openItems, action.item, singleOpenGroups);
      break;
    case 'functionClose':
      openItems = closeItem(state.openItems, action.item);
      break;
    case 'functionCloseAll':
      openItems = state.openItems.length === 0 ? state.openItems : [];
      break;
    default:
      return assertNever(action);
  }
  return openItems === state.openItems ? state : { openItems };
}

/** The initial state: the default open items, keeping at most one per single-open group (the last wins). */
export function getInitialFooterAccordionsState(
  defaultOpenItems: readonly string[] = [],
  singleOpenGroups: ReadonlyArray<readonly string[]> = [],
): FooterAccordionsState {
  return {
    openItems: defaultOpenItems.reduce((open, item) => openItem(open, item, singleOpenGroups), [] as readonly string[]),
  };
}
