import { resolveBrandFamily, type Brand, type MainBrand } from '../brand';
import type { GlobalFooterCommonTexts, HomeAdvisorFooterTexts, RooflineFooterTexts } from '../i18n/messages.types';
import { HOME_ADVISOR_LEGAL_BAR_TEXTS_EN_US, ROOFLINE_LEGAL_BAR_TEXTS_EN_US } from './data/legalBarTextsEnUS';
import { HOME_ADVISOR_SIMPLE_FOOTER, ROOFLINE_SIMPLE_FOOTER, type SimpleFooterData } from './data/simpleFooter';
import type { FooterLink, SimpleFooterItem } from './footer.types';
import type { Lookup } from './localiseFooter';

export interface SimpleFooterBuildOptions {
  /** Show the optional Support Center link (Roofline variant only). @default false */
  showSupportCenter?: boolean | undefined;
  /**
   * The brand's footer texts (a catalogue's `rooflineFooter` or `homeAdvisorFooter`, any subset): the
   * bar's texts are these. @default the brand's en-US texts
   */
  texts?: Partial<RooflineFooterTexts> | Partial<HomeAdvisorFooterTexts> | undefined;
}

/** The legal bar's texts for a brand: its en-US texts under the given ones. */
function barTexts(brand: MainBrand, texts: SimpleFooterBuildOptions['texts']): Lookup & GlobalFooterCommonTexts {
  const own = brand === 'HOME_ADVISOR' ? HOME_ADVISOR_LEGAL_BAR_TEXTS_EN_US : ROOFLINE_LEGAL_BAR_TEXTS_EN_US;
  return (texts ? { ...own, ...texts } : own) as unknown as Lookup & GlobalFooterCommonTexts;
}

const SIMPLE_FOOTER: Readonly<Record<MainBrand, SimpleFooterData>> = {
  ROOFLINE: ROOFLINE_SIMPLE_FOOTER,
  HOME_ADVISOR: HOME_ADVISOR_SIMPLE_FOOTER,
};

export interface SimpleFooterContent extends Omit<SimpleFooterData, 'links'> {
  links: readonly FooterLink[];
}

/**
 * The simple footer (legal bar, spec 2.2) of a brand, in its texts (en-US unless `texts` are given):
 * HOME_ADVISOR gets its own variant, every other brand the Roofline one. The optional Support Center
 * link is left out unless asked for.
 *
 * @example buildSimpleFooterLinks('ROOFLINE').links.map((l) => l.text)
 * // ['Terms of Use', 'Privacy Policy', 'California Privacy', 'Do Not Sell']
 */
export function buildSimpleFooterLinks(brand: Brand, options: SimpleFooterBuildOptions = {}): SimpleFooterContent {
  const mainBrand = resolveBrandFamily(brand).mainBrand;
  const data = SIMPLE_FOOTER[mainBrand];
  const texts = barTexts(mainBrand, options.texts);
  const text = (link: FooterLink): FooterLink => ({ ...link, text: texts[data.textKeys?.[link.id] ?? link.id] ?? '' });
  const keep = (link: FooterLink) => link.id !== 'support-center' || options.showSupportCenter === true;
  const links = data.links.filter(keep).map(text);
  // The accessibility entry keeps its place relative to the links that follow it.
  const removedBefore = data.links.slice(0, data.accessibilityToolsIndex).filter((link) => !keep(link)).length;
  const terms = data.termsAgreement;
  return {
    ...data,
    links,
    accessibilityToolsIndex: data.accessibilityToolsIndex - removedBefore,
    accessibilityTools: texts.accessibilityTools,
    termsAgreement: terms && { template: texts['terms-agreement'] ?? '{terms}', link: text(terms.link) },
    copyright: texts.copyright,
    label: texts.legal,
  };
}

/**
 * Fills a `{years}` (or any `{name}`) placeholder of a text template.
 *
 * @example formatFooterText('© {years} Roofline, Inc.', { years: '1995-2026' }) // '© 1995-2026 Roofline, Inc.'
 */
export function formatFooterText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export interface SimpleFooterViewOptions extends SimpleFooterBuildOptions {
  /** Show the optional Accessibility Tools control. @default true */
  showAccessibilityTools?: boolean | undefined;
}

/** What the legal bar shows, ready to render: `useSimpleFooter`'s content without its hooks. */
export interface SimpleFooterView {
  /** The main brand whose variant this is (`resolveBrandFamily`), for its copyright years. */
  brand: MainBrand;
  /** The entries in display order (spec 2.2). */
  items: readonly SimpleFooterItem[];
  /** HOME_ADVISOR's terms-agreement line, split around its Terms of Use link; `null` for Roofline. */
  termsAgreement: { before: string; link: FooterLink; after: string } | null;
  /** The copyright template, with a `{years}` placeholder. */
  copyrightTemplate: string;
  /** Where the copyright line sits: before the links (Roofline) or last (HOME_ADVISOR). */
  copyrightPosition: 'start' | 'end';
  /** Accessible name of the link list. */
  label: string;
  /** The Accessibility Tools control's text. */
  accessibilityTools: string;
}

/**
 * The legal bar's entries (links and the Accessibility Tools control, in order), the terms line and
 * the copyright template of a brand, in its texts (`texts`: the catalogue's area of the brand's footer;
 * en-US without). Pure: `useSimpleFooter` uses it, and so can a Server Component.
 *
 * @example getSimpleFooterView('HOME_ADVISOR').copyrightPosition // 'end'
 */
export function getSimpleFooterView(brand: Brand, options: SimpleFooterViewOptions = {}): SimpleFooterView {
  const { showAccessibilityTools = true, ...buildOptions } = options;
  const data = buildSimpleFooterLinks(brand, buildOptions);
  const items: SimpleFooterItem[] = data.links.map((link) => ({ kind: 'link', link }));
  if (showAccessibilityTools) {
    items.splice(data.accessibilityToolsIndex, 0, { kind: 'accessibilityTools', text: data.accessibilityTools });
  }
  let termsAgreement: SimpleFooterView['termsAgreement'] = null;
  if (data.termsAgreement) {
    const [before = '', after = ''] = data.termsAgreement.template.split('{terms}');
    termsAgreement = { before, link: data.termsAgreement.link, after };
  }
  return {
    brand: data.brand,
    items,
    termsAgreement,
    copyrightTemplate: data.copyright,
    copyrightPosition: data.copyrightPosition,
    label: data.label,
    accessibilityTools: data.accessibilityTools,
  };
}
