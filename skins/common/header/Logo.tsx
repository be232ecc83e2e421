import type { LogoView } from '../../../src';
import { BrandMarkIcon } from './icons';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/** The logo's height in the bar (the CSS shows it at 32 px high, its width following its ratio). */
const LOGO_HEIGHT = 32;

/**
 * The `<img>`'s intrinsic size: the data's, else the bar's height and the brand wordmark's ratio.
 * Both attributes, always: the browser reserves the box from their ratio before the image loads (no
 * layout shift, no unsized image), and once it has loaded the CSS's `width: auto` follows the image's own.
 */
export function logoSize(logo: NonNullable<LogoView['logo']>, brandName: string): { width: number; height: number } {
  if (logo.width && logo.height) return { width: logo.width, height: logo.height };
  // The width:height of the brands' wordmarks (150 × 40, HomeAdvisor's 180 × 40): the box reserved for
  // a logo whose data gives no size, until the image itself is there.
  return { width: (LOGO_HEIGHT * (brandName === 'HomeAdvisor' ? 180 : 150)) / 40, height: LOGO_HEIGHT };
}

export interface LogoProps {
  logo: LogoView;
  /** Accessible name suffix when the image has no alt text. @default 'Home' */
  homeLabel: string;
}

/** The logo link to the brand home: the CMS logo image, or the brand name as text. No hooks (server-rendered). */
export function Logo({ logo, homeLabel }: LogoProps) {
  const label = logo.logo?.altText || logo.brandName;
  return (
    <a href={logo.href} className={h.logoStyle} aria-label={`${label} ${homeLabel}`} data-logo="">
      {logo.logo ? (
        // With an intrinsic size the browser reserves the logo's box before it loads.
        <img src={logo.logo.url} alt="" {...logoSize(logo.logo, logo.brandName)} />
      ) : (
        <>
          <BrandMarkIcon />
          {logo.brandName}
        </>
      )}
    </a>
  );
}
