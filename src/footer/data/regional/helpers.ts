import type { FooterLink, FooterSection } from '../../footer.types';
import { slugify } from '../../linkUrl';

/**
 * A directory list (cities or professions): one link per name under `pathPrefix`, then the 'all' link.
 * A city's link text is its name; a profession's name gives its slug, and its text is the footer's
 * `professions-{slug}` (the section's title is the footer's text of `id`).
 */
export function directory(
  id: string,
  pathPrefix: string,
  names: readonly string[],
  all: FooterLink,
  slugOf: (name: string) => string = slugify,
): FooterSection {
  return {
    id,
    title: '',
    links: [
      ...names.map((name) => {
        const slug = slugOf(name);
        return { id: `${id}-${slug}`, text: name, href: `${pathPrefix}/${slug}` };
      }),
      all,
    ],
  };
}

/** The cookie-settings link: always the consent tool's anchor (spec 2.5); its text is the footer's `cookie-settings`. */
export function cookieSettings(): FooterLink {
  return { id: 'cookie-settings', text: '', href: '#cookie_settings_button' };
}
