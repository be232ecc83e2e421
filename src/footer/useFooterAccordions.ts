'use client';

import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { SHARED_LIMITS } from '../shared/limits';
import { FOOTER_LIMITS } from './limits';
import { mergeProps } from '../shared/propGetters';
import { useLatestRef } from '../shared/useLatestRef';
import {
  footerAccordionsReducer,
  footerAccordionsStateChangeTypes,
  getInitialFooterAccordionsState,
  type FooterAccordionsAction,
  type FooterAccordionsState,
} from './footerAccordionsReducer';
import type {
  FooterAccordionCollapsible,
  FooterAccordionHeadingProps,
  FooterAccordionItemOptions,
  FooterAccordionPanelProps,
  FooterAccordionRootProps,
  FooterAccordionToggleProps,
  UseFooterAccordionsOptions,
  UseFooterAccordionsResult,
} from './useFooterAccordions.types';

type ToggleOptions = Parameters<UseFooterAccordionsResult['getToggleProps']>[0];
import { useViewportLayout } from './useViewportLayout';

/**
 * The footer layout logic (spec 2.6, 4.3): below 1024 px each column is a disclosure (several may be
 * open; items of a `singleOpenGroups` entry allow one), at 1024 px and up the columns are plain
 * headings with their links shown. One DOM serves both: an `<h2>` holding a `<button>` from
 * `getToggleProps`, and a panel from `getPanelProps` that the skin's CSS collapses only under the
 * mobile media query, so the server render already has the final layout. The animation is enabled
 * 300 ms after mount. Nothing reads `window` during render. With `trackLayout: false` the markup's
 * CSS alone tells the layouts apart (a desktop heading text beside the toggle, one of them shown per
 * width): no render after hydration for the layout.
 *
 * @example
 * const accordions = useFooterAccordions({ singleOpenGroups: [['popular-cities', 'additional-cities']] });
 * <h2 {...accordions.getHeadingProps({ item: 'resources' })}>
 *   <button {...accordions.getToggleProps({ item: 'resources' })}>Resources</button>
 * </h2>
 * <ul {...accordions.getPanelProps({ item: 'resources' })}>...</ul>
 */
export function useFooterAccordions(options: UseFooterAccordionsOptions = {}): UseFooterAccordionsResult {
  const {
    singleOpenGroups,
    defaultOpenItems,
    onOpenItemsChange,
    animationDelayMs = FOOTER_LIMITS.footerAccordionAnimationDelayMs,
    desktopMinWidth = SHARED_LIMITS.mobileBreakpoint,
    idPrefix,
    trackLayout = true,
  } = options;

  const [state, dispatchToReducer] = useReducer(
    (current: FooterAccordionsState, action: FooterAccordionsAction) =>
      footerAccordionsReducer(current, action, singleOpenGroups),
    undefined,
    () => getInitialFooterAccordionsState(defaultOpenItems, singleOpenGroups),
  );
  const layout = useViewportLayout(desktopMinWidth, trackLayout);
  const [animation, setAnimation] = useState<'enabled' | 'disabled'>('disabled');
  const generatedId = useId();
  const prefix = idPrefix ?? `footer${generatedId}`;

  // Effects.
  useEffect(() => {
    const timer = setTimeout(() => setAnimation('enabled'), animationDelayMs);
    return () => clearTimeout(timer);
  }, [animationDelayMs]);

  const lastAction = useRef<FooterAccordionsAction | null>(null);
  const onChangeRef = useLatestRef(onOpenItemsChange);
  const previousOpenItems = useRef(state.openItems);
  useEffect(() => {
    if (previousOpenItems.current === state.openItems) return;
    previousOpenItems.current = state.openItems;
    if (lastAction.current) onChangeRef.current?.(state.openItems, lastAction.current);
  }, [onChangeRef, state.openItems]);

  const dispatch = useCallback((action: FooterAccordionsAction) => {
    lastAction.current = action;
    dispatchToReducer(action);
  }, []);

  // Actions.
  const toggle = useCallback((item: string) => dispatch({ type: 'functionToggle', item }), [dispatch]);
  const open = useCallback((item: string) => dispatch({ type: 'functionOpen', item }), [dispatch]);
  const close = useCallback((item: string) => dispatch({ type: 'functionClose', item }), [dispatch]);
  const closeAll = useCallback(() => dispatch({ type: 'functionCloseAll' }), [dispatch]);

  const isOpen = useCallback((item: string) => state.openItems.includes(item), [state.openItems]);
  const toggleId = (item: string) => `${prefix}-toggle-${item}`;
  const panelId = (item: string) => `${prefix}-panel-${item}`;
  // A 'mobile' item is a plain heading on desktop: its panel is always shown there.
  const isStatic = (collapsible: FooterAccordionCollapsible) => collapsible === 'mobile' && layout === 'desktop';

  // Prop getters: ours merged with yours (`mergeProps`): your handlers run first, a prop you set wins,
  // one you pass as `undefined` leaves ours in place.
  const getRootProps: UseFooterAccordionsResult['getRootProps'] = <P extends object = object>(userProps?: P) => {
    const props: FooterAccordionRootProps = { 'data-animation': animation };
    if (trackLayout) props['data-layout'] = layout;
    return mergeProps(props, userProps);
  };

  const getHeadingProps: UseFooterAccordionsResult['getHeadingProps'] = <P extends FooterAccordionItemOptions>({
    item,
    collapsible = 'mobile',
    ...rest
  }: P) => {
    const props: FooterAccordionHeadingProps = {
      'data-state': isOpen(item) ? 'open' : 'closed',
      'data-collapsible': collapsible,
    };
    return mergeProps(props, rest);
  };

  const getToggleProps: UseFooterAccordionsResult['getToggleProps'] = <P extends ToggleOptions>({
    item,
    collapsible = 'mobile',
    ...rest
  }: P) => {
    const staticHeading = isStatic(collapsible);
    const props: FooterAccordionToggleProps = {
      type: 'button',
      id: toggleId(item),
      'aria-expanded': staticHeading || isOpen(item),
      'aria-controls': panelId(item),
      'data-state': isOpen(item) ? 'open' : 'closed',
      'data-collapsible': collapsible,
      // Your `onClick` runs first (mergeProps); `preventDefault()` there skips the toggle.
      onClick: () => {
        if (!staticHeading) dispatch({ type: footerAccordionsStateChangeTypes.toggleClick, item });
      },
    };
    if (staticHeading) {
      props['aria-disabled'] = true;
      props.tabIndex = -1;
    }
    return mergeProps(props, rest);
  };

  const getPanelProps: UseFooterAccordionsResult['getPanelProps'] = <P extends FooterAccordionItemOptions>({
    item,
    collapsible = 'mobile',
    ...rest
  }: P) => {
    const opened = isOpen(item);
    const props: FooterAccordionPanelProps = {
      id: panelId(item),
      'data-state': opened ? 'open' : 'closed',
      'data-collapsible': collapsible,
    };
    if (collapsible === 'always' && !opened) props.hidden = true;
    return mergeProps(props, rest);
  };

  return {
    // prop getters
    getRootProps,
    getHeadingProps,
    getToggleProps,
    getPanelProps,
    // actions
    toggle,
    open,
    close,
    closeAll,
    // state
    openItems: state.openItems,
    isOpen,
    layout,
    animation,
  };
}
