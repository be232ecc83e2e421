import type { ReactNode } from 'react';
import {
  getFooterLinkProps,
  getFooterListAnalyticsProps,
  type AppBadge,
  type FooterAccordionCollapsible,
  type FooterLink,
  type FooterSection,
  type SocialLink,
} from '../../../../src';
import type { ServerStyle, ServerStyler } from '../../../theme/serverStyles';
import { FooterDisclosureHeading, FooterDisclosurePanel } from '../islands/FooterDisclosure';
import { ChevronIcon, SocialIcon, StoreIcon } from '../icons';
import {
  badge,
  badgeList,
  column,
  heading,
  iconList,
  linkList,
  panel,
  subheading,
  toggle,
  visuallyHidden,
} from '../styles';

// The server footers' building blocks: the same markup and styles as FooterLinkList, FooterColumn
// and FooterExtras, without hooks or Emotion's runtime. Only the disclosure parts are islands.

export function ServerLinkList({
  cx,
  links,
  listId,
  extra,
  listProps,
}: {
  cx: ServerStyler;
  links: readonly FooterLink[];
  listId: string;
  extra?: ServerStyle;
  listProps?: Record<string, string>;
}) {
  const list = (
    <ul className={cx(linkList, extra)} {...listProps}>
      {links.map((link) => {
        const props = getFooterLinkProps(link, listId);
        return props ? (
          <li key={link.id}>
            <a {...props}>{link.text}</a>
          </li>
        ) : null;
      })}
    </ul>
  );
  return (
    <>
      {list}
      {cx.sheet()}
    </>
  );
}

export function ServerColumn({
  cx,
  section,
  collapsible = 'mobile',
  listCss,
  children,
}: {
  cx: ServerStyler;
  section: FooterSection;
  collapsible?: FooterAccordionCollapsible;
  listCss?: ServerStyle;
  children?: ReactNode;
}) {
  const columnElement = (
    <div className={collapsible === 'mobile' ? cx(column) : undefined}>
      <FooterDisclosureHeading
        item={section.id}
        collapsible={collapsible}
        className={cx(heading)}
        toggleClassName={cx(toggle)}
      >
        <span>{section.title}</span>
        <ChevronIcon />
      </FooterDisclosureHeading>
      <FooterDisclosurePanel item={section.id} collapsible={collapsible} className={cx(panel)}>
        <div>
          <ServerLinkList
            cx={cx}
            links={section.links}
            listId={section.id}
            extra={listCss}
            listProps={getFooterListAnalyticsProps(section.links.length)}
          />
          {children}
        </div>
      </FooterDisclosurePanel>
    </div>
  );
  return (
    <>
      {columnElement}
      {cx.sheet()}
    </>
  );
}

export function ServerSocialLinks({
  cx,
  title,
  links,
}: {
  cx: ServerStyler;
  title: string;
  links: readonly SocialLink[];
}) {
  const block = (
    <div>
      <h2 className={cx(subheading)}>{title}</h2>
      <ul className={cx(iconList)}>
        {links.map((link) => {
          const props = getFooterLinkProps(link, 'social');
          return props ? (
            <li key={link.id}>
              <a {...props}>
                <SocialIcon network={link.network} />
                <span className={cx(visuallyHidden)}>{link.text}</span>
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
  return (
    <>
      {block}
      {cx.sheet()}
    </>
  );
}

export function ServerAppBadges({
  cx,
  title,
  badges,
}: {
  cx: ServerStyler;
  title: string;
  badges: readonly AppBadge[];
}) {
  const block = (
    <div>
      <h2 className={cx(subheading)}>{title}</h2>
      <ul className={cx(badgeList)}>
        {badges.map((item) => {
          const props = getFooterLinkProps(item, 'apps');
          return props ? (
            <li key={item.id}>
              <a className={cx(badge)} {...props}>
                <StoreIcon store={item.store} />
                <span>
                  <small>{item.eyebrow}</small>
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
  return (
    <>
      {block}
      {cx.sheet()}
    </>
  );
}
