'use client';

import { useFooterCopyright, type Brand } from '../../../../src';

export interface FooterCopyrightProps {
  /** Whose copyright years (Roofline from 1995, HomeAdvisor from 1999). */
  brand: Brand;
  /** The text with a `{years}` placeholder. */
  template: string;
  className?: string | undefined;
}

/**
 * The copyright line of a server footer (a client island): the server renders the UTC year, the
 * browser then the visitor's local year, exactly as the client footers do (`useFooterCopyright`).
 */
export function FooterCopyright({ brand, template, className }: FooterCopyrightProps) {
  const { text } = useFooterCopyright({ brand, template });
  return <p className={className}>{text}</p>;
}
