import type { CSSProperties } from 'react';
import { getColumnLayout, type NavGrouping } from '../../../src';
import { linkAnchor } from './parts';
import { menuSheet } from './menuStyles';

const m = menuSheet.classes;

export interface NavPanelContentProps {
  group: NavGrouping;
  /** Heading level of the panel's sub-headings. */
  headingLevel?: 2 | 3;
}

/** A grouping's panel content: link columns with the 'view all' link, and the featured articles. */
export function NavPanelContent({ group, headingLevel = 2 }: NavPanelContentProps) {
  const Heading = `h${headingLevel}` as const;
  const layout = getColumnLayout(group.links.length);
  const columns = { '--nav-rows': layout.rows } as CSSProperties;
  return (
    <div>
      <div>
        {group.linksTitle && <Heading>{group.linksTitle}</Heading>}
        {group.links.length > 0 && (
          <ul className={m.linkColumnsStyle} style={columns} data-columns={layout.columns}>
            {group.links.map((link, index) => (
              <li key={`${index}|${link.href}`}>{linkAnchor(link)}</li>
            ))}
          </ul>
        )}
        {group.moreLink && linkAnchor(group.moreLink, { className: m.moreLinkStyle })}
      </div>
      {group.articles.length > 0 && (
        <div>
          {group.articlesTitle && <Heading>{group.articlesTitle}</Heading>}
          <ul className={m.articlesStyle}>
            {group.articles.map((article, index) => (
              <li key={`${index}|${article.href}`}>
                <a href={article.href}>
                  {article.image && (
                    <img src={article.image.url} alt={article.image.altText} width={96} height={64} loading="lazy" />
                  )}
                  <span>{article.title}</span>
                </a>
              </li>
            ))}
          </ul>
          {group.moreArticlesLink && linkAnchor(group.moreArticlesLink, { className: m.moreLinkStyle })}
        </div>
      )}
    </div>
  );
}
