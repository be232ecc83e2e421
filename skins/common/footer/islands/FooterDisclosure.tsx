'use client';

import type { ReactNode } from 'react';
import { getFooterListAnalyticsProps, type FooterAccordionCollapsible } from '../../../../src';
import { useFooterAccordionsContext } from './FooterAccordionsContext';

export interface FooterDisclosureHeadingProps {
  item: string;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible | undefined;
  /** @default 'h2' */
  level?: 'h2' | 'h3' | undefined;
  className?: string | undefined;
  toggleClassName?: string | undefined;
  /** The toggle's content (title and chevron), rendered on the server. */
  children?: ReactNode | undefined;
  /**
   * A `'mobile'` item's heading text on desktop, where its links are always shown: the CSS shows it
   * there and the toggle below the breakpoint, so each width has one of them (and no render after
   * hydration tells them apart).
   */
  title?: ReactNode | undefined;
  titleClassName?: string | undefined;
}

/** A server footer's accordion heading: its toggle button (a client island) and its desktop text. */
export function FooterDisclosureHeading({
  item,
  collapsible = 'mobile',
  level: Heading = 'h2',
  className,
  toggleClassName,
  children,
  title,
  titleClassName,
}: FooterDisclosureHeadingProps) {
  const accordions = useFooterAccordionsContext();
  return (
    <Heading className={className} {...accordions.getHeadingProps({ item, collapsible })}>
      <button className={toggleClassName} {...accordions.getToggleProps({ item, collapsible })}>
        {children}
      </button>
      {collapsible === 'mobile' && title !== undefined && <span className={titleClassName}>{title}</span>}
    </Heading>
  );
}

export interface FooterDisclosurePanelProps {
  item: string;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible | undefined;
  className?: string | undefined;
  /** The panel's links, rendered on the server. */
  children?: ReactNode | undefined;
}

/** A server footer's accordion panel (a client island around server-rendered links). */
export function FooterDisclosurePanel({
  item,
  collapsible = 'mobile',
  className,
  children,
}: FooterDisclosurePanelProps) {
  const accordions = useFooterAccordionsContext();
  return (
    <div className={className} {...accordions.getPanelProps({ item, collapsible })}>
      {children}
    </div>
  );
}

export interface FooterDisclosureListProps {
  /** The disclosure (accordion item) that shows the list. */
  item: string;
  /** How many links the list holds. */
  available: number;
  className?: string | undefined;
  /** The list's items, rendered on the server. */
  children?: ReactNode | undefined;
}

/**
 * The `<ul>` of a list that a disclosure hides (a client island): its analytics list props report
 * every link as displayed while the disclosure is open, none while it is closed.
 */
export function FooterDisclosureList({ item, available, className, children }: FooterDisclosureListProps) {
  const accordions = useFooterAccordionsContext();
  return (
    <ul className={className} {...getFooterListAnalyticsProps(available, accordions.isOpen(item) ? available : 0)}>
      {children}
    </ul>
  );
}
