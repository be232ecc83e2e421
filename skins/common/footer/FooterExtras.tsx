/** @jsxImportSource @emotion/react */
import type { AppBadge, FooterGetters, SocialLink } from '../../../src';
import { SocialIcon, StoreIcon } from './icons';
import { badge, badgeList, iconList, subheading, visuallyHidden } from './styles';

export interface SocialLinksProps {
  title: string;
  links: readonly SocialLink[];
  getLinkProps: FooterGetters['getLinkProps'];
}

/** Social profile icons (inline SVG) under a small heading. */
export function SocialLinks({ title, links, getLinkProps }: SocialLinksProps) {
  return (
    <div>
      <h2 css={subheading}>{title}</h2>
      <ul css={iconList}>
        {links.map((link) => {
          const props = getLinkProps(link, 'social');
          return props ? (
            <li key={link.id}>
              <a {...props}>
                <SocialIcon network={link.network} />
                <span css={visuallyHidden}>{link.text}</span>
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

export interface AppBadgesProps {
  title: string;
  badges: readonly AppBadge[];
  getLinkProps: FooterGetters['getLinkProps'];
}

/** App-store badges drawn with text and an inline icon (no remote images). */
export function AppBadges({ title, badges, getLinkProps }: AppBadgesProps) {
  return (
    <div>
      <h2 css={subheading}>{title}</h2>
      <ul css={badgeList}>
        {badges.map((item) => {
          const props = getLinkProps(item, 'apps');
          return props ? (
            <li key={item.id}>
              <a css={badge} {...props}>
                <StoreIcon store={item.store} />
                <span>
                  <small>{item.eyebrow}</small>
                  {/* The space (or none, after an apostrophe) between the lines, as in the link's text. */}
                  {item.text.slice(item.eyebrow.length, item.text.length - item.storeName.length)}
                  <strong>{item.storeName}</strong>
                </span>
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}
