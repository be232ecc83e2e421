import type { RegionalVariant } from '../brand';
import type { PartialCatalogue } from '../i18n/catalogueLookup';
import type { RegionalFooterCommonTexts } from '../i18n/messages.types';
import { REGIONAL_FOOTER_TEXTS } from './data/regional/texts';
import { localiseAppBadge, socialLinkText } from './data/shared';
import type { FooterLink, RegionalFooterContent, RegionalFooterData } from './footer.types';
import { memoByTexts, section, type Lookup } from './localiseFooter';

/*
 * The regional footers' texts through the catalogue mechanism (issue 35): each site's data holds its
 * links' ids and addresses; its texts are a catalogue area (`canadaFooter`... `italyFooter`), the
 * site's own language's kept beside the data (data/regional/texts.ts).
 */
/** The catalogue area of a regional footer: `canadaFooter`, `usFooter`... */
export type RegionalFooterArea = `${RegionalVariant}Footer`;

/** The catalogue area of a regional variant's footer. */
export function regionalFooterArea(variant: RegionalVariant): RegionalFooterArea {
  return `${variant}Footer`;
}

/** A regional footer's texts and their language. */
export interface RegionalFooterTextsInUse {
  texts: RegionalFooterCommonTexts;
  /** The texts' locale: the catalogue's when it has the footer's whole area, else undefined (the site's own). */
  locale: string | undefined;
}

const regionalTexts = new WeakMap<object, RegionalFooterTextsInUse>();

/**
 * A regional footer's texts on a page: its site's own (in the site's language) under the area of the
 * page's catalogue (`canadaFooter` in fr-CA's: HomeStars in French; `textOverrides` merged into it),
 * under a component's own `texts`. Without a catalogue, or one without the area: the site's own.
 *
 * @example regionalFooterTexts('canada', frCA).texts.sisterBrandsTitle // 'Nos marques dans le monde'
 */
export function regionalFooterTexts(
  variant: RegionalVariant,
  catalogue?: PartialCatalogue,
  own?: Partial<RegionalFooterCommonTexts> & Readonly<Record<string, string>>,
): RegionalFooterTextsInUse {
  const site = REGIONAL_FOOTER_TEXTS[variant];
  const area = catalogue?.messages[regionalFooterArea(variant)];
  if (!area && !own) return { texts: site, locale: undefined };
  let out = own ? undefined : regionalTexts.get(area!);
  if (!out) {
    // The area speaks for the footer when it is whole (a catalogue's); an override alone (textOverrides
    // over a catalogue without the area) changes a few texts of the site's own.
    const whole = area !== undefined && Object.keys(site).every((key) => key in area);
    out = { texts: { ...site, ...area, ...own }, locale: whole ? catalogue!.locale : undefined };
    if (!own) regionalTexts.set(area!, out);
  }
  return out;
}

const localiseRegionalOnce = memoByTexts(buildRegional);

/**
 * A regional footer's content in a set of its texts: every section title and link text by its id (a
 * city keeps its name), the professions by `professions-{slug}`, the sister sites' countries, the
 * social links' and app badges' names, the banner and the footer's own texts. The same data, texts and
 * locale give the same object. Addresses are not touched.
 *
 * @example localiseRegionalFooter(data, regionalFooterTexts('canada', frCA).texts, 'fr-CA').postAJob.title
 */
export function localiseRegionalFooter(
  data: RegionalFooterData,
  texts: RegionalFooterCommonTexts,
  locale: string = data.locale,
): RegionalFooterContent {
  return localiseRegionalOnce(data, texts, locale);
}

function buildRegional(
  data: RegionalFooterData,
  texts: RegionalFooterCommonTexts,
  locale: string,
): RegionalFooterContent {
  const lookup = texts as unknown as Lookup;
  const linkText = <L extends FooterLink>(link: L): L => {
    const text = lookup[link.id];
    return text === undefined || text === link.text ? link : { ...link, text };
  };
  return {
    ...data,
    locale,
    postAJob: { title: texts.postAJobTitle, text: texts.postAJobText, cta: linkText(data.postAJob.cta) },
    columns: data.columns.map((s) => section(s, lookup)),
    cities: section(data.cities, lookup),
    professions: section(data.professions, lookup),
    sisterBrands: {
      title: texts.sisterBrandsTitle,
      // What the line says between the country and the linked name (the pattern puts the country first).
      separator: texts.sisterBrand.slice(
        texts.sisterBrand.indexOf('{country}') + '{country}'.length,
        texts.sisterBrand.indexOf('{brand}'),
      ),
      brands: data.sisterBrands.brands.map((brand) => ({
        ...brand,
        country: lookup[`country-${brand.variant}`] ?? brand.country,
      })),
    },
    social: data.social.map((link) => ({
      ...link,
      text: socialLinkText(texts.socialLink, data.brandName, link.network),
    })),
    apps: data.apps.map((badge) => localiseAppBadge(badge, texts)),
    legal: data.legal.map(linkText),
    cookieSettings: linkText(data.cookieSettings),
    texts: {
      navigationLabel: texts.navigationLabel,
      socialTitle: texts.socialTitle,
      appsTitle: texts.appsTitle,
      trustTitle: texts.trustTitle,
      trustPlaceholder: texts.trustPlaceholder,
      legalLabel: texts.legalLabel,
      copyright: texts.copyright,
    },
  };
}
