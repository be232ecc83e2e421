/** @jsxImportSource @emotion/react */
import type { Interpolation, Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { FooterAccordionCollapsible, FooterGetters, FooterSection, UseFooterAccordionsResult } from '../../../src';
import { FooterLinkList } from './FooterLinkList';
import { ChevronIcon } from './icons';
import { column, heading, panel, toggle } from './styles';

export interface FooterColumnProps {
  section: FooterSection;
  accordions: UseFooterAccordionsResult;
  getters: FooterGetters;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** How many links are shown, for the analytics list props. @default every link */
  displayed?: number;
  listCss?: Interpolation<Theme>;
  /** Extra content inside the panel, after the links. */
  children?: ReactNode;
}

/**
 * One footer column from one DOM: a heading holding a disclosure button (a plain heading on desktop)
 * and a panel of links that collapses only under the mobile media query.
 */
export function FooterColumn({
  section,
  accordions,
  getters,
  collapsible = 'mobile',
  headingLevel: Heading = 'h2',
  displayed,
  listCss,
  children,
}: FooterColumnProps) {
  const item = { item: section.id, collapsible };
  return (
    <div css={collapsible === 'mobile' ? column : undefined}>
      <Heading css={heading} {...accordions.getHeadingProps(item)}>
        <button css={toggle} {...accordions.getToggleProps(item)}>
          <span>{section.title}</span>
          <ChevronIcon />
        </button>
      </Heading>
      <div css={panel} {...accordions.getPanelProps(item)}>
        <div>
          <FooterLinkList
            links={section.links}
            listId={section.id}
            getLinkProps={getters.getLinkProps}
            listProps={getters.getListProps(section, displayed)}
            extraCss={listCss}
          />
          {children}
        </div>
      </div>
    </div>
  );
}
