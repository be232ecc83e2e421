import type { EndpointName, Fault } from '../../../testing';
import { GALLERY_BRANDS, type GalleryBrand } from '../../../examples/gallery/src/brands';
import { HEADER_VARIANTS } from '../../../examples/gallery/src/galleryState';

/**
 * The controls every story shares: the gallery's states (examples/gallery) as Storybook args, so each
 * one is a link (`?path=/story/...&args=site:canada;signedIn:!true`) and editable in the Controls panel.
 */

/** The gallery's sites: every brand and regional site, and the second languages of issue 35. */
export const SITES: readonly GalleryBrand[] = GALLERY_BRANDS;
export type SkinName = GalleryBrand['skinName'];

export function findSite(key: string | undefined): GalleryBrand {
  return SITES.find((s) => s.key === key) ?? SITES[0]!;
}

export const SITE_LOCALES = [
  'site',
  'en-US',
  'es-US',
  'en-CA',
  'fr-CA',
  'en-GB',
  'nl-NL',
  'fr-FR',
  'de-DE',
  'de-AT',
  'it-IT',
  'en-XA',
] as const;

/** How one mock endpoint answers (values fit in the address's `&args=`; the labels say them). */
export const BEHAVIOURS = [
  'normal',
  'slow',
  'fail-503',
  'fail-500',
  'fail-400',
  'network-error',
  'empty-answer',
] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];
const BEHAVIOUR_LABELS: Record<Behaviour, string> = {
  normal: 'normal',
  slow: 'slow',
  'fail-503': 'fails (503)',
  'fail-500': 'fails (500)',
  'fail-400': 'fails (400)',
  'network-error': 'network error',
  'empty-answer': 'empty answer',
};

/** The endpoints whose behaviour a story can set (spec section 7, as the dev API names them). */
export const SERVICE_ENDPOINTS = [
  'autocomplete',
  'split',
  'token',
  'navigation',
  'memberCreate',
  'profileAttributes',
  'tracks',
  'homeAdvisorSignup',
] as const satisfies readonly EndpointName[];
export type ServiceEndpoint = (typeof SERVICE_ENDPOINTS)[number];

/** How long a 'slow' endpoint waits before it answers. */
export const SLOW_MS = 1500;

export function faultOf(behaviour: Behaviour | undefined): Fault | undefined {
  switch (behaviour) {
    case 'slow':
      return { delayMs: SLOW_MS };
    case 'fail-503':
      return { fail: 503 };
    case 'fail-500':
      return { fail: 500 };
    case 'fail-400':
      return { fail: 400 };
    case 'network-error':
      return { fail: 'network' };
    case 'empty-answer':
      return { fail: 'empty' };
    default:
      return undefined;
  }
}

export type HeaderVariantName = (typeof HEADER_VARIANTS)[number];
export { HEADER_VARIANTS };

/** The args the site decorator reads; each story shows the ones that change it (`controlsFor`). */
export type SiteArgs = {
  site: string;
  locale: (typeof SITE_LOCALES)[number];
  signedIn: boolean;
  variant: HeaderVariantName;
  /** The split treatment of the search's user entry (growth_SearchUserEntry), as the split endpoint answers it. */
  searchTreatment: 'control' | 'test';
} & { [E in ServiceEndpoint]: Behaviour };

export const SITE_ARGS: SiteArgs = {
  site: 'roofline',
  locale: 'site',
  signedIn: false,
  variant: 'standard',
  searchTreatment: 'control',
  ...(Object.fromEntries(SERVICE_ENDPOINTS.map((e) => [e, 'normal'])) as { [E in ServiceEndpoint]: Behaviour }),
};

const siteOptions = (skin?: SkinName) => SITES.filter((s) => !skin || s.skinName === skin).map((s) => s.key);
const siteLabels = Object.fromEntries(SITES.map((s) => [s.key, s.label]));

/** The controls of the shared args; pass a skin to offer only the sites that use it. */
export function siteArgTypes(skin?: SkinName) {
  return {
    site: {
      description: 'The brand or regional site: its domain, brand family, language and (for skins) the skin.',
      options: siteOptions(skin),
      control: { type: 'select', labels: siteLabels },
      table: { category: 'Site' },
    },
    locale: {
      description: "The texts' locale ('site': the site's own).",
      options: SITE_LOCALES,
      control: { type: 'select' },
      table: { category: 'Site' },
    },
    signedIn: {
      description: 'Signed in as Pat (the header greets and shows the account menu).',
      control: { type: 'boolean' },
      table: { category: 'Site' },
    },
    variant: {
      description: "The header's variant (spec 2.7).",
      options: HEADER_VARIANTS,
      control: { type: 'select' },
      table: { category: 'Site' },
    },
    searchTreatment: {
      description: "The split endpoint's treatment of the search's user entry (growth_SearchUserEntry).",
      options: ['control', 'test'],
      control: { type: 'radio' },
      table: { category: 'Mock services' },
    },
    ...Object.fromEntries(
      SERVICE_ENDPOINTS.map((endpoint) => [
        endpoint,
        {
          description: `How the mock ${endpoint} endpoint answers (slow: ${SLOW_MS} ms late).`,
          options: BEHAVIOURS,
          control: { type: 'select', labels: BEHAVIOUR_LABELS },
          table: { category: 'Mock services' },
        },
      ]),
    ),
  } as const;
}

/**
 * `parameters.controls.include` for a story: its own args, then the site args it reads, then the
 * mock endpoints it calls.
 */
export function controlsFor(
  own: readonly string[],
  site: readonly ('site' | 'locale' | 'signedIn' | 'variant')[],
  endpoints: readonly ServiceEndpoint[],
) {
  const include = [...own, ...site, ...(endpoints.includes('split') ? ['searchTreatment'] : []), ...endpoints];
  // The Controls panel reads `controls`, the docs page's Controls block `docs.controls`.
  return { controls: { include }, docs: { controls: { include } } };
}

/** A story's args: the shared site args, and the example's own. */
export type StoryArgs<Own = object> = Partial<SiteArgs> & Own;
