/**
 * Every Markdown page of docs/ and where it sits on the site. Each page's .mdx imports the .md with
 * `?raw`, so the Markdown stays the one source; scripts/check-docs-site.mjs fails when a docs/*.md is
 * neither here nor in INTERNAL_PAGES.
 */
export interface SitePage {
  /** The file in docs/. */
  file: string;
  /** The sidebar path (group/name), as the page's <Meta> or its stories' title says it. */
  title: string;
}

export const SITE_PAGES: readonly SitePage[] = [
  { file: 'README.md', title: 'Introduction' },
  { file: 'getting-started.md', title: 'Guides/Getting started' },
  { file: 'architecture.md', title: 'Guides/Architecture' },
  { file: 'brands.md', title: 'Guides/Brands and domains' },
  { file: 'locales.md', title: 'Guides/Locales and texts' },
  { file: 'server-rendering.md', title: 'Guides/Server rendering' },
  { file: 'testing.md', title: 'Guides/Testing your pages' },
  { file: 'testing-with-the-dev-api.md', title: 'Guides/Testing against the dev API' },
  { file: 'safety.md', title: 'Guides/Safety' },
  { file: 'performance.md', title: 'Guides/Performance' },
  { file: 'versioning.md', title: 'Guides/Versioning and releases' },
  { file: 'migrating-0.2.md', title: 'Guides/Migrating to 0.2' },
  { file: 'docs-site.md', title: 'Guides/This docs site' },
  { file: 'useSearchBox.md', title: 'Hooks/useSearchBox' },
  { file: 'useSubscription.md', title: 'Hooks/useSubscription' },
  { file: 'useFooterSignup.md', title: 'Hooks/useFooterSignup' },
  { file: 'useNavMenus.md', title: 'Hooks/useNavMenus' },
  { file: 'useNavigationData.md', title: 'Hooks/useNavigationData' },
  { file: 'useSimpleHeader.md', title: 'Hooks/useSimpleHeader' },
  { file: 'useAuthGuard.md', title: 'Hooks/useAuthGuard' },
  { file: 'useValidator.md', title: 'Hooks/useValidator' },
  { file: 'useChatInput.md', title: 'Hooks/useChatInput' },
  { file: 'useAiEntry.md', title: 'Hooks/useAiEntry' },
  { file: 'useAccessibilityWidget.md', title: 'Hooks/useAccessibilityWidget' },
  { file: 'useReviewsWidget.md', title: 'Hooks/useReviewsWidget' },
  { file: 'useFooterAccordions.md', title: 'Hooks/useFooterAccordions' },
  { file: 'useRequestState.md', title: 'Hooks/useRequestState' },
  { file: 'skins-and-theming.md', title: 'Skins/Skins and theming' },
  { file: 'skins-gallery.md', title: 'Skins/The skins at a glance' },
  { file: 'header.md', title: 'Skins/The Header' },
  { file: 'footers.md', title: 'Skins/Footers' },
  { file: 'analytics.md', title: 'Reference/Analytics and tracking' },
  { file: 'searchClient.md', title: 'Reference/The hosted search client' },
  { file: 'http-client.md', title: 'Reference/The HTTP client' },
  { file: 'errors.md', title: 'Reference/The error catalogue' },
  { file: 'validation-rules.md', title: 'Reference/Validation rules' },
];

/** Pages for the library's own contributors, not its users: left off the site. */
export const INTERNAL_PAGES: readonly string[] = ['visual-check.md'];

/** Storybook's id of a title (its `sanitize`): lower case, runs of punctuation and spaces as one '-'. */
export function storyIdOf(title: string, name = 'docs'): string {
  const sanitize = (s: string) =>
    s
      .toLowerCase()
      .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
      .replace(/-+/g, '-')
      .replace(/^-+/, '')
      .replace(/-+$/, '');
  return `${sanitize(title)}--${sanitize(name)}`;
}

/** The site's address of a docs/ page (`header.md`), or null when the page is not on the site. */
export function pageHref(file: string): string | null {
  const page = SITE_PAGES.find((p) => p.file === file);
  return page ? `?path=/docs/${storyIdOf(page.title)}` : null;
}
