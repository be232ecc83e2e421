'use client';

import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in a browser, useEffect on a server (where neither runs, but React 18 warns about
 * the layout one). Reads only `typeof document`, never the document itself.
 */
export const useIsomorphicLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect;
