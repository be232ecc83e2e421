import type { ReactElement } from 'react';
import type { STANDARD, STANDARD_WITH_AI_BUTTON, STANDARD_WITH_AI_FIELD, STANDARD_WITH_SEARCH } from '../src';
import type { ChatInputProps } from './common/chat';
import type { FooterProps, ServerFooterProps, ServerSimpleFooterProps, SimpleFooterProps } from './common/footer';
import type { HeaderProps, ServerHeaderProps, SimpleHeaderProps } from './common/header';
import type { SearchBarProps, SearchBarTexts } from './common/search';
import type { EmailSubscriptionBannerProps, FooterSignupFormProps } from './common/subscription';
import type { ProviderBadgesProps, ReviewsWidgetProps } from './common/widgets';
import type { ChromeTheme, DesignTokens, ThemeProviderProps } from './theme';

/** A skin component: a function component that takes exactly `P`. */
export type SkinComponent<P> = (props: P) => ReactElement | null;

/**
 * What every skin entry (`@roofline/chrome/skins/<brand>`) exports, with its props: swapping a skin
 * is changing one import path (design.md section 4). The components come from `skins/common/`; a
 * brand entry wraps them in its theme and never changes their props.
 *
 * Checked at compile time: each `skins/<brand>/index.ts` ends with
 * `SkinCheck<SkinContractBreaches<typeof entry>>`, which fails to compile when the entry drops a name
 * or a component's props differ from these (`skins/contract.test.ts` shows the failures).
 */
export interface SkinContract {
  // Theme.
  /** Provides the brand theme (with overrides) to every component below it. */
  ThemeProvider: SkinComponent<ThemeProviderProps>;
  /** The brand theme itself. */
  theme: ChromeTheme;
  /** The design tokens (spec 3) every theme carries as `theme.tokens`. */
  DESIGN_TOKENS: DesignTokens;

  // Header (spec 2.7, 4.4).
  Header: SkinComponent<HeaderProps>;
  /** `Header` as a React Server Component, from server-loaded navigation data (docs/server-rendering.md). */
  ServerHeader: SkinComponent<ServerHeaderProps>;
  /** The logo-only header (spec 2.6). */
  SimpleHeader: SkinComponent<SimpleHeaderProps>;
  /** The header variants (spec 2.7), for `Header`'s `variant`. */
  STANDARD: typeof STANDARD;
  STANDARD_WITH_SEARCH: typeof STANDARD_WITH_SEARCH;
  STANDARD_WITH_AI_BUTTON: typeof STANDARD_WITH_AI_BUTTON;
  STANDARD_WITH_AI_FIELD: typeof STANDARD_WITH_AI_FIELD;

  // Footers (spec 2.2-2.5).
  Footer: SkinComponent<FooterProps>;
  SimpleFooter: SkinComponent<SimpleFooterProps>;
  /** `Footer` as a React Server Component (docs/server-rendering.md). */
  ServerFooter: SkinComponent<ServerFooterProps>;
  /** `SimpleFooter` as a React Server Component. */
  ServerSimpleFooter: SkinComponent<ServerSimpleFooterProps>;

  // Sign-up (spec 4.1-4.3).
  EmailSubscriptionBanner: SkinComponent<EmailSubscriptionBannerProps>;
  FooterSignupForm: SkinComponent<FooterSignupFormProps>;

  // Search and chat (spec 2.8, 2.9).
  SearchBar: SkinComponent<SearchBarProps>;
  DEFAULT_SEARCH_BAR_TEXTS: SearchBarTexts;
  ChatInput: SkinComponent<ChatInputProps>;

  // Widgets.
  ProviderBadges: SkinComponent<ProviderBadgesProps>;
  ReviewsWidget: SkinComponent<ReviewsWidgetProps>;
}

/** Exactly the same type (not merely assignable either way). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;

/** Whether a skin's export `S[K]` keeps the contract: a component with exactly its props, or a value of its type. */
type Keeps<Actual, Expected> =
  Expected extends SkinComponent<infer P>
    ? Actual extends (props: never) => ReactElement | null
      ? Equals<PropsOf<Actual>, P>
      : false
    : [Actual] extends [Expected]
      ? true
      : false;

/**
 * The names of the contract that a skin entry `S` (its module type, `typeof import('./index')`)
 * drops or changes; `never` when it keeps the whole contract.
 */
export type SkinContractBreaches<S> = {
  [K in keyof SkinContract]: K extends keyof S ? (Keeps<S[K], SkinContract[K]> extends true ? never : K) : K;
}[keyof SkinContract];

/**
 * Compiles only when the skin entry `S` keeps the contract; otherwise the error names the breached
 * exports ("Type '\"Header\"' does not satisfy the constraint 'never'"). At the end of a skin entry:
 * `import type * as entry from './index'` and `type _Contract = SkinCheck<SkinContractBreaches<typeof entry>>;`.
 */
export type SkinCheck<Breaches extends never> = Breaches;
