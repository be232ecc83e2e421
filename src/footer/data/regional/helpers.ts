import type { FooterLink, FooterSection } from '../../footer.types';
import { slugify } from '../../linkUrl';

/** A directory list (cities or professions): one link per name under `pathPrefix`, then the 'all' link. */
export function directory(
  id: string,
  title: string,
  pathPrefix: string,
  names: readonly string[],
  all: FooterLink,
  slugOf: (name: string) => string = slugify,
): FooterSection {
  return {
    id,
    title,
    links: [
      ...names.map((name) => {
        const slug = slugOf(name);
        return { id: `${id}-${slug}`, text: name, href: `${pathPrefix}/${slug}` };
      }),
      all,
    ],
  };
}

/** The cookie-settings link: always the consent tool's anchor (spec 2.5). */
export function cookieSettings(text: string): FooterLink {
  return { id: 'cookie-settings', text, href: '#cookie_settings_button' };
}
