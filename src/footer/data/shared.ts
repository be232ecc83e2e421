import type { GlobalFooterCommonTexts, RegionalFooterCommonTexts } from '../../i18n/messages.types';
import type { AppBadge, SocialLink, SocialNetwork } from '../footer.types';

const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

const SOCIAL_HOSTS: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
  youtube: 'https://www.youtube.com/@',
  linkedin: 'https://www.linkedin.com/company/',
  pinterest: 'https://www.pinterest.com/',
};

/** A social link's name: the locale's pattern with `{brand}` and `{network}` filled in. */
export function socialLinkText(pattern: string, brandName: string, network: SocialNetwork): string {
  return pattern.replace('{brand}', brandName).replace('{network}', SOCIAL_NAMES[network]);
}

/**
 * Social profile links for a brand's handles. The link text (the icon's accessible name) is the
 * footer's texts' `socialLink` (`{brand} on {network}`), filled in with its texts.
 */
export function socialLinks(handles: Partial<Record<SocialNetwork, string>>): SocialLink[] {
  return (Object.keys(handles) as SocialNetwork[]).map((network) => ({
    id: `social-${network}`,
    network,
    text: '',
    href: `${SOCIAL_HOSTS[network]}${handles[network] ?? ''}`,
    newTab: true,
    external: true,
  }));
}

/** An app badge's link text: the eyebrow and the store (an eyebrow ending in ’, French l’, is joined without a space). */
export function appBadgeText(eyebrow: string, store: string): string {
  return eyebrow.endsWith('’') ? `${eyebrow}${store}` : `${eyebrow} ${store}`;
}

/** The two app-store badges of a brand's app; their eyebrows and texts are filled in with the footer's texts. */
export function appBadges(appleAppId: string, googlePackage: string): AppBadge[] {
  return [
    {
      id: 'app-apple',
      store: 'apple',
      eyebrow: '',
      storeName: 'App Store',
      text: '',
      href: `https://apps.apple.com/app/${appleAppId}`,
      newTab: true,
      external: true,
    },
    {
      id: 'app-google',
      store: 'google',
      eyebrow: '',
      storeName: 'Google Play',
      text: '',
      href: `https://play.google.com/store/apps/details?id=${googlePackage}`,
      newTab: true,
      external: true,
    },
  ];
}

/** A badge with its eyebrow and link text in a footer's texts. */
export function localiseAppBadge(
  badge: AppBadge,
  texts: Pick<GlobalFooterCommonTexts | RegionalFooterCommonTexts, 'appleEyebrow' | 'googleEyebrow'>,
): AppBadge {
  const eyebrow = badge.store === 'apple' ? texts.appleEyebrow : texts.googleEyebrow;
  return { ...badge, eyebrow, text: appBadgeText(eyebrow, badge.storeName) };
}
