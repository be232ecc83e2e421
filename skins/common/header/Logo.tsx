/** @jsxImportSource @emotion/react */
import type { LogoView } from '../../../src';
import { logoStyle } from './styles';

export interface LogoProps {
  logo: LogoView;
  /** Accessible name suffix when the image has no alt text. @default 'Home' */
  homeLabel: string;
}

/** The logo link to the brand home: the CMS logo image, or the brand name as text. */
export function Logo({ logo, homeLabel }: LogoProps) {
  const label = logo.logo?.altText || logo.brandName;
  return (
    <a href={logo.href} css={logoStyle} aria-label={`${label} ${homeLabel}`}>
      {logo.logo ? <img src={logo.logo.url} alt="" width={120} height={32} /> : logo.brandName}
    </a>
  );
}
