'use client';

import { useMemo } from 'react';
import { useChromeTexts } from '../i18n';
import { useOptionalCatalogue } from '../i18n/useOptionalCatalogue';
import {
  getProviderBadges,
  providerBadgeText,
  type ProviderBadgeId,
  type ProviderBadgeInput,
  type ProviderBadgeText,
} from './providerBadges';

/** One badge the provider earns, with the texts to show and their language. */
export interface ProviderBadge extends ProviderBadgeText {
  id: ProviderBadgeId;
  /**
   * `'en-US'` when the badge's texts are the English defaults on a page of another language (the
   * catalogue has no `badges` area and no `texts` replace them), else undefined (the list's language).
   */
  lang: string | undefined;
}

export interface UseProviderBadgesOptions {
  /** Replace a badge's name or explanation. @default the catalogue's `badges` area (en-US: `PROVIDER_BADGE_TEXTS`) */
  texts?: Partial<Record<ProviderBadgeId, Partial<ProviderBadgeText>>> | undefined;
  /** Accessible name of the badge list. @default the catalogue's `widgets.providerBadges` ('Provider badges' in en-US) */
  label?: string | undefined;
}

export interface UseProviderBadgesResult {
  /** The badges earned, in display order (spec 2.7); empty when none. */
  badges: ProviderBadge[];
  /** The list's accessible name. */
  label: string;
  /** The list's `lang`: the catalogue's language when it differs from the page's locale, else undefined. */
  lang: string | undefined;
}

/**
 * The provider badges of spec 2.7 with their texts in the page's language: which badges the provider
 * earns (Super Service Award, Background Checked, Certified), each one's name and explanation from the
 * catalogue's `badges` area (or `texts`), and the `lang` of any text left in English.
 *
 * @example const { badges, label } = useProviderBadges({ averageRating: 4.2, reviewCount: 8 });
 */
export function useProviderBadges(
  provider: ProviderBadgeInput | null | undefined,
  options: UseProviderBadgesOptions = {},
): UseProviderBadgesResult {
  const { texts: widgetTexts, lang } = useChromeTexts('widgets');
  const catalogue = useOptionalCatalogue();
  const area = catalogue.messages.badges;
  const english = catalogue.locale.startsWith('en');
  const { texts } = options;
  const ids = getProviderBadges(provider).join(',');
  const badges = useMemo(
    () =>
      (ids ? (ids.split(',') as ProviderBadgeId[]) : []).map((id): ProviderBadge => {
        const { fromCatalogue, ...fromArea } = providerBadgeText(id, area);
        const own = texts?.[id];
        const whole = own?.title !== undefined && own.description !== undefined;
        return {
          id,
          title: own?.title ?? fromArea.title,
          description: own?.description ?? fromArea.description,
          lang: fromCatalogue || whole || english ? undefined : 'en-US',
        };
      }),
    [ids, area, texts, english],
  );
  return { badges, label: options.label ?? widgetTexts.providerBadges, lang };
}
