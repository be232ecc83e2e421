import type { MouseEvent, HTMLAttributes } from 'react';
import type { StorageLike } from '../config';

/**
 * The widget's lifecycle: `idle` (not loaded), `loading` (script loading or its trigger not found
 * yet), `ready` (trigger found), `failed` (script error, or the trigger never appeared).
 */
export type AccessibilityWidgetStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The widget's status under its first name. @deprecated Use {@link AccessibilityWidgetStatus}. */
export type AccessibilityWidgetState = AccessibilityWidgetStatus;

/**
 * Loads a script by URL; resolves when it has run, rejects when it cannot load. `options.nonce` is
 * the page's Content Security Policy nonce (the ChromeProvider's `nonce`), to put on the script.
 */
export type LoadScriptFn = (url: string, options?: { nonce?: string | undefined }) => Promise<void>;

export interface UseAccessibilityWidgetOptions {
  /** URL of the third-party widget's script. Without it, activating ends in `failed` with a warning. */
  scriptUrl?: string | undefined;
  /** Loads the script. @default appends one `<script async>` to `document.head` (once per URL) */
  loadScript?: LoadScriptFn | undefined;
  /** CSS selector of the widget's own trigger, polled for after loading. @default '[data-accessibility-widget-trigger]' */
  triggerSelector?: string | undefined;
  /** Finds the widget's trigger; wins over `triggerSelector`. */
  findTrigger?: (() => HTMLElement | null) | undefined;
  /** Opens the widget once its trigger exists. @default clicks the trigger */
  open?: ((trigger: HTMLElement) => void) | undefined;
  /** Storage key of the remembered choice (value 'yes'). @default ACCESSIBILITY_WIDGET_STORAGE_KEY */
  storageKey?: string | undefined;
  /** Load automatically on mount when storage remembers 'yes'. @default true */
  autoLoad?: boolean | undefined;
  /** Poll interval for the trigger, in ms. @default ACCESSIBILITY_LIMITS.accessibilityWidgetPollMs (100) */
  pollIntervalMs?: number | undefined;
  /** Poll attempts before giving up with a warning. @default 50 */
  maxPollAttempts?: number | undefined;
  /** Durable storage (else the ChromeProvider's). `null` turns remembering off. */
  storage?: StorageLike | null | undefined;
  /** Called on every status change. */
  onStateChange?: ((status: AccessibilityWidgetStatus) => void) | undefined;
}

export type AccessibilityTriggerUserProps = HTMLAttributes<HTMLElement>;

export interface GetAccessibilityTriggerPropsReturn {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  'aria-busy': boolean;
  'data-state': AccessibilityWidgetStatus;
}

export interface UseAccessibilityWidgetResult {
  // prop getters
  /**
   * Props for the 'Accessibility Tools' link or button: a click loads and opens the widget and
   * remembers the choice. Use a `<button type="button">`, or an `<a href>` (its default is prevented).
   */
  getTriggerProps: (
    userProps?: AccessibilityTriggerUserProps,
  ) => GetAccessibilityTriggerPropsReturn &
    Omit<AccessibilityTriggerUserProps, keyof GetAccessibilityTriggerPropsReturn>;

  // actions
  /** Remembers the choice, loads the widget if needed and opens it. */
  activate: () => void;
  /** Forgets the remembered choice (the loaded widget stays). */
  forget: () => void;

  // state
  /** `idle`, `loading`, `ready` or `failed` (see `accessibilityWidgetReducer`). */
  status: AccessibilityWidgetStatus;
  /** The same as `status`, under its first name. @deprecated Use `status`. */
  state: AccessibilityWidgetStatus;
  /** True when storage remembers the choice (read after mount; false during a server render). */
  isRemembered: boolean;
}
