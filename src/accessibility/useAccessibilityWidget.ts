import { useCallback, useEffect, useRef, useState } from 'react';
import { pickConfig, useChromeConfig } from '../config';
import { LIMITS } from '../constants';
import { warn } from '../shared';
import { composeEventHandlers, withUserProps } from '../shared/propGetters';
import { accessibilityWidgetReducer, type AccessibilityWidgetAction } from './accessibilityWidgetReducer';
import { appendScript } from './loadScript';
import type {
  AccessibilityTriggerUserProps,
  AccessibilityWidgetState,
  UseAccessibilityWidgetOptions,
  UseAccessibilityWidgetResult,
} from './useAccessibilityWidget.types';

/** Storage key of the remembered choice; its value is 'yes' (spec 2.2). */
export const ACCESSIBILITY_WIDGET_STORAGE_KEY = 'accessibilityWidget';
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
  const { storage } = config;
  const {
    storageKey = ACCESSIBILITY_WIDGET_STORAGE_KEY,
    autoLoad = true,
    pollIntervalMs = LIMITS.accessibilityWidgetPollMs,
    maxPollAttempts = DEFAULT_ACCESSIBILITY_MAX_POLLS,
    onStateChange,
  } = options;

  const [state, setState] = useState<AccessibilityWidgetState>('idle');
  const [isRemembered, setRemembered] = useState(false);

  // Latest values for the async flow.
  const stateRef = useRef<AccessibilityWidgetState>('idle');
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const openRequestedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mountedRef = useRef(false);

  const dispatch = useCallback((action: AccessibilityWidgetAction) => {
    const next = accessibilityWidgetReducer(stateRef.current, action);
    stateRef.current = next;
    if (mountedRef.current) setState(next);
  }, []);

  const findTrigger = useCallback((): HTMLElement | null => {
    const { findTrigger: find, triggerSelector = DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR } = optionsRef.current;
    try {
      if (find) return find();
      return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(triggerSelector);
    } catch {
      return null;
    }
  }, []);

  const openWidget = useCallback((trigger: HTMLElement) => {
    openRequestedRef.current = false;
    try {
      (optionsRef.current.open ?? defaultOpen)(trigger);
    } catch (error) {
      warn('Accessibility widget could not be opened', error);
    }
  }, []);

  const poll = useCallback(() => {
    clearTimeout(timerRef.current);
    let attempts = 0;
    const tick = () => {
      if (!mountedRef.current) return;
      const trigger = findTrigger();
      if (trigger) {
        dispatch({ type: 'pollTriggerFound' });
        if (openRequestedRef.current) openWidget(trigger);
        return;
      }
      attempts += 1;
      if (attempts >= maxPollAttempts) {
        openRequestedRef.current = false;
        warn(`Accessibility widget trigger not found after ${attempts} attempts; giving up.`);
        dispatch({ type: 'pollExhausted' });
        return;
      }
      timerRef.current = setTimeout(tick, pollIntervalMs);
    };
    tick();
  }, [dispatch, findTrigger, maxPollAttempts, openWidget, pollIntervalMs]);

  const load = useCallback(() => {
    const { scriptUrl, loadScript = appendScript } = optionsRef.current;
    if (!scriptUrl) {
      openRequestedRef.current = false;
      warn('Accessibility widget: no scriptUrl given.');
      dispatch({ type: 'scriptFailure' });
      return;
    }
    let loading: Promise<void>;
    try {
      loading = Promise.resolve(loadScript(scriptUrl));
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      () => {
        if (mountedRef.current) poll();
      },
      (error: unknown) => {
        openRequestedRef.current = false;
        warn('Accessibility widget script failed to load', error);
        dispatch({ type: 'scriptFailure' });
      },
    );
  }, [dispatch, poll]);

  /* Actions */

  const remember = useCallback(() => {
    try {
      storage?.setItem(storageKey, ACCESSIBILITY_WIDGET_STORED_VALUE);
      setRemembered(storage != null);
    } catch (error) {
      warn('Accessibility widget choice could not be stored', error);
    }
  }, [storage, storageKey]);

  const activate = useCallback(() => {
    remember();
    openRequestedRef.current = true;
    const before = stateRef.current;
    dispatch({ type: 'triggerClick' });
    if (before === 'idle' || before === 'failed') {
      load();
    } else if (before === 'ready') {
      const trigger = findTrigger();
      if (trigger) openWidget(trigger);
      else {
        dispatch({ type: 'pollTriggerLost' });
        poll();
      }
    }
    // 'loading': the open request is honoured when the poll finds the trigger.
  }, [dispatch, findTrigger, load, openWidget, poll, remember]);

  const forget = useCallback(() => {
    try {
      storage?.removeItem(storageKey);
    } catch (error) {
      warn('Accessibility widget choice could not be removed', error);
    }
    setRemembered(false);
  }, [storage, storageKey]);

  /* Effects */

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimeout(timerRef.current);
    };
  }, []);

  // A remembered choice loads the widget on later visits (after mount: never on the server).
  useEffect(() => {
    if (!autoLoad || !storage) return;
    let remembered = false;
    try {
      remembered = storage.getItem(storageKey) === ACCESSIBILITY_WIDGET_STORED_VALUE;
    } catch {
      remembered = false;
    }
    if (!remembered) return;
    setRemembered(true);
    if (stateRef.current === 'idle') {
      dispatch({ type: 'mountRemembered' });
      load();
    }
  }, [autoLoad, dispatch, load, storage, storageKey]);

  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  const reportedRef = useRef<AccessibilityWidgetState>('idle');
  useEffect(() => {
    if (reportedRef.current === state) return;
    reportedRef.current = state;
    onStateChangeRef.current?.(state);
  }, [state]);

  /* Prop getters */

  const getTriggerProps = (userProps?: AccessibilityTriggerUserProps) => {
    const { onClick, ...rest } = userProps ?? {};
    return withUserProps(
      {
        onClick: composeEventHandlers(onClick, (event) => {
          event.preventDefault(); // an <a href> must not navigate
          activate();
        }),
        'aria-busy': state === 'loading',
        'data-state': state,
      },
      rest,
    );
  };

  return {
    // prop getters
    getTriggerProps,
    // actions
    activate,
    forget,
    // state
    state,
    isRemembered,
  };
}
