import { BADGE_LIMITS } from './limits';

/** The provider badges of spec 2.7, in display order. */
export type ProviderBadgeId = 'superServiceAward' | 'backgroundChecked' | 'certified';

/** What the badge rules read about a service provider. Data from outside: any field may be missing or bad. */
export interface ProviderBadgeInput {
  /** The provider won the Super Service Award. */
  hasSuperServiceAward?: boolean | null;
  /** The provider passed a background check. */
  isBackgroundChecked?: boolean | null;
  /** Average star rating (0 to 5). */
  averageRating?: number | null;
  /** Number of reviews. */
  reviewCount?: number | null;
}

export interface ProviderBadgeText {
  /** The badge's name, shown on it. */
  title: string;
  /** What the badge means, shown in its popover. */
  description: string;
}

/** Default badge names and explanations. Names are the spec's; explanations may be replaced per site. */
export const PROVIDER_BADGE_TEXTS: Record<ProviderBadgeId, ProviderBadgeText> = {
  superServiceAward: {
    title: 'Super Service Award',
    description: 'Awarded to pros who keep a high rating and deliver excellent service to homeowners.',
  },
  backgroundChecked: {
    title: 'Background Checked',
    description: 'The business owner or a principal passed a criminal background check when joining.',
  },
  certified: {
    title: 'Certified',
    description: 'Rated 3.0 stars or better on average, with at least one verified review.',
  },
};

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Certified (spec 9): an average star rating of 3.0 or better when the provider has at least one review.
 *
 * @example isCertifiedProvider({ averageRating: 3, reviewCount: 1 }) // true
 * @example isCertifiedProvider({ averageRating: 4.8, reviewCount: 0 }) // false
 */
export function isCertifiedProvider({ averageRating, reviewCount }: ProviderBadgeInput): boolean {
  return (
    isFiniteNumber(reviewCount) &&
    reviewCount >= 1 &&
    isFiniteNumber(averageRating) &&
    averageRating >= BADGE_LIMITS.certifiedBadgeMinRating
  );
}

/**
 * The badges a provider earns, in display order: Super Service Award, Background Checked, Certified.
 *
 * @example getProviderBadges({ isBackgroundChecked: true, averageRating: 4.2, reviewCount: 12 })
 * // ['backgroundChecked', 'certified']
 */
export function getProviderBadges(provider: ProviderBadgeInput | null | undefined): ProviderBadgeId[] {
  if (!provider || typeof provider !== 'object') return [];
  const badges: ProviderBadgeId[] = [];
  if (provider.hasSuperServiceAward === true) badges.push('superServiceAward');
  if (provider.isBackgroundChecked === true) badges.push('backgroundChecked');
  if (isCertifiedProvider(provider)) badges.push('certified');
  return badges;
}
