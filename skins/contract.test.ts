import type { SkinCheck, SkinContract, SkinContractBreaches } from './contract';
import type { FooterProps } from './common/footer';
import * as homeadvisor from './homeadvisor';
import * as instapro from './instapro';
import * as roofline from './roofline';

// Type tests: `tsc --noEmit` (npm run typecheck) compiles this file. Each `@ts-expect-error` below
// fails the type check if the broken skin ever stops being an error.

// Every entry satisfies the contract...
void (roofline satisfies SkinContract);
void (homeadvisor satisfies SkinContract);
void (instapro satisfies SkinContract);
// ...with exactly the contract's props: no breach.
type _Roofline = SkinCheck<SkinContractBreaches<typeof roofline>>;
type _HomeAdvisor = SkinCheck<SkinContractBreaches<typeof homeadvisor>>;
type _Instapro = SkinCheck<SkinContractBreaches<typeof instapro>>;

// A skin that drops a component breaks the contract.
const { Header: _dropped, ...withoutHeader } = roofline;
// @ts-expect-error Property 'Header' is missing.
void (withoutHeader satisfies SkinContract);
// @ts-expect-error Type '"Header"' does not satisfy the constraint 'never'.
type _Dropped = SkinCheck<SkinContractBreaches<typeof withoutHeader>>;

// A skin whose component takes other props breaks it, too...
const changedSearchBar = { ...roofline, SearchBar: (_props: { placeholder: string }) => null };
// @ts-expect-error Types of property 'SearchBar' are incompatible.
void (changedSearchBar satisfies SkinContract);
// @ts-expect-error Type '"SearchBar"' does not satisfy the constraint 'never'.
type _Changed = SkinCheck<SkinContractBreaches<typeof changedSearchBar>>;

// ...even when it only drops an optional prop, which `satisfies` alone would let through.
const narrowedFooter = { ...roofline, Footer: (_props: Omit<FooterProps, 'baseUrl'>) => null };
void (narrowedFooter satisfies SkinContract);
// @ts-expect-error Type '"Footer"' does not satisfy the constraint 'never'.
type _Narrowed = SkinCheck<SkinContractBreaches<typeof narrowedFooter>>;

// A value export of the wrong type breaks it.
type OtherVariant = Omit<typeof roofline, 'STANDARD'> & { STANDARD: 'classic' };
// @ts-expect-error Type '"STANDARD"' does not satisfy the constraint 'never'.
type _OtherVariant = SkinCheck<SkinContractBreaches<OtherVariant>>;

/** Every name of the contract, once: `satisfies` fails to compile when this list and the contract differ. */
const CONTRACT_NAMES = Object.keys({
  ThemeProvider: true,
  theme: true,
  DESIGN_TOKENS: true,
  Header: true,
  ServerHeader: true,
  SimpleHeader: true,
  STANDARD: true,
  STANDARD_WITH_SEARCH: true,
  STANDARD_WITH_AI_BUTTON: true,
  STANDARD_WITH_AI_FIELD: true,
  Footer: true,
  SimpleFooter: true,
  ServerFooter: true,
  ServerSimpleFooter: true,
  EmailSubscriptionBanner: true,
  FooterSignupForm: true,
  SearchBar: true,
  DEFAULT_SEARCH_BAR_TEXTS: true,
  ChatInput: true,
  ProviderBadges: true,
  ReviewsWidget: true,
} satisfies Record<keyof SkinContract, true>).sort();

describe('the skin contract', () => {
  it.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
    ['instapro', instapro],
  ])('the %s entry should export exactly the names of the contract', (_name, skin) => {
    expect(Object.keys(skin).sort()).toEqual(CONTRACT_NAMES);
  });

  it.each([
    ['roofline', roofline],
    ['homeadvisor', homeadvisor],
    ['instapro', instapro],
  ])('the %s entry should export a component for every component of the contract', (_name, skin) => {
    const components = CONTRACT_NAMES.filter((name) => /^[A-Z][a-z]/.test(name));
    for (const name of components) expect(typeof (skin as Record<string, unknown>)[name]).toBe('function');
  });
});
