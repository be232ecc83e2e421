import { createElement, type ReactElement } from 'react';
import { HOME_ADVISOR_GLOBAL_FOOTER } from '../../src/footer/data/homeAdvisorFooter';
import { GlobalFooterServer, SimpleFooterServer, withoutPerVisitorProps } from '../common/footer/server';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { mergeTheme } from '../theme/mergeTheme';
import { homeAdvisorTheme } from '../theme/theme';

/**
 * The HomeAdvisor global footer as a React Server Component: rendered on the server from this brand's
 * data only; the accordion toggles, the sign-up form, the Accessibility Tools control and the click
 * tracking hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter({ theme, ...props }: ServerFooterProps): ReactElement {
  return createElement(GlobalFooterServer, {
    ...withoutPerVisitorProps(props),
    content: HOME_ADVISOR_GLOBAL_FOOTER,
    theme: mergeTheme(homeAdvisorTheme, theme),
  });
}

/** The HomeAdvisor legal bar as a React Server Component (its islands: the Accessibility Tools control, click tracking). */
export function ServerSimpleFooter({ theme, ...props }: ServerSimpleFooterProps): ReactElement {
  return createElement(SimpleFooterServer, {
    ...props,
    variantBrand: 'HOME_ADVISOR',
    theme: mergeTheme(homeAdvisorTheme, theme),
  });
}
