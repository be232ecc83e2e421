// The header's navigation data, loaded on the server with loadNavigationData: the page's HTML holds the
// whole header (no layout shift when it hydrates, no fetch in the browser).
//
// With ROOFLINE_API_SERVER set (the dev API: `npm run dev-api`, then
// `ROOFLINE_API_SERVER=http://127.0.0.1:4010 npx next start examples/nextjs`) the token and navigation
// calls go to it. Without it (as in CI's `next build`, where no service runs) they go to a stand-in CMS
// in this file, through the same calls: token, navigation with the bearer token, normalising.
import { loadNavigationData, type FetchFn } from '@roofline/chrome';

/** Navigation data as the CMS would send it (spec 3): what the stand-in answers. */
export const cmsNavigationData = {
  brand: {
    domain: 'www.roofline.com',
    // The logo's intrinsic size (public/logo.svg): the header reserves its box before it loads.
    logo: { url: '/logo.svg', altText: 'Roofline', width: 140, height: 32 },
    loginUrl: '/login',
  },
  brandType: 'Roofline',
  joinAsProLink: { name: 'Join as a Pro', url: '/pro' },
  loginLinkLabel: 'Log In',
  loginLink: '/login',
  signUpLink: { name: 'Sign Up', url: '/signup' },
  logOutLink: '/auth/logout',
  servicesNearMeLink: { name: 'Services near me', url: '/nearme/' },
  rooflineAiLink: '/ai',
  hasAuthenticatedVersion: true,
  authenticatedDropdownLinks: [{ name: 'My Account', url: '/account' }],
  groupings: [
    {
      navigationTitle: 'Interior',
      linksTitle: 'Popular interior projects',
      links: [
        { name: 'Plumbing', url: '/cost/plumbing' },
        { name: 'Painting', url: '/cost/painting' },
        { name: 'Flooring', url: '/cost/flooring' },
      ],
      moreLinksText: 'View all interior',
      moreLinksUrl: '/interior',
    },
    {
      navigationTitle: 'Exterior',
      links: [
        { name: 'Roofing', url: '/cost/roofing' },
        { name: 'Siding', url: '/cost/siding' },
      ],
      moreLinksText: 'View all exterior',
      moreLinksUrl: '/exterior',
    },
  ],
};

const STAND_IN = 'https://cms.example.invalid';
const STAND_IN_TOKEN = 'stand-in.eyJleHAiOjQxMDI0NDQ4MDB9.token';

/** The stand-in CMS: the token service answers a token as text, the navigation call the data above. */
const standInFetch: FetchFn = async (input) => {
  const url = String(input);
  if (url.startsWith(`${STAND_IN}/?r_accesskey=`)) return new Response(STAND_IN_TOKEN);
  if (url.startsWith(`${STAND_IN}/resource/roofline-cms/v1/navigation?`))
    return Response.json(cmsNavigationData, { status: 200 });
  return new Response('Not found', { status: 404 });
};

/** The navigation data for the page, or null (the failure is logged and the header hidden). */
export async function getNavigationData() {
  const apiServer = process.env.ROOFLINE_API_SERVER;
  const services = apiServer
    ? { apiServer, wsEntityServer: apiServer }
    : { apiServer: STAND_IN, wsEntityServer: STAND_IN, fetch: standInFetch };
  const navigation = await loadNavigationData(
    { domain: 'www.roofline.com', accessKey: 'nextjs-example', userName: 'nextjs' },
    services,
  );
  return navigation.ok ? navigation.data : null;
}
