import type { Brand, RegionalVariant } from '../../../src';
import * as homeadvisor from '../../../skins/homeadvisor';
import * as instapro from '../../../skins/instapro';
import * as roofline from '../../../skins/roofline';

/** A skin entry as the gallery reads it: components looked up by name, so a skin still in progress shows what it has. */
export type SkinModule = Readonly<Record<string, unknown>>;

export interface GalleryBrand {
  /** The `?brand=` value. */
  key: string;
  label: string;
  /** The skin entry this brand uses. */
  skinName: 'roofline' | 'homeadvisor' | 'instapro';
  skin: SkinModule;
  /** The Brand value for hooks that take one (regional sites use the ROOFLINE flows). */
  brand: Brand;
  /** The site's domain: picks the navigation data and the regional footer. */
  domain: string;
  regionalVariant?: RegionalVariant;
  /** BCP 47 language of the site, for the page's lang attribute. */
  lang: string;
  /** The texts' locale when it is not the site's own (es-US, fr-CA, the pseudo-locale). */
  locale?: string;
}

const regional = (key: RegionalVariant, label: string, domain: string, lang: string): GalleryBrand => ({
  key,
  label,
  skinName: 'instapro',
  skin: instapro,
  brand: 'ROOFLINE',
  domain,
  regionalVariant: key,
  lang,
});

export const GALLERY_BRANDS: readonly GalleryBrand[] = [
  {
    key: 'roofline',
    label: 'Roofline',
    skinName: 'roofline',
    skin: roofline,
    brand: 'ROOFLINE',
    domain: 'www.roofline.com',
    lang: 'en-US',
  },
  {
    key: 'homeadvisor',
    label: 'HomeAdvisor',
    skinName: 'homeadvisor',
    skin: homeadvisor,
    brand: 'HOME_ADVISOR',
    domain: 'www.homeadvisor.com',
    lang: 'en-US',
  },
  regional('us', 'Instapro (US)', 'www.instapro.com', 'en-US'),
  regional('canada', 'HomeStars (Canada)', 'homestars.com', 'en-CA'),
  regional('uk', 'MyBuilder (UK)', 'www.mybuilder.com', 'en-GB'),
  regional('netherlands', 'Werkspot (Netherlands)', 'www.werkspot.nl', 'nl-NL'),
  regional('france', 'Travaux (France)', 'www.travaux.com', 'fr-FR'),
  regional('germany', 'MyHammer (Germany)', 'www.myhammer.de', 'de-DE'),
  regional('austria', 'MyHammer (Austria)', 'www.myhammer.at', 'de-AT'),
  regional('italy', 'Instapro (Italy)', 'www.instapro.it', 'it-IT'),
  // The US brands and HomeStars in a second language of their country (issue 35): the texts' locale
  // is not the site's own.
  {
    key: 'roofline-es',
    label: 'Roofline (español)',
    skinName: 'roofline',
    skin: roofline,
    brand: 'ROOFLINE',
    domain: 'www.roofline.com',
    lang: 'es-US',
    locale: 'es-US',
  },
  {
    key: 'homeadvisor-es',
    label: 'HomeAdvisor (español)',
    skinName: 'homeadvisor',
    skin: homeadvisor,
    brand: 'HOME_ADVISOR',
    domain: 'www.homeadvisor.com',
    lang: 'es-US',
    locale: 'es-US',
  },
  { ...regional('canada', 'HomeStars (français)', 'homestars.com', 'fr-CA'), key: 'canada-fr', locale: 'fr-CA' },
  {
    // The visual check's pseudo-locale: Roofline with every text about 40% longer (pseudoLocale.ts).
    key: 'pseudo',
    label: 'Pseudo-locale',
    skinName: 'roofline',
    skin: roofline,
    brand: 'ROOFLINE',
    domain: 'www.roofline.com',
    lang: 'en-XA',
    locale: 'en-XA',
  },
];

export function findGalleryBrand(key: string | null): GalleryBrand {
  return GALLERY_BRANDS.find((b) => b.key === key) ?? GALLERY_BRANDS[0]!;
}
