import { useCallback, useEffect, useState } from 'react';
import { findGalleryBrand, type GalleryBrand } from './brands';

/** Header variants of spec 2.7, as the header takes them. */
export const HEADER_VARIANTS = [
  'standard',
  'standardWithSearch',
  'standardWithAiButton',
  'standardWithAiField',
] as const;
export type HeaderVariantName = (typeof HEADER_VARIANTS)[number];

const SIGNED_IN_KEY = 'chrome-gallery:signed-in';

export interface GalleryState {
  brand: GalleryBrand;
  variant: HeaderVariantName;
  signedIn: boolean;
  /** A new anonymous id per page load, so the banner shows for a fresh visitor. */
  anonymousId: string;
}

function readSignedIn(params: URLSearchParams): boolean {
  const user = params.get('user');
  if (user === 'signed-in') return true;
  if (user === 'signed-out') return false;
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** Remembers the signed-in choice (the login page sets it, the logout page clears it). */
export function storeSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
    else window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage can be off; the choice then lasts for this page only.
  }
}

function readState(): GalleryState {
  const params = new URLSearchParams(window.location.search);
  const variant = params.get('variant');
  return {
    brand: findGalleryBrand(params.get('brand')),
    variant: (HEADER_VARIANTS as readonly string[]).includes(variant ?? '')
      ? (variant as HeaderVariantName)
      : 'standard',
    signedIn: readSignedIn(params),
    anonymousId: `visitor-${Math.random().toString(36).slice(2, 10)}`,
  };
}

/** The gallery's state, kept in the address (?brand=&variant=&user=) so every state has a link. */
export function useGalleryState() {
  const [state, setState] = useState<GalleryState>(readState);

  const update = useCallback((changes: Partial<Omit<GalleryState, 'anonymousId'>>) => {
    setState((previous) => {
      const next = { ...previous, ...changes };
      const params = new URLSearchParams(window.location.search);
      params.set('brand', next.brand.key);
      params.set('variant', next.variant);
      params.set('user', next.signedIn ? 'signed-in' : 'signed-out');
      window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
      if (changes.signedIn !== undefined) storeSignedIn(changes.signedIn);
      return next;
    });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.brand.lang;
  }, [state.brand.lang]);

  return [state, update] as const;
}
