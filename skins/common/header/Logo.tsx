import type { LogoView } from '../../../src';
import { BrandMarkIcon } from './icons';
import { headerSheet } from './styles';

const h = headerSheet.classes;

export interface LogoProps {
  logo: LogoView;
  /** Accessible name suffix when the image has no alt text. @default 'Home' */
  homeLabel: string;
}

/** The logo link to the brand home: the CMS logo image, or the brand name as text. */
export function Logo({ logo, homeLabel }: LogoProps) {
  const label = logo.logo?.altText || logo.brandName;
  return (
    <a href={logo.href} className={h.logoStyle} aria-label={`${label} ${homeLabel}`} data-logo="">
      {logo.logo ? (
        // With the data's intrinsic size the browser reserves the logo's box before it loads.
        <img src={logo.logo.url} alt="" width={logo.logo.width} height={logo.logo.height ?? 32} />
      ) : (
        <>
          <BrandMarkIcon />
          {logo.brandName}
        </>
      )}
    </a>
  );
}
