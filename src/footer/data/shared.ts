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
 * Social profile links for a brand's handles. The link text (the icon's accessible name) is
 * `{brand} on {network}` through the locale's `pattern`.
 */
export function socialLinks(
  brandName: string,
  handles: Partial<Record<SocialNetwork, string>>,
  pattern = '{brand} on {network}',
): SocialLink[] {
  return (Object.keys(handles) as SocialNetwork[]).map((network) => ({
    id: `social-${network}`,
    network,
    text: socialLinkText(pattern, brandName, network),
    href: `${SOCIAL_HOSTS[network]}${handles[network] ?? ''}`,
    newTab: true,
    external: true,
  }));
}

/** App-store badge texts of one language. */
export interface AppBadgeTexts {
  appleEyebrow: string;
  googleEyebrow: string;
}

export const APP_BADGE_TEXTS = {
  en: { appleEyebrow: 'Download on the', googleEyebrow: 'Get it on' },
  nl: { appleEyebrow: 'Download in de', googleEyebrow: 'Ontdek het op' },
  fr: { appleEyebrow: 'Télécharger dans l’', googleEyebrow: 'Disponible sur' },
  de: { appleEyebrow: 'Laden im', googleEyebrow: 'Jetzt bei' },
  it: { appleEyebrow: 'Scarica su', googleEyebrow: 'Disponibile su' },
} as const satisfies Record<string, AppBadgeTexts>;

/** An app badge's link text: the eyebrow and the store (an eyebrow ending in ’, French l’, is joined without a space). */
export function appBadgeText(eyebrow: string, store: string): string {
  return eyebrow.endsWith('’') ? `${eyebrow}${store}` : `${eyebrow} ${store}`;
}

/** The two app-store badges of a brand's app. */
export function appBadges(texts: AppBadgeTexts, appleAppId: string, googlePackage: string): AppBadge[] {
  const join = appBadgeText;
  return [
    {
      id: 'app-apple',
      store: 'apple',
      eyebrow: texts.appleEyebrow,
      storeName: 'App Store',
      text: join(texts.appleEyebrow, 'App Store'),
      href: `https://apps.apple.com/app/${appleAppId}`,
      newTab: true,
      external: true,
    },
    {
      id: 'app-google',
      store: 'google',
      eyebrow: texts.googleEyebrow,
      storeName: 'Google Play',
      text: join(texts.googleEyebrow, 'Google Play'),
      href: `https://play.google.com/store/apps/details?id=${googlePackage}`,
      newTab: true,
      external: true,
    },
  ];
}
