'use client';

import { setNonce } from 'get-nonce';
import { useContext, useInsertionEffect, useMemo } from 'react';
import { useChromeConfig } from '../../src/config';
import { rooflineTheme, type ChromeTheme } from './theme';
import { skinRoot, STYLE_PRECEDENCE, type SkinRoot, type SkinSheet } from './sheet';
import { SkinThemeContext } from './themeContext';

const ignore = () => undefined;

/**
 * The theme of the surrounding ThemeProvider, brand component or `ThemeScope` (the skins' context,
 * `SkinThemeContext`; the Roofline theme when there is none above it), with the
 * ChromeProvider's `nonce` (config) as its `nonce`. Client side, the nonce also goes to `get-nonce`,
 * where Radix's scroll lock (react-style-singleton) reads it for the `<style>` it adds while a drawer
 * or dialog is open.
 */
export function useSkinTheme(): ChromeTheme {
  const outer = useContext(SkinThemeContext);
  const { nonce } = useChromeConfig();
  const theme = useMemo(() => {
    const base = outer ?? rooflineTheme;
    return nonce && base.nonce !== nonce ? { ...base, nonce } : base;
  }, [outer, nonce]);
  const linked = typeof theme.stylesheet === 'object';
  useInsertionEffect(() => {
    if (nonce) setNonce(nonce);
    // React 19 creates a client-rendered `<link rel="stylesheet" precedence>` with a promise of its
    // load (`_p`) that nothing awaits: a file that fails to load (404, blocked) would end in an
    // unhandled rejection. The link is in the document by now (children commit first), before any
    // of its network events.
    if (linked)
      for (const link of document.querySelectorAll(`link[data-precedence="${STYLE_PRECEDENCE}"]`))
        (link as { _p?: Promise<unknown> | undefined })._p?.catch?.(ignore);
  }, [nonce, linked]);
  return theme;
}

/**
 * `skinRoot` with the surrounding theme: the root's (or a portal's) class, and the elements that
 * bring `sheets` (and the theme overrides' rule) to the page with the page's nonce.
 */
export function useSkinRoot(sheets?: readonly SkinSheet[]): SkinRoot {
  return skinRoot(useSkinTheme(), sheets);
}
