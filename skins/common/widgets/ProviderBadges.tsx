'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ProviderBadgeId, ProviderBadgeInput, ProviderBadgeText } from '../../../src/badges/providerBadges';
import { useProviderBadges } from '../../../src/badges/useProviderBadges';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { widgetsSheet } from './styles';

const c = widgetsSheet.classes;

export interface ProviderBadgesProps {
  /** The provider's award, background check, average rating and review count. */
  provider: ProviderBadgeInput | null | undefined;
  /** Replace a badge's name or explanation. @default the catalogue's `badges` area (en-US: `PROVIDER_BADGE_TEXTS`) */
  texts?: Partial<Record<ProviderBadgeId, Partial<ProviderBadgeText>>> | undefined;
  /** Accessible name of the badge list. @default the catalogue's `widgets.providerBadges` ('Provider badges' in en-US) */
  label?: string | undefined;
  className?: string | undefined;
}
function BadgeIcon({ id }: { id: ProviderBadgeId }) {
  const paths: Record<ProviderBadgeId, string> = {
    superServiceAward: 'M12 2l3 6 6.5.9-4.7 4.6 1.1 6.5L12 17l-5.9 3 1.1-6.5L2.5 8.9 9 8z',
    backgroundChecked: 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5zm-1.5 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L17.5 9z',
    certified:
      'M12 1 9.5 3.5H6v3.5L3.5 9.5 6 12v3.5h3.5L12 18l2.5-2.5H18V12l2.5-2.5L18 7V3.5h-3.5zm-1 12.5-3-3 1.4-1.4 1.6 1.6 4.6-4.6L17 7.5z',
  };
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[id]} />
    </svg>
  );
}

/**
 * The provider's badges (spec 2.7): Super Service Award, Background Checked, and Certified (an
 * average rating of 3.0 or better with at least one review). Each badge is a button that opens a
 * small non-modal popover explaining it (aria-expanded on the button; Escape or a click outside
 * closes it and returns focus). Renders nothing when the provider earns no badge.
 */
export function ProviderBadges({ provider, texts, label, className }: ProviderBadgesProps) {
  const { badges, label: listLabel, lang: listLang } = useProviderBadges(provider, { texts, label });
  const root = useSkinRoot([widgetsSheet]);
  if (badges.length === 0) return null;
  return (
    <>
      {root.styles}
      <ul lang={listLang} aria-label={listLabel} {...root.props(c.badgeListStyle, className)}>
        {badges.map(({ id, lang, ...text }) => (
          <li key={id} lang={lang} className={c.badgeItemStyle} data-badge={id}>
            <Dialog.Root modal={false}>
              <Dialog.Trigger className={c.badgeTriggerStyle}>
                <BadgeIcon id={id} />
                {text.title}
              </Dialog.Trigger>
              <Dialog.Content className={c.badgePopoverStyle}>
                <Dialog.Title className={c.badgeTitleStyle}>{text.title}</Dialog.Title>
                <Dialog.Description className={c.badgeDescriptionStyle}>{text.description}</Dialog.Description>
              </Dialog.Content>
            </Dialog.Root>
          </li>
        ))}
      </ul>
    </>
  );
}
