/** @jsxImportSource @emotion/react */
import { useSimpleHeader } from '../../../src';
import type { SimpleHeaderProps } from './Header.types';
import { Logo } from './Logo';
import { barStyle, headerStyle } from './styles';

/** The simple header: only a logo link to the brand home (spec 2.7). */
export function SimpleHeader({ className, ...options }: SimpleHeaderProps) {
  const { logo, texts } = useSimpleHeader(options);
  return (
    <header css={headerStyle} className={className}>
      <div css={barStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
      </div>
    </header>
  );
}
