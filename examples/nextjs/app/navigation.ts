// Navigation data as the CMS would send it (spec 3). Passed from the server page as plain props.
export const navigationData = {
  brand: { domain: 'www.roofline.com', logo: { url: '/logo.svg', altText: 'Roofline' }, loginUrl: '/login' },
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
