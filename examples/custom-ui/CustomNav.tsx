import { useNavigationData, useNavMenus } from '../../src';
import { NAV_CREDENTIALS } from '../gallery/src/devApi';

/**
 * A navigation bar from `useNavigationData` (fetches the CMS data with a bearer token) and
 * `useNavMenus`'s `panels` part (ARIA, outside click, Escape): its own markup, its own CSS.
 */
export function CustomNav() {
  const { data, status } = useNavigationData({ domain: 'www.roofline.com', ...NAV_CREDENTIALS });
  // Subscribed to the panels and the login link's address: only their changes render this bar again.
  const { view, panels, getLoginLinkProps } = useNavMenus({ data, user: null, widgets: ['panels', 'login'] });

  if (status === 'loading' || status === 'idle') return <p className="cu-muted">Loading the navigation...</p>;
  if (!view) return <p className="cu-muted">No navigation data.</p>;

  return (
    <nav className="cu-nav" aria-label="Projects">
      <div {...panels.getNavProps({ className: 'cu-nav-bar' })}>
        <ul className="cu-nav-list">
          {view.groupings.map((grouping) => (
            <li key={grouping.id}>
              <button {...panels.getTriggerProps(grouping.id, { className: 'cu-nav-trigger' })}>
                {grouping.navigationTitle}
              </button>
            </li>
          ))}
        </ul>
        {view.loginLink && <a {...getLoginLinkProps({ className: 'cu-nav-login' })}>{view.loginLink.name}</a>}
        {view.groupings.map((grouping) => (
          <div key={grouping.id} {...panels.getPanelProps(grouping.id, { className: 'cu-nav-panel' })}>
            {panels.activePanel === grouping.id && (
              <>
                {grouping.linksTitle && <h2 className="cu-nav-heading">{grouping.linksTitle}</h2>}
                <ul className="cu-nav-links">
                  {grouping.links.slice(0, 12).map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.name}</a>
                    </li>
                  ))}
                </ul>
                {grouping.moreLink && (
                  <a className="cu-nav-more" href={grouping.moreLink.href}>
                    {grouping.moreLink.name}
                  </a>
                )}
              </>
            )}
          </div>
        ))}
      </div>
    </nav>
  );
}
