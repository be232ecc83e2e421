import { useSimpleHeader } from '../../../src';
import type { SimpleHeaderProps } from './Header.types';
import { Logo } from './Logo';
import { cx, styleElements } from '../../theme/sheet';
import { useSkinTheme } from '../../theme/useSkinTheme';
import { themeScope } from '../../theme/vars';
import { headerSheet } from './styles';

const h = headerSheet.classes;

/** The simple header: only a logo link to the brand home (spec 2.7). */
export function SimpleHeader({ className, ...options }: SimpleHeaderProps) {
  const { logo, texts } = useSimpleHeader(options);
  const theme = useSkinTheme();
  const scope = themeScope(theme);
  return (
    <header className={cx(scope.className, h.headerStyle, className)} style={scope.style}>
      {styleElements(theme.stylesheet, [headerSheet])}
      <div className={h.barStyle}>
        <Logo logo={logo} homeLabel={texts.homeLink} />
      </div>
    </header>
  );
}
