import type { ReactElement, ReactNode } from 'react';
import {
  formatFooterText,
  getFooterLinkProps,
  getFooterListAnalyticsProps,
  getRegionalCopyrightYears,
  getRegionalFooterContent,
  getRegionalVariant,
  type AppBadge,
  type FooterAccordionCollapsible,
  type FooterLink,
  type FooterSection,
  type FooterBuildOptions,
  type RegionalFooterContent,
  type RegionalVariant,
  type SocialLink,
} from '../../../../src';
import type { ServerStyle, ServerStyler } from '../../../theme/serverStyles';
import { FooterDisclosureHeading, FooterDisclosureList, FooterDisclosurePanel } from '../islands/FooterDisclosure';
import { ChevronIcon, SocialIcon, StoreIcon } from '../icons';
import {
  badge,
  badgeList,
  column,
  heading,
  iconList,
  inlineList,
  linkList,
  panel,
  subheading,
  toggle,
  visuallyHidden,
} from '../styles';

// The footers' building blocks, the one markup of every footer (client `Footer` and `ServerFooter`
// alike): no hooks, no Emotion runtime, so a Server Component can render them; the interactive
// parts are the islands they use. Each part renders the `<style>` of the classes it made.

/** The regional site that `domain` picks: its variant, its content and its copyright line (up to 2025). */
export function getRegionalSite(
  domain: string | undefined,
  options?: FooterBuildOptions,
): { variant: RegionalVariant; content: RegionalFooterContent; copyrightText: string } {
  const variant = getRegionalVariant(domain);
  const content = getRegionalFooterContent(variant, options);
  const years = getRegionalCopyrightYears(content.copyrightFromYear).text;
  return { variant, content, copyrightText: formatFooterText(content.texts.copyright, { years }) };
}

/** `element` followed by the styles of the classes made for it (hoisted and deduped by React). */
export function withSheet(cx: ServerStyler, element: ReactElement): ReactElement {
  return (
    <>
      {element}
      {cx.sheet()}
    </>
  );
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
  cx: ServerStyler;
  links: readonly FooterLink[];
  /** The list's id (the section id): sent with each link click. */
  listId: string;
  extra?: ServerStyle;
  /**
   * The disclosure that shows the list: the list then reports its links as displayed only while
   * that disclosure is open (analytics list props from the accordions' state).
   */
  disclosure?: string;
}

/** A list of footer links with its analytics list props; a link whose href is unsafe is left out. */
export function LinkList({ cx, links, listId, extra, disclosure }: LinkListProps) {
  const items = linkItems(links, listId);
  const className = cx(linkList, extra);
  return withSheet(
    cx,
    disclosure ? (
      <FooterDisclosureList item={disclosure} available={links.length} className={className}>
        {items}
      </FooterDisclosureList>
    ) : (
      <ul className={className} {...getFooterListAnalyticsProps(links.length)}>
        {items}
      </ul>
    ),
  );
}

export interface ColumnProps {
  cx: ServerStyler;
  section: FooterSection;
  /** @default 'mobile' */
  collapsible?: FooterAccordionCollapsible;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  listCss?: ServerStyle;
  /** Extra content inside the panel, after the links. */
  children?: ReactNode;
}

/**
 * One footer column from one DOM: a heading holding a disclosure button (a plain heading on desktop)
 * and a panel of links that collapses only under the mobile media query ('mobile'), or always
 * ('always': its links count as displayed only while open).
 */
export function Column({ cx, section, collapsible = 'mobile', headingLevel, listCss, children }: ColumnProps) {
  const list = (
    <LinkList
      cx={cx}
      links={section.links}
      listId={section.id}
      extra={listCss}
      disclosure={collapsible === 'always' ? section.id : undefined}
    />
  );
  return withSheet(
    cx,
    <div className={collapsible === 'mobile' ? cx(column) : undefined}>
      <FooterDisclosureHeading
        item={section.id}
        collapsible={collapsible}
        level={headingLevel}
        className={cx(heading)}
        toggleClassName={cx(toggle, collapsible === 'always' && { width: 'auto' })}
      >
        <span>{section.title}</span>
        <ChevronIcon />
      </FooterDisclosureHeading>
      <FooterDisclosurePanel item={section.id} collapsible={collapsible} className={cx(panel)}>
        {children === undefined && collapsible === 'always' ? (
          list
        ) : (
          <div>
            {list}
            {children}
          </div>
        )}
      </FooterDisclosurePanel>
    </div>,
  );
}

/** Social profile icons (inline SVG) under a small heading. */
export function SocialLinks({ cx, title, links }: { cx: ServerStyler; title: string; links: readonly SocialLink[] }) {
  return withSheet(
    cx,
    <div>
      <h2 className={cx(subheading)}>{title}</h2>
      <ul className={cx(iconList)}>
        {linkItems(links, 'social', (link) => (
          <>
            <SocialIcon network={link.network} />
            <span className={cx(visuallyHidden)}>{link.text}</span>
          </>
        ))}
      </ul>
    </div>,
  );
}

/** App-store badges drawn with text and an inline icon (no remote images). */
export function AppBadges({ cx, title, badges }: { cx: ServerStyler; title: string; badges: readonly AppBadge[] }) {
  const badgeClass = cx(badge);
  return withSheet(
    cx,
    <div>
      <h2 className={cx(subheading)}>{title}</h2>
      <ul className={cx(badgeList)}>
        {badges.map((item) => {
          const props = getFooterLinkProps(item, 'apps');
          return props ? (
            <li key={item.id}>
              <a className={badgeClass} {...props}>
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
    </div>,
  );
}

/** A row of legal links (a regional footer's and its legal bar's, cookie settings included). */
export function LegalLinks({ cx, label, links }: { cx: ServerStyler; label: string; links: readonly FooterLink[] }) {
  return withSheet(
    cx,
    <ul className={cx(inlineList)} aria-label={label}>
      {linkItems(links, 'legal')}
    </ul>,
  );
}
