import { createElement, type ReactElement } from 'react';
import { HOME_ADVISOR_GLOBAL_FOOTER } from '../../src/footer/data/homeAdvisorFooter';
import {
  GlobalFooterServer,
  globalFooterIn,
  pageCatalogue,
  SimpleFooterServer,
  withoutPerVisitorProps,
} from '../common/footer/server';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../common/footer/types';
import { mergeTheme } from '../theme/mergeTheme';
import { homeAdvisorTheme } from '../theme/theme';

/**
 * The HomeAdvisor global footer as a React Server Component: rendered on the server from this brand's
 * data only, in the page's `locale` (its catalogue among `catalogues`); the accordion toggles, the sign-up form, the Accessibility Tools control and the click
 * tracking hydrate as client islands. Inside a `ChromeProvider` for the islands' config.
 */
export function ServerFooter({ theme, locale, catalogues, textOverrides, ...props }: ServerFooterProps): ReactElement {
  // The page's texts: the catalogue of `locale` (en-US without), `lang` where they fall back.
  const { catalogue, lang } = pageCatalogue({ locale, catalogues, textOverrides }, 'en-US');
  return createElement(GlobalFooterServer, {
    ...withoutPerVisitorProps(props),
    content: globalFooterIn(HOME_ADVISOR_GLOBAL_FOOTER, catalogue),
    lang,
    theme: mergeTheme(homeAdvisorTheme, theme),
  });
}

/** The HomeAdvisor legal bar as a React Server Component (its islands: the Accessibility Tools control, click tracking). */
export function ServerSimpleFooter({
  theme,
  locale,
  catalogues,
  textOverrides,
  ...props
}: ServerSimpleFooterProps): ReactElement {
  const { catalogue, lang } = pageCatalogue({ locale, catalogues, textOverrides }, 'en-US');
  return createElement(SimpleFooterServer, {
    ...props,
    texts: catalogue.messages.homeAdvisorFooter,
    lang,
    variantBrand: 'HOME_ADVISOR',
    theme: mergeTheme(homeAdvisorTheme, theme),
  });
}
