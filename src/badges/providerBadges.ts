import type { BadgeTexts } from '../i18n/messages.types';
import { BADGE_LIMITS } from './limits';

/** The provider badges of spec 2.7, in display order. */
export type ProviderBadgeId = 'superServiceAward' | 'backgroundChecked' | 'certified';

/** What the badge rules read about a service provider. Data from outside: any field may be missing or bad. */
export interface ProviderBadgeInput {
  /** The provider won the Super Service Award. */
  hasSuperServiceAward?: boolean | null | undefined;
  /** The provider passed a background check. */
  isBackgroundChecked?: boolean | null | undefined;
  /** Average star rating (0 to 5). */
  averageRating?: number | null | undefined;
  /** Number of reviews. */
  reviewCount?: number | null | undefined;
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

/** Each badge's keys in the catalogue's `badges` area. */
const BADGE_TEXT_KEYS: Record<ProviderBadgeId, readonly [keyof BadgeTexts, keyof BadgeTexts]> = {
  superServiceAward: ['superServiceAwardTitle', 'superServiceAwardDescription'],
  backgroundChecked: ['backgroundCheckedTitle', 'backgroundCheckedDescription'],
  certified: ['certifiedTitle', 'certifiedDescription'],
};

/** `PROVIDER_BADGE_TEXTS` as the catalogue's `badges` area (en-US). */
export const BADGE_TEXTS_EN_US = Object.fromEntries(
  Object.entries(BADGE_TEXT_KEYS).flatMap(([id, [title, description]]) => [
    [title, PROVIDER_BADGE_TEXTS[id as ProviderBadgeId].title],
    [description, PROVIDER_BADGE_TEXTS[id as ProviderBadgeId].description],
  ]),
) as unknown as BadgeTexts;

/**
 * A badge's name and explanation from a catalogue's `badges` area (any text it lacks: the en-US one),
 * and whether both came from it.
 */
export function providerBadgeText(
  id: ProviderBadgeId,
  area: Partial<BadgeTexts> | undefined,
): ProviderBadgeText & { fromCatalogue: boolean } {
  const [titleKey, descriptionKey] = BADGE_TEXT_KEYS[id];
  const title = area?.[titleKey];
  const description = area?.[descriptionKey];
  return {
    title: title ?? PROVIDER_BADGE_TEXTS[id].title,
    description: description ?? PROVIDER_BADGE_TEXTS[id].description,
    fromCatalogue: title !== undefined && description !== undefined,
  };
}

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
