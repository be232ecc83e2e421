// A simple header of your own on the hook alone: the logo link, decided as the skins decide it.
import { useSimpleHeader, type UseSimpleHeaderOptions } from '../../src';

export function CheckoutLogoBar(props: UseSimpleHeaderOptions) {
  const { logo, texts } = useSimpleHeader(props);
  const label = `${logo.logo?.altText || logo.brandName} ${texts.homeLink}`;
  return (
    <header>
      <a href={logo.href} aria-label={label}>
        {logo.logo ? <img src={logo.logo.url} alt="" height={32} /> : logo.brandName}
      </a>
    </header>
  );
}
