'use client';

import type { CSSProperties, ReactNode } from 'react';
import {
  useFooterAccordions,
  useFooterTracking,
  type FooterAccordionRootProps,
  type FooterComponentType,
} from '../../../../src';
import { FooterAccordionsContext } from './FooterAccordionsContext';

export interface FooterRootProps {
  /** The analytics `component_type` of every link click inside. */
  componentType: FooterComponentType;
  /** Give the footer accordions (for `FooterDisclosureHeading` and `FooterDisclosurePanel`). */
  accordions?: { singleOpenGroups?: string[][] | undefined } | undefined;
  className?: string | undefined;
  /** The theme's custom properties that differ from the brand's. */
  style?: CSSProperties | undefined;
  lang?: string | undefined;
  /** `data-variant` of a regional footer. */
  variant?: string | undefined;
  children?: ReactNode | undefined;
}

function AccordionRoot({
  singleOpenGroups,
  render,
}: {
  singleOpenGroups?: string[][] | undefined;
  render: (rootProps: FooterAccordionRootProps | object) => ReactNode;
}) {
  // The headings carry their desktop text beside the toggle and the CSS shows one per width: no
  // viewport tracking, so nothing renders again after hydration.
  const accordions = useFooterAccordions({ singleOpenGroups, trackLayout: false });
  return (
    <FooterAccordionsContext.Provider value={accordions}>
      {render(accordions.getRootProps())}
    </FooterAccordionsContext.Provider>
  );
}

/**
 * A server footer's `<footer>` (a client island): its clicks send 'Item Clicked' through the
 * ChromeProvider's analytics, and it holds the accordions' state. Its children, the footer's
 * content, are rendered on the server.
 */
export function FooterRoot({ componentType, accordions, className, style, lang, variant, children }: FooterRootProps) {
  // No adapter given: the click tracking reads the provider's (useItemClickTracking).
  const tracking = useFooterTracking(componentType);
  const footer = (rootProps: object) => (
    <footer
      lang={lang}
      className={className}
      style={style}
      {...tracking.getFooterProps({ ...rootProps, ...(variant ? { 'data-variant': variant } : {}) })}
    >
      {children}
    </footer>
  );
  return accordions ? <AccordionRoot singleOpenGroups={accordions.singleOpenGroups} render={footer} /> : footer({});
}
