import { devWarn } from '../../../../src/shared/warn';

/**
 * The footer props that differ from one visitor to the next (spec 3's footer props): a page rendered
 * with them is that visitor's page. `ServerFooter` takes none of them (its HTML and its islands'
 * props are meant to be cached and shared); the client `Footer`, rendered per request, does.
 */
export const PER_VISITOR_FOOTER_PROPS = ['userId', 'anonymousId', 'cfPostalCode', 'calculatedZip'] as const;

export type PerVisitorFooterProp = (typeof PER_VISITOR_FOOTER_PROPS)[number];

/**
 * `props` without the per-visitor ones: what a Server Component footer hands its islands, which a
 * React Server Components payload serialises into the page. A caller that passes them anyway
 * (JavaScript, or a session spread into the props) has them dropped, with a development warning.
 */
export function withoutPerVisitorProps<P extends object>(props: P): Omit<P, PerVisitorFooterProp> {
  const shared = { ...props } as Record<string, unknown>;
  const dropped = PER_VISITOR_FOOTER_PROPS.filter((name) => shared[name] !== undefined);
  for (const name of PER_VISITOR_FOOTER_PROPS) delete shared[name];
  if (dropped.length) {
    devWarn(
      `ServerFooter dropped ${dropped.join(', ')}: per-visitor props would make its cached HTML one visitor's. ` +
        "Give anonymousId to the page's ChromeProvider in the browser, or render the client Footer per request (docs/safety.md).",
    );
  }
  return shared as Omit<P, PerVisitorFooterProp>;
}
