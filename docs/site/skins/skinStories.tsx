import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { HeaderProps, SearchBarProps } from '../../../skins/roofline';
import { NAV_CREDENTIALS } from '../../../examples/gallery/src/devApi';
import { PAT } from '../lib/SiteChrome';
import { controlsFor, findSite, siteArgTypes, type SkinName, type StoryArgs } from '../lib/sites';

/**
 * The stories every skin has, the gallery's specimens (examples/gallery/src/sections.tsx) as stories:
 * each skin's stories file (roofline, homeadvisor, instapro) takes them with its own title and sites.
 */

type Props = Record<string, unknown>;

/** The site's skin's component of that name (every skin exports the same names and props). */
function Skin({ name, site, ...props }: { name: string; site: string | undefined } & Props) {
  const Component = findSite(site).skin[name] as ComponentType<Props>;
  return <Component {...props} />;
}

const FIRST_SITE: Record<SkinName, string> = { roofline: 'roofline', homeadvisor: 'homeadvisor', instapro: 'canada' };

/** The accessibility vendor's stand-in (.storybook/main.ts), for the footers' 'Accessibility Tools'. */
const accessibilityWidget = () => ({
  scriptUrl: `${window.location.origin}/assets/accessibility-widget.js`,
  triggerSelector: '#vendor-accessibility-button',
});

/** Everything of a skin's meta but its title (the stories index reads the title from each file). */
export function skinMeta(skin: SkinName) {
  return {
    args: { site: FIRST_SITE[skin] },
    argTypes: siteArgTypes(skin),
    parameters: { layout: 'fullscreen' },
  } satisfies Partial<Meta<StoryArgs>>;
}

type Story = StoryObj<StoryArgs>;

const HEADER_ENDPOINTS = ['token', 'navigation', 'autocomplete', 'split'] as const;

function header({ site, variant = 'standard', signedIn }: StoryArgs) {
  const domain = findSite(site).domain;
  const props: HeaderProps = {
    variant,
    user: signedIn ? PAT : null,
    mainContentId: 'main',
    aiLink: '/ai',
    navigationRequest: { domain, ...NAV_CREDENTIALS },
    ...(variant === 'standardWithSearch' ? { searchBarProps: {} } : {}),
  };
  return (
    <>
      <Skin name="Header" site={site} {...props} />
      <main id="main" tabIndex={-1} style={{ padding: '24px 16px', minHeight: 240 }}>
        <p>The page&apos;s content. Narrow the frame below 1024 px for the mobile menus.</p>
      </main>
    </>
  );
}

function search(props: SearchBarProps, label: string) {
  const SearchStory = ({ site }: StoryArgs) => (
    <div style={{ padding: 16, minHeight: 420 }}>
      <Skin name="SearchBar" site={site} {...props} texts={{ searchLandmark: label }} />
    </div>
  );
  return SearchStory;
}

function padded(name: string, props: (args: StoryArgs) => Props) {
  const PaddedStory = (args: StoryArgs) => (
    <div style={{ padding: 16 }}>
      <Skin name={name} site={args.site} {...props(args)} />
    </div>
  );
  return PaddedStory;
}

const banner = padded('EmailSubscriptionBanner', ({ site }) => ({
  brand: findSite(site).brand,
  anonymousId: 'docs-visitor',
  cfPostalCode: '10001',
}));

/** The stories of one skin (the same for every skin; the sites offered differ). */
export function skinStories() {
  return {
    Header: {
      render: header,
      parameters: controlsFor([], ['site', 'locale', 'signedIn', 'variant'], HEADER_ENDPOINTS),
    },
    HeaderSignedIn: {
      args: { signedIn: true },
      render: header,
      parameters: controlsFor([], ['site', 'locale', 'signedIn', 'variant'], HEADER_ENDPOINTS),
    },
    HeaderWithSearch: {
      args: { variant: 'standardWithSearch' },
      render: header,
      parameters: controlsFor([], ['site', 'locale', 'signedIn', 'variant'], HEADER_ENDPOINTS),
    },
    HeaderWhileNavigationFails: {
      args: { navigation: 'fail-503' },
      render: header,
      parameters: controlsFor([], ['site', 'locale', 'signedIn', 'variant'], HEADER_ENDPOINTS),
    },
    SimpleHeader: {
      render: padded('SimpleHeader', ({ site }) => ({ domain: findSite(site).domain })),
      parameters: controlsFor([], ['site', 'locale'], []),
    },
    SearchBar: {
      render: search({ id: 'docs-search' }, 'Example search'),
      parameters: controlsFor([], ['site', 'locale'], ['autocomplete', 'split']),
    },
    SearchBarWithValidation: {
      render: search({ id: 'docs-search-validated', validateText: true, validateZip: true }, 'Search with validation'),
      parameters: controlsFor([], ['site', 'locale'], ['autocomplete', 'split']),
    },
    MobileSearch: {
      render: search({ id: 'docs-search-mobile', variant: 'mobile' }, 'Mobile search'),
      parameters: controlsFor([], ['site', 'locale'], ['autocomplete', 'split']),
    },
    SearchBarWhileAutocompleteFails: {
      args: { autocomplete: 'fail-503' },
      render: search({ id: 'docs-search-failing' }, 'Search, failing service'),
      parameters: controlsFor([], ['site', 'locale'], ['autocomplete', 'split']),
    },
    EmailSubscriptionBanner: {
      render: banner,
      parameters: controlsFor([], ['site', 'locale'], ['memberCreate', 'profileAttributes', 'tracks']),
    },
    BannerWhileTheServiceFails: {
      args: { memberCreate: 'fail-503' },
      render: banner,
      parameters: controlsFor([], ['site', 'locale'], ['memberCreate', 'profileAttributes', 'tracks']),
    },
    FooterSignupForm: {
      render: padded('FooterSignupForm', ({ site }) => ({
        brand: findSite(site).brand,
        anonymousId: 'docs-visitor',
        appName: 'chrome-docs',
        calculatedZip: '80202',
        task: 40133,
        category: 'Roofing',
        activityLocation: 'docs',
      })),
      parameters: controlsFor(
        [],
        ['site', 'locale'],
        ['memberCreate', 'homeAdvisorSignup', 'profileAttributes', 'tracks'],
      ),
    },
    ChatInput: {
      render: padded('ChatInput', () => ({ label: 'Describe your project' })),
      parameters: controlsFor([], ['site', 'locale'], []),
    },
    Footer: {
      render: (args: StoryArgs) => (
        <Skin
          name="Footer"
          site={args.site}
          brand={findSite(args.site).brand}
          domain={findSite(args.site).domain}
          anonymousId="docs-visitor"
          appName="chrome-docs"
          calculatedZip="80202"
          accessibilityWidget={accessibilityWidget()}
        />
      ),
      parameters: controlsFor([], ['site', 'locale'], ['memberCreate', 'homeAdvisorSignup', 'tracks']),
    },
    SimpleFooter: {
      render: (args: StoryArgs) => (
        <Skin
          name="SimpleFooter"
          site={args.site}
          domain={findSite(args.site).domain}
          showSupportCenter
          showAccessibilityTools
          accessibilityWidget={accessibilityWidget()}
        />
      ),
      parameters: controlsFor([], ['site', 'locale'], []),
    },
  } satisfies Record<string, Story>;
}
