'use client';

import { useSimpleHeader } from '../../../src';
import type { SimpleHeaderProps } from './Header.types';
import { Logo } from './Logo';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/** The simple header: only a logo link to the brand home (spec 2.7). */
export function SimpleHeader({ className, ...options }: SimpleHeaderProps) {
  const { logo, texts } = useSimpleHeader(options);
  const root = useSkinRoot([headerSheet]);
  return (
    <header {...root.props(h.headerStyle, className)}>
      {root.styles}
      <div className={h.barStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
      </div>
    </header>
  );
}
