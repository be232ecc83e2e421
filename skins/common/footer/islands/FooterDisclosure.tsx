import type { ReactNode } from 'react';
import type { FooterAccordionCollapsible } from '../../../../src';
import { useFooterAccordionsContext } from './FooterAccordionsContext';

export interface FooterDisclosureHeadingProps {
  item: string;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible;
  /** @default 'h2' */
  level?: 'h2' | 'h3';
  className?: string;
  toggleClassName?: string;
  /** The toggle's content (title and chevron), rendered on the server. */
  children?: ReactNode;
}

/** A server footer's accordion heading and its toggle button (a client island). */
export function FooterDisclosureHeading({
  item,
  collapsible = 'mobile',
  level: Heading = 'h2',
  className,
  toggleClassName,
  children,
}: FooterDisclosureHeadingProps) {
  const accordions = useFooterAccordionsContext();
  return (
    <Heading className={className} {...accordions.getHeadingProps({ item, collapsible })}>
      <button className={toggleClassName} {...accordions.getToggleProps({ item, collapsible })}>
        {children}
      </button>
    </Heading>
  );
}

export interface FooterDisclosurePanelProps {
  item: string;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible;
  className?: string;
  /** The panel's links, rendered on the server. */
  children?: ReactNode;
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
