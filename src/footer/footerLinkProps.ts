import { analyticsAttributes } from '../analytics';
import { getSafeLinkProps } from '../safety';
import type { FooterLink } from './footer.types';

/** The kind of footer, sent as the analytics `component_type` of every link click inside it. */
export type FooterComponentType = 'global_footer' | 'regional_footer' | 'simple_footer';

/** Anchor props of a footer link: safe href, new-tab target and rel, and its analytics attributes. */
export interface FooterAnchorProps {
  href: string;
  target?: string | undefined;
  rel?: string | undefined;
  [dataAttribute: `data-${string}`]: string;
}

/** What a link's props were computed from, and the result: reused while the link still reads the same. */
interface LinkPropsEntry {
  id: string;
  text: string;
  href: string;
  newTab: boolean | undefined;
  props: FooterAnchorProps | null;
}

/**
 * The link props already computed, per link object and list id. Keyed weakly by the link, so a data
 * set that is dropped takes its entries with it; footer data (module tables, and `resolveFooterLink`'s
 * results for the same options) keeps its link objects, so a second render sanitises nothing.
 */
const linkPropsCache = new WeakMap<FooterLink, Map<string | undefined, LinkPropsEntry>>();

/**
 * Anchor props for a footer link, or `null` when its href is unsafe (then render no link).
 * New-tab links get `rel="noopener noreferrer"`. The analytics attributes make a click on the link
 * send 'Item Clicked' with `label` (the text), `element_id` (`{listId}-{linkId}`) and `element_key`
 * (the link id) when the footer root carries `useItemClickTracking`'s container props.
 *
 * Computed once per link object and list id: the same link gives the same object on every render
 * (spread it, do not change it); a link whose id, text, href or `newTab` changed is computed again.
 *
 * @example getFooterLinkProps({ id: 'terms', text: 'Terms', href: '/terms', newTab: true }, 'legal')
 */
export function getFooterLinkProps(link: FooterLink, listId?: string): FooterAnchorProps | null {
  let byList = linkPropsCache.get(link);
  const cached = byList?.get(listId);
  if (
    cached &&
    cached.id === link.id &&
    cached.text === link.text &&
    cached.href === link.href &&
    cached.newTab === link.newTab
  ) {
    return cached.props;
  }
  const props = computeFooterLinkProps(link, listId);
  if (!byList) {
    byList = new Map();
    linkPropsCache.set(link, byList);
  }
  byList.set(listId, { id: link.id, text: link.text, href: link.href, newTab: link.newTab, props });
  return props;
}

function computeFooterLinkProps(link: FooterLink, listId: string | undefined): FooterAnchorProps | null {
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
