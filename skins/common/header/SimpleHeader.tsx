/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { DEFAULT_HEADER_TEXTS, getLogoView, normalizeNavigationData, useChromeConfig } from '../../../src';
import type { SimpleHeaderProps } from './Header.types';
import { Logo } from './Logo';
import { barStyle, headerStyle } from './styles';

/** The simple header: only a logo link to the brand home page (spec 2.7). */
export function SimpleHeader({ navigationData, domain, brand, queryString, texts, className }: SimpleHeaderProps) {
  const config = useChromeConfig({ brand });
  const logo = useMemo(
    () => getLogoView(normalizeNavigationData(navigationData), { queryString, domain, brand: config.brand }),
    [navigationData, queryString, domain, config.brand],
  );
  return (
    <header css={headerStyle} className={className}>
      <div css={barStyle}>
        <Logo logo={logo} homeLabel={texts?.homeLink ?? DEFAULT_HEADER_TEXTS.homeLink} />
      </div>
    </header>
  );
}
