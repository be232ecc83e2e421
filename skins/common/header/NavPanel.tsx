import { getColumnLayout, type NavGrouping } from '../../../src';
import { ruleElement } from '../../theme/sheet';
import { linkAnchor } from './parts';
import { menuSheet } from './menuStyles';

const m = menuSheet.classes;

export interface NavPanelContentProps {
  group: NavGrouping;
  /** Heading level of the panel's sub-headings. */
  headingLevel?: 2 | 3 | undefined;
  /** The page's Content Security Policy nonce, for the panel's own rule (no hooks: server-rendered). */
  nonce?: string | undefined;
}

/**
 * A grouping's panel content: link columns with the 'view all' link, and the featured articles. The
 * header passes it to the panels' island as content it rendered: a panel action never renders it.
 */
export function NavPanelContent({ group, headingLevel = 2, nonce }: NavPanelContentProps) {
  const Heading = `h${headingLevel}` as const;
  const { rows, columns } = getColumnLayout(group.links.length);
  // The rows per column as a rule with the page's nonce, not an inline style: a strict Content
  // Security Policy drops the style attributes of the server's HTML.
  const rowsClass = `rc-nav-rows-${rows}`;
  return (
    <div>
      <div>
        {group.linksTitle && <Heading>{group.linksTitle}</Heading>}
        {group.links.length > 0 && (
          <>
            {ruleElement(`.${rowsClass}{--nav-rows:${rows}}`, nonce)}
            <ul className={`${m.linkColumnsStyle} ${rowsClass}`} data-columns={columns}>
              {group.links.map((link, index) => (
                <li key={`${index}|${link.href}`}>{linkAnchor(link)}</li>
              ))}
            </ul>
          </>
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
