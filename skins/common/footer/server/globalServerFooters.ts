import { createElement, type ReactElement } from 'react';
import type { GlobalFooterContent } from '../../../../src';
import { globalFooterArea } from '../../../../src/footer/localiseFooter';
import { mergeTheme } from '../../../theme/mergeTheme';
import type { ChromeTheme } from '../../../theme/theme';
import type { ServerFooterProps, ServerSimpleFooterProps } from '../types';
import { GlobalFooterServer } from './GlobalFooterServer';
import { globalFooterIn, pageCatalogue } from './pageTexts';
import { withoutPerVisitorProps } from './perVisitor';
import { SimpleFooterServer } from './SimpleFooterServer';

/**
 * A US brand's `ServerFooter`: its global footer's content in the page's texts (the catalogue of
 * `locale` among `catalogues`, en-US without, `lang` where they fall back), without per-visitor props.
 */
export function renderGlobalServerFooter(
  content: GlobalFooterContent,
  brandTheme: ChromeTheme,
  { theme, locale, catalogues, textOverrides, ...props }: ServerFooterProps,
): ReactElement {
  const { catalogue, lang } = pageCatalogue({ locale, catalogues, textOverrides }, 'en-US');
  return createElement(GlobalFooterServer, {
    ...withoutPerVisitorProps(props),
    content: globalFooterIn(content, catalogue),
    lang,
    theme: mergeTheme(brandTheme, theme),
  });
}

/** A US brand's `ServerSimpleFooter`: its legal bar in the page's texts (its footer's area). */
export function renderServerSimpleFooter(
  variantBrand: GlobalFooterContent['brand'],
  brandTheme: ChromeTheme,
  { theme, locale, catalogues, textOverrides, ...props }: ServerSimpleFooterProps,
): ReactElement {
  const { catalogue, lang } = pageCatalogue({ locale, catalogues, textOverrides }, 'en-US');
  return createElement(SimpleFooterServer, {
    ...props,
    texts: catalogue.messages[globalFooterArea(variantBrand)],
    lang,
    variantBrand,
    theme: mergeTheme(brandTheme, theme),
  });
}
