import { analyticsAttributes } from '../analytics';
import { getSafeLinkProps } from '../safety';
import type { FooterLink } from './footer.types';

/** The kind of footer, sent as the analytics `component_type` of every link click inside it. */
export type FooterComponentType = 'global_footer' | 'regional_footer' | 'simple_footer';

/** Anchor props of a footer link: safe href, new-tab target and rel, and its analytics attributes. */
export interface FooterAnchorProps {
  href: string;
  target?: string;
  rel?: string;
  [dataAttribute: `data-${string}`]: string;
}

/**
 * Anchor props for a footer link, or `null` when its href is unsafe (then render no link).
 * New-tab links get `rel="noopener noreferrer"`. The analytics attributes make a click on the link
 * send 'Item Clicked' with `label` (the text), `element_id` (`{listId}-{linkId}`) and `element_key`
 * (the link id) when the footer root carries `useItemClickTracking`'s container props.
 *
 * @example getFooterLinkProps({ id: 'terms', text: 'Terms', href: '/terms', newTab: true }, 'legal')
 */
export function getFooterLinkProps(link: FooterLink, listId?: string): FooterAnchorProps | null {
  const safe = getSafeLinkProps({ href: link.href, newTab: link.newTab });
  if (!safe) return null;
  return {
    ...safe,
    ...analyticsAttributes({
      label: link.text,
      element_id: listId ? `${listId}-${link.id}` : link.id,
      element_key: link.id,
    }),
  };
}

/**
 * Analytics attributes of a link list: how many links exist and how many are shown. Spread them on
 * the list's container; a link click inside reports them.
 */
export function getFooterListAnalyticsProps(available: number, displayed: number = available): Record<string, string> {
  return analyticsAttributes({ total_objects_available: available, total_objects_displayed: displayed });
}

/** Analytics attributes of a footer's root element: its `component_type`. */
export function getFooterRootAnalyticsProps(componentType: FooterComponentType): Record<string, string> {
  return analyticsAttributes({ component_type: componentType });
}
