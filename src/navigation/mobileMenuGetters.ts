'use client';

import type { KeyboardEvent } from 'react';
import { mergeProps } from '../shared/propGetters';
import type { NavMenusGetterContext } from './navMenusGetterContext';
import { navMenusIds } from './navMenusIds';
import type { NavLayout } from './navMenusReducer';
import { mapRef } from './useNavMenusFocus';
import type { ButtonProps, UseNavMenusResult } from './useNavMenus.types';

export type MobileGetters = Pick<
  UseNavMenusResult,
  | 'getMobileMenuToggleProps'
  | 'getMobileMenuDialogProps'
  | 'getMobileMenuProps'
  | 'getMobileMenuTitleProps'
  | 'getOverlayProps'
  | 'getGroupCardTriggerProps'
  | 'getGroupListProps'
  | 'getGroupCardProps'
  | 'getGroupCardBackProps'
  | 'getGroupCardCloseProps'
  | 'getSearchDialogProps'
>;

const MENU_KEY = { navigation: 'navigationMenu', profile: 'profileMenu' } as const;

/** The getters of the mobile menus, the overlay, the group card and the full-screen search. */
export function createMobileGetters(ctx: NavMenusGetterContext): MobileGetters {
  const { state, dispatch, elements } = ctx;
  const ids = navMenusIds(ctx.idBase);
  const overlayState = (): 'open' | 'closing' | 'closed' => {
    const menus = [state.navigationMenu, state.profileMenu];
    return menus.includes('open') ? 'open' : menus.includes('closing') ? 'closing' : 'closed';
  };

  return {
    getMobileMenuToggleProps: (menu, user) => {
      const menuState = state[MENU_KEY[menu]];
      return mergeProps(
        {
          id: ids.toggle(menu),
          type: 'button' as const,
          'aria-expanded': menuState === 'open',
          'aria-controls': ids.menu(menu),
          'aria-haspopup': 'dialog' as const,
          'data-state': menuState,
          onClick: () => dispatch({ type: 'mobileMenuToggleClick', menu }),
          ref: (node: HTMLElement | null) => {
            elements.toggles[menu] = node;
          },
        },
        user,
      );
    },

    getMobileMenuDialogProps: (menu) => ({
      open: state[MENU_KEY[menu]] === 'open' && state.layout === 'mobile',
      onOpenChange: (open: boolean) => dispatch({ type: 'mobileMenuOpenChange', menu, open }),
    }),

    getMobileMenuProps: (menu, user) => {
      const menuState = state[MENU_KEY[menu]];
      return mergeProps(
        {
          id: ids.menu(menu),
          role: 'dialog' as const,
          'aria-modal': true as const,
          'aria-labelledby': ids.title(menu),
          'data-state': menuState,
          hidden: menuState === 'closed',
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Escape') return;
            if (menu === 'navigation' && state.groupCard !== null) {
              // A group card is a nested level: Escape goes back to the groupings, as its Back button does.
              event.stopPropagation();
              dispatch({ type: 'groupCardBackClick' });
            } else dispatch({ type: 'mobileMenuEscapeKeyDown', menu });
          },
          ref: (node: HTMLElement | null) => {
            elements.menus[menu] = node;
          },
        },
        user,
      );
    },

    getMobileMenuTitleProps: (menu) => ({ id: ids.title(menu) }),

    getOverlayProps: (user) => {
      const overlay = overlayState();
      return mergeProps(
        {
          'aria-hidden': true as const,
          'data-state': overlay,
          hidden: overlay === 'closed',
          onClick: () => dispatch({ type: 'overlayClick' }),
          ref: (node: HTMLElement | null) => {
            elements.overlay = node;
          },
        },
        user,
      );
    },

    getGroupCardTriggerProps: (id, user) =>
      mergeProps(
        {
          id: ids.cardTrigger(id),
          type: 'button' as const,
          'aria-expanded': state.groupCard === id,
          'aria-controls': ids.card(id),
          onClick: () => dispatch({ type: 'groupCardTriggerClick', id }),
          ref: mapRef(elements.cardTriggers, id),
        },
        user,
      ),

    getGroupListProps: (user) => mergeProps({ hidden: state.groupCard !== null }, user),

    getGroupCardProps: (id, user) =>
      mergeProps(
        {
          id: ids.card(id),
          role: 'region' as const,
          'aria-labelledby': ids.cardTrigger(id),
          hidden: state.groupCard !== id,
          'data-state': state.groupCard === id ? ('open' as const) : ('closed' as const),
        },
        user,
      ),

    getGroupCardBackProps: (id, user) =>
      mergeProps(
        {
          type: 'button' as const,
          // Focus lands here when the card opens: the card's title (its grouping's name) is read with it.
          'aria-describedby': ids.cardTrigger(id),
          onClick: () => dispatch({ type: 'groupCardBackClick' }),
          ref: mapRef(elements.cardBacks, id),
        },
        user,
      ),

    getGroupCardCloseProps: (user) =>
      mergeProps<ButtonProps, typeof user & object>(
        { type: 'button', onClick: () => dispatch({ type: 'groupCardCloseClick' }) },
        user,
      ),

    getSearchDialogProps: (layout: NavLayout) => ({
      open: state.search === 'open' && state.layout === layout,
      onOpenChange: ctx.searchOpenChange,
    }),
  };
}
