import type { ReactNode } from 'react';
import {
  formatFooterText,
  getFooterLinkProps,
  getFooterListAnalyticsProps,
  getRegionalCopyrightYears,
  getRegionalFooterContent,
  getRegionalVariant,
  type AppBadge,
  type ChromeCatalogue,
  type FooterAccordionCollapsible,
  type FooterLink,
  type FooterSection,
  type FooterBuildOptions,
  type RegionalFooterContent,
  type RegionalVariant,
  type SocialLink,
} from '../../../../src';
import { FooterDisclosureHeading, FooterDisclosureList, FooterDisclosurePanel } from '../islands/FooterDisclosure';
import { chevronIcon, socialIcon, storeIcon } from '../icons';
import { footerSheet } from '../styles';

const f = footerSheet.classes;

// The footers' building blocks, the one markup of every footer (client `Footer` and `ServerFooter`
// alike): no hooks, no Emotion runtime, so a Server Component can render them; the interactive
// parts are the islands they use. Each part renders the `<style>` of the classes it made.

/**
 * The regional site that `domain` picks: its variant, its content (in the catalogue's texts when it has
 * the site's area, else the site's own) and its copyright line (up to 2025).
 */
export function getRegionalSite(
  domain: string | undefined,
  options?: FooterBuildOptions,
  catalogue?: ChromeCatalogue,
): { variant: RegionalVariant; content: RegionalFooterContent; copyrightText: string } {
  const variant = getRegionalVariant(domain);
  const content = getRegionalFooterContent(variant, options, catalogue);
  const years = getRegionalCopyrightYears(content.copyrightFromYear).text;
  return { variant, content, copyrightText: formatFooterText(content.texts.copyright, { years }) };
}

function linkItems<L extends FooterLink>(
  links: readonly L[],
  listId: string,
  render: (link: L) => ReactNode = (link) => link.text,
) {
  return links.map((link) => {
    const props = getFooterLinkProps(link, listId);
    return props ? (
      <li key={link.id}>
        <a {...props}>{render(link)}</a>
      </li>
    ) : null;
  });
}

export interface LinkListProps {
  links: readonly FooterLink[];
  /** The list's id (the section id): sent with each link click. */
  listId: string;
  /** @default the link list's class */
  className?: string | undefined;
  /**
   * The disclosure that shows the list: the list then reports its links as displayed only while
   * that disclosure is open (analytics list props from the accordions' state).
   */
  disclosure?: string | undefined;
}

/** A list of footer links with its analytics list props; a link whose href is unsafe is left out. */
export function LinkList({ links, listId, className = f.linkList, disclosure }: LinkListProps) {
  const items = linkItems(links, listId);
  return disclosure ? (
    <FooterDisclosureList item={disclosure} available={links.length} className={className}>
      {items}
    </FooterDisclosureList>
  ) : (
    <ul className={className} {...getFooterListAnalyticsProps(links.length)}>
      {items}
    </ul>
  );
}

export interface ColumnProps {
  section: FooterSection;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible | undefined;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3' | undefined;
  /** The class of the link list. @default the link list's class */
  listClassName?: string | undefined;
  /** Extra content inside the panel, after the links. */
  children?: ReactNode | undefined;
}

/**
 * One footer column from one DOM: a heading holding a disclosure button (a plain heading on desktop)
 * and a panel of links that collapses only under the mobile media query ('mobile'), or always
 * ('always': its links count as displayed only while open).
 */
export function Column({ section, collapsible = 'mobile', headingLevel, listClassName, children }: ColumnProps) {
  const list = (
    <LinkList
      links={section.links}
      listId={section.id}
      className={listClassName}
      disclosure={collapsible === 'always' ? section.id : undefined}
    />
  );
  return (
    <div className={collapsible === 'mobile' ? f.column : undefined}>
      <FooterDisclosureHeading
        item={section.id}
        collapsible={collapsible}
        level={headingLevel}
        className={f.heading}
        toggleClassName={collapsible === 'always' ? f.toggleAlways : f.toggle}
        title={section.title}
        titleClassName={f.headingText}
      >
        <span>{section.title}</span>
        {chevronIcon}
      </FooterDisclosureHeading>
      <FooterDisclosurePanel item={section.id} collapsible={collapsible} className={f.panel}>
        {children === undefined && collapsible === 'always' ? (
          list
        ) : (
          <div>
            {list}
            {children}
          </div>
        )}
      </FooterDisclosurePanel>
    </div>
  );
}

/** Social profile icons (inline SVG) under a small heading. */
export function SocialLinks({ title, links }: { title: string; links: readonly SocialLink[] }) {
  return (
    <div>
      <h2 className={f.subheading}>{title}</h2>
      <ul className={f.iconList}>
        {linkItems(links, 'social', (link) => (
          <>
            {socialIcon(link.network)}
            <span className={f.visuallyHidden}>{link.text}</span>
          </>
        ))}
      </ul>
    </div>
  );
}

/** App-store badges drawn with text and an inline icon (no remote images). */
export function AppBadges({ title, badges }: { title: string; badges: readonly AppBadge[] }) {
  return (
    <div>
      <h2 className={f.subheading}>{title}</h2>
      <ul className={f.badgeList}>
        {badges.map((item) => {
          const props = getFooterLinkProps(item, 'apps');
          return props ? (
            <li key={item.id}>
              <a className={f.badge} {...props}>
                {storeIcon(item.store)}
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

/** A row of legal links (a regional footer's and its legal bar's, cookie settings included). */
export function LegalLinks({ label, links }: { label: string; links: readonly FooterLink[] }) {
  return (
    <ul className={f.inlineList} aria-label={label}>
      {linkItems(links, 'legal')}
    </ul>
  );
}
