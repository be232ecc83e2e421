import type { Brand } from '../brand/brand';
import type { LogoView } from './getHeaderView';
import type { HeaderTexts } from './headerTexts';
import type { NavigationData } from './navigation.types';

export interface UseSimpleHeaderOptions {
  /**
   * The navigation data (spec 3), untrusted: it is normalised here, and only the brand's domain, logo
   * and brand type are read.
   */
  navigationData?: unknown;
  /** The brand's domain when the data has none (the logo then links to its home). */
  domain?: string | undefined;
  /** The brand when there is neither data nor a domain. @default the `ChromeProvider`'s brand */
  brand?: Brand | undefined;
  /** Appended to the logo's link, e.g. `'utm_source=mail'`. */
  queryString?: string | undefined;
  /** Override the simple header's text. */
  texts?: Partial<SimpleHeaderTexts> | undefined;
}

/** The simple header's only text. */
export type SimpleHeaderTexts = Pick<HeaderTexts, 'homeLink'>;

export interface UseSimpleHeaderResult {
  /** The logo link: the brand home plus the query string, the CMS logo image, the brand name. */
  logo: LogoView;
  /** The texts, defaults filled in (`homeLink` 'Home', the logo link's accessible-name suffix). */
  texts: SimpleHeaderTexts;
  /** The normalised navigation data, or null when none was given or it was not an object. */
  navigationData: NavigationData | null;
}
