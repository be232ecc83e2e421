import { createElement, type ReactElement } from 'react';
import { ROOFLINE_GLOBAL_FOOTER } from '../../src/footer/data/rooflineFooter';
import { GlobalFooterServer, SimpleFooterServer, withoutPerVisitorProps } from '../common/footer/server';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { mergeTheme } from '../theme/mergeTheme';
import { rooflineTheme } from '../theme/theme';

/**
 * The Roofline global footer as a React Server Component: rendered on the server from this brand's
 * data only; the accordion toggles, the sign-up form, the Accessibility Tools control and the click
 * tracking hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter({ theme, ...props }: ServerFooterProps): ReactElement {
  return createElement(GlobalFooterServer, {
    ...withoutPerVisitorProps(props),
    content: ROOFLINE_GLOBAL_FOOTER,
    theme: mergeTheme(rooflineTheme, theme),
  });
}

/** The Roofline legal bar as a React Server Component (its islands: the Accessibility Tools control, click tracking). */
export function ServerSimpleFooter({ theme, ...props }: ServerSimpleFooterProps): ReactElement {
  return createElement(SimpleFooterServer, {
    ...props,
    variantBrand: 'ROOFLINE',
    theme: mergeTheme(rooflineTheme, theme),
  });
}
