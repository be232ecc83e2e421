/** @jsxImportSource @emotion/react */
import { useRegionalFooter } from '../../../src';
import { legalBarInner, legalBarStyle } from './SimpleFooter';
import { inlineList } from './styles';
import type { SimpleFooterProps } from './types';

/**
 * The legal bar of a regional site: the regional footer's legal links, cookie settings and
 * copyright, in the site's language and in its company's name (spec 2.5), on the simple footer's
 * surface. Spec 2.2 defines the legal bar for the Roofline and HomeAdvisor brands only; a regional
 * site shows its own company, never another brand's.
 */
export function RegionalSimpleFooter({ domain, className }: SimpleFooterProps) {
  const footer = useRegionalFooter({ domain });
  const { content } = footer;
  return (
    <footer lang={content.locale} css={legalBarStyle} className={className} {...footer.getFooterProps()}>
      <div css={legalBarInner}>
        <ul css={inlineList} aria-label={content.texts.legalLabel}>
          {[...content.legal, content.cookieSettings].map((link) => {
            const props = footer.getLinkProps(link, 'legal');
            return props ? (
              <li key={link.id}>
                <a {...props}>{link.text}</a>
              </li>
            ) : null;
          })}
        </ul>
        <p>{footer.copyrightText}</p>
      </div>
    </footer>
  );
}
