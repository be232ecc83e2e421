import type { ReactElement } from 'react';
import { HOME_ADVISOR_GLOBAL_FOOTER } from '../../src/footer/data/homeAdvisorFooter';
import { renderGlobalServerFooter, renderServerSimpleFooter } from '../common/footer/server/globalServerFooters';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { homeAdvisorTheme } from '../theme/theme';

/**
 * The HomeAdvisor global footer as a React Server Component: rendered on the server from this brand's
 * data only, in the page's `locale` (its catalogue among `catalogues`); the accordion toggles, the
 * sign-up form, the Accessibility Tools control and the click tracking hydrate as client islands.
 * Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter(props: ServerFooterProps): ReactElement {
  return renderGlobalServerFooter(HOME_ADVISOR_GLOBAL_FOOTER, homeAdvisorTheme, props);
}

/** The HomeAdvisor legal bar as a React Server Component (its islands: the Accessibility Tools control, click tracking). */
export function ServerSimpleFooter(props: ServerSimpleFooterProps): ReactElement {
  return renderServerSimpleFooter('HOME_ADVISOR', homeAdvisorTheme, props);
}
