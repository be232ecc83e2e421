import { Brand } from '../brand';
import { HOME_ADVISOR_SIMPLE_FOOTER, ROOFLINE_SIMPLE_FOOTER, type SimpleFooterData } from './data/simpleFooter';
import type { FooterLink } from './footer.types';

export interface SimpleFooterBuildOptions {
  /** Show the optional Support Center link (Roofline variant only). @default false */
  showSupportCenter?: boolean;
}

export interface SimpleFooterContent extends Omit<SimpleFooterData, 'links'> {
  links: readonly FooterLink[];
}

/**
 * The simple footer (legal bar, spec 2.2) of a brand: HOME_ADVISOR gets its own variant, every other
 * brand the Roofline one. The optional Support Center link is left out unless asked for.
 *
 * @example buildSimpleFooterLinks('ROOFLINE').links.map((l) => l.text)
 * // ['Terms of Use', 'Privacy Policy', 'California Privacy', 'Do Not Sell']
 */
export function buildSimpleFooterLinks(brand: Brand, options: SimpleFooterBuildOptions = {}): SimpleFooterContent {
  const data = brand === Brand.HOME_ADVISOR ? HOME_ADVISOR_SIMPLE_FOOTER : ROOFLINE_SIMPLE_FOOTER;
  const keep = (link: FooterLink) => link.id !== 'support-center' || options.showSupportCenter === true;
  const links = data.links.filter(keep);
  // The accessibility entry keeps its place relative to the links that follow it.
  const removedBefore = data.links.slice(0, data.accessibilityToolsIndex).filter((link) => !keep(link)).length;
  return { ...data, links, accessibilityToolsIndex: data.accessibilityToolsIndex - removedBefore };
}

/**
 * Fills a `{years}` (or any `{name}`) placeholder of a text template.
 *
 * @example formatFooterText('© {years} Roofline, Inc.', { years: '1995-2026' }) // '© 1995-2026 Roofline, Inc.'
 */
export function formatFooterText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
