import { forwardRef, type AnchorHTMLAttributes, type Ref } from 'react';
import type { NavLink } from '../../../src';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  link: NavLink;
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/**
 * An anchor for a sanitised navigation link (its href, target and rel are already safe). Other props
 * and the ref pass through, so it works under Radix `asChild` (a forwardRef: React 18 gives a plain
 * function component no ref). No hooks: the server renders it too.
 */
export const Link = /* @__PURE__ */ forwardRef<HTMLAnchorElement, Omit<LinkProps, 'ref'>>(function Link(
  { link, ...rest },
  ref,
) {
  return linkAnchor(link, { ...rest, ref });
});

/**
 * `<Link>`'s anchor as a plain element, for lists of links (a mega-menu panel has dozens): no component
 * per link, so a render and a hydration do less work for the same markup.
 */
export function linkAnchor(link: NavLink, props?: Omit<LinkProps, 'link'>) {
  const { name, ...anchor } = link;
  return (
    <a {...props} {...anchor}>
      {name}
    </a>
  );
}

/** The first letter of a first name, for the avatar. */
export function initialOf(firstName: string | null): string {
  return firstName ? (Array.from(firstName)[0] ?? '') : '';
}
