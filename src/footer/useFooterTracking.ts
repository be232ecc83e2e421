'use client';

import { useCallback, useMemo, type MouseEventHandler } from 'react';
import { useItemClickTracking } from '../analytics';
import type { AnalyticsAdapter } from '../config';
import { mergeProps } from '../shared/propGetters';
import {
  getFooterLinkProps,
  getFooterListAnalyticsProps,
  getFooterRootAnalyticsProps,
  type FooterAnchorProps,
  type FooterComponentType,
} from './footerLinkProps';
import type { FooterLink, FooterSection } from './footer.types';

export interface FooterRootProps {
  onClick: MouseEventHandler;
  [dataAttribute: `data-${string}`]: string;
}

/** Getters shared by every footer hook. */
export interface FooterGetters {
  /** Props for the `<footer>`: spread them so link clicks send 'Item Clicked'. Your `onClick` runs first. */
  getFooterProps: <P extends object = object>(userProps?: P) => Omit<P, 'onClick'> & FooterRootProps;
  /** Anchor props for a link of a list (`listId` is the section id), or `null` for an unsafe href. */
  getLinkProps: (link: FooterLink, listId?: string) => FooterAnchorProps | null;
  /** Analytics attributes for a list's container: how many links exist and how many are shown. */
  getListProps: (section: FooterSection, displayed?: number) => Record<string, string>;
}

function getListProps(section: FooterSection, displayed?: number): Record<string, string> {
  return getFooterListAnalyticsProps(section.links.length, displayed);
}

/**
 * The getters of a footer: a click on any link inside the footer root sends 'Item Clicked' through
 * the injected analytics (spec 7.10) with the footer's `component_type` and the link's context.
 */
export function useFooterTracking(componentType: FooterComponentType, analytics?: AnalyticsAdapter): FooterGetters {
  const { getContainerProps } = useItemClickTracking(analytics ? { analytics } : {});
  const getFooterProps = useCallback(
    <P extends object = object>(userProps?: P): Omit<P, 'onClick'> & FooterRootProps => {
      const props: { onClick?: MouseEventHandler | undefined } = mergeProps(
        getFooterRootAnalyticsProps(componentType),
        userProps,
      );
      return getContainerProps(props) as Omit<P, 'onClick'> & FooterRootProps;
    },
    [componentType, getContainerProps],
  );
  return useMemo(() => ({ getFooterProps, getLinkProps: getFooterLinkProps, getListProps }), [getFooterProps]);
}
