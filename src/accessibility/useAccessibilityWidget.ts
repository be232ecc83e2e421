'use client';
import type { ACCESSIBILITY_WIDGET_STORAGE_KEY } from './limits';

import { useCallback, useEffect, useReducer, useRef, type MouseEvent } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { ACCESSIBILITY_LIMITS } from './limits';
import { useLatestRef, warn } from '../shared';
import { mergeProps } from '../shared/propGetters';
import { accessibilityWidgetReducer, initialAccessibilityWidgetState } from './accessibilityWidgetReducer';
import { appendScript, runScriptLoader } from './loadScript';
import type {
  AccessibilityTriggerUserProps,
  AccessibilityWidgetStatus,
  UseAccessibilityWidgetOptions,
  UseAccessibilityWidgetResult,
} from './useAccessibilityWidget.types';

// The storage key lives in limits.ts (no 'use client': the root entry re-exports it).
const STORAGE_KEY = 'accessibilityWidget' satisfies typeof ACCESSIBILITY_WIDGET_STORAGE_KEY;
/** The value stored when the user chose the widget (spec 2.2). */
export const ACCESSIBILITY_WIDGET_STORED_VALUE = 'yes';
/** Default selector of the widget's own trigger. */
export const DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR = '[data-accessibility-widget-trigger]';
/** Default number of 100 ms polls for the trigger before giving up (about 5 seconds). */
export const DEFAULT_ACCESSIBILITY_MAX_POLLS = 50;

const defaultOpen = (trigger: HTMLElement) => trigger.click();

/**
 * The on-demand accessibility widget (spec 2.2): the 'Accessibility Tools' link loads the
 * third-party script, remembers 'yes' in storage, polls for the widget's trigger every 100 ms
 * (bounded) and opens it. On later visits a remembered choice loads the widget on mount (without
 * opening it). Nothing is loaded at import time or during a server render.
 *
 * @example
 * const widget = useAccessibilityWidget({ scriptUrl: 'https://cdn.example.com/widget.js' });
 * <button type="button" {...widget.getTriggerProps()}>Accessibility Tools</button>
 */
export function useAccessibilityWidget(options: UseAccessibilityWidgetOptions = {}): UseAccessibilityWidgetResult {
  const config = useChromeConfig(pickConfig(options));
  // `storage` is read where it is used (handlers, the mount effect), never during render: the first
  // touch of localStorage is slow in a browser, and hydration need not pay it.
  const latestConfig = useLatestRef(config);
  const { storageKey = STORAGE_KEY, autoLoad = true } = options;

  const [state, dispatch] = useReducer(accessibilityWidgetReducer, initialAccessibilityWidgetState);
  const { status, isScriptLoaded, isOpenRequested, isRemembered } = state;
  // Latest options for the async flow (script load, polls) and the open call.
  const latest = useLatestRef(options);

  const findTrigger = useCallback((): HTMLElement | null => {
    const { findTrigger: find, triggerSelector = DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR } = latest.current;
    try {
      if (find) return find();
      return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(triggerSelector);
    } catch {
      return null;
    }
  }, [latest]);

  /* Actions */

  const activate = useCallback(() => {
    const { storage } = latestConfig.current;
    let remembered: boolean | null = null;
    try {
      storage?.setItem(storageKey, ACCESSIBILITY_WIDGET_STORED_VALUE);
      remembered = storage != null;
    } catch (error) {
      warn('Accessibility widget choice could not be stored', error);
    }
    dispatch({ type: 'triggerClick', remembered });
  }, [latestConfig, storageKey]);

  const forget = useCallback(() => {
    try {
      latestConfig.current.storage?.removeItem(storageKey);
    } catch (error) {
      warn('Accessibility widget choice could not be removed', error);
    }
    dispatch({ type: 'functionForget' });
  }, [latestConfig, storageKey]);

  /* Effects (after mount only: nothing runs during a server render) */

  // A remembered choice loads the widget on later visits.
  useEffect(() => {
    const { storage } = latestConfig.current;
    if (!autoLoad || !storage) return;
    let remembered = false;
    try {
      remembered = storage.getItem(storageKey) === ACCESSIBILITY_WIDGET_STORED_VALUE;
    } catch {
      remembered = false;
    }
    if (remembered) dispatch({ type: 'mountRemembered' });
  }, [autoLoad, latestConfig, storageKey]);

  // Loading: load the script, then poll for the widget's trigger every 100 ms (bounded).
  useEffect(() => {
    if (status !== 'loading') return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const {
      scriptUrl,
      loadScript = appendScript,
      pollIntervalMs = ACCESSIBILITY_LIMITS.accessibilityWidgetPollMs,
      maxPollAttempts = DEFAULT_ACCESSIBILITY_MAX_POLLS,
    } = latest.current;

    if (!isScriptLoaded) {
      if (!scriptUrl) {
        warn('Accessibility widget: no scriptUrl given.');
        dispatch({ type: 'scriptFailure' });
        return undefined;
      }
      runScriptLoader(loadScript, scriptUrl, latestConfig.current.nonce).then(
        () => {
          if (active) dispatch({ type: 'scriptLoad' });
        },
        (error: unknown) => {
          if (!active) return;
          warn('Accessibility widget script failed to load', error);
          dispatch({ type: 'scriptFailure' });
        },
      );
    } else {
      let attempts = 0;
      const tick = () => {
        if (findTrigger()) {
          dispatch({ type: 'pollTriggerFound' });
          return;
        }
        attempts += 1;
        if (attempts >= maxPollAttempts) {
          warn(`Accessibility widget trigger not found after ${attempts} attempts; giving up.`);
          dispatch({ type: 'pollExhausted' });
          return;
        }
        timer = setTimeout(tick, pollIntervalMs);
      };
      tick();
    }
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [status, isScriptLoaded, findTrigger, latest, latestConfig]);

  // Ready and asked for: open the widget (its trigger may have gone: then poll again).
  useEffect(() => {
    if (status !== 'ready' || !isOpenRequested) return;
    const trigger = findTrigger();
    if (!trigger) {
      dispatch({ type: 'pollTriggerLost' });
      return;
    }
    dispatch({ type: 'widgetOpen' });
    try {
      (latest.current.open ?? defaultOpen)(trigger);
    } catch (error) {
      warn('Accessibility widget could not be opened', error);
    }
  }, [status, isOpenRequested, findTrigger, latest]);

  const reportedRef = useRef<AccessibilityWidgetStatus>('idle');
  useEffect(() => {
    if (reportedRef.current === status) return;
    reportedRef.current = status;
    latest.current.onStateChange?.(status);
  }, [status, latest]);

  /* Prop getters */

  const getTriggerProps = (userProps?: AccessibilityTriggerUserProps) =>
    mergeProps(
      {
        onClick: (event: MouseEvent<HTMLElement>) => {
          event.preventDefault(); // an <a href> must not navigate
          activate();
        },
        'aria-busy': status === 'loading',
        'data-state': status,
      },
      userProps,
    );

  return {
    // prop getters
    getTriggerProps,
    // actions
    activate,
    forget,
    // state
    status,
    state: status,
    isRemembered,
  };
}
