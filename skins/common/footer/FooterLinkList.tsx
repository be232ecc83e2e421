/** @jsxImportSource @emotion/react */
import type { Interpolation, Theme } from '@emotion/react';
import type { FooterGetters, FooterLink } from '../../../src';
import { linkList } from './styles';

export interface FooterLinkListProps {
  links: readonly FooterLink[];
  /** The list's id (the section id): sent with each link click. */
  listId: string;
  getLinkProps: FooterGetters['getLinkProps'];
  /** Extra attributes for the `<ul>` (analytics list props, an accessible name). */
  listProps?: Record<string, string>;
  extraCss?: Interpolation<Theme>;
}

/** A list of footer links; a link whose href is unsafe is left out. */
export function FooterLinkList({ links, listId, getLinkProps, listProps, extraCss }: FooterLinkListProps) {
  return (
    <ul css={[linkList, extraCss]} {...listProps}>
      {links.map((link) => {
        const props = getLinkProps(link, listId);
        return props ? (
          <li key={link.id}>
            <a {...props}>{link.text}</a>
          </li>
        ) : null;
      })}
    </ul>
  );
}
