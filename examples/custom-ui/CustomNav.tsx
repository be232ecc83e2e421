import { useNavigationData, useNavMenus } from '../../src';
import { NAV_CREDENTIALS } from '../gallery/src/devApi';

/**
 * A navigation bar from `useNavigationData` (fetches the CMS data with a bearer token) and
 * `useNavMenus` (panels, ARIA, outside click, Escape): its own markup, its own CSS.
 */
export function CustomNav() {
  const { data, status } = useNavigationData({ domain: 'www.roofline.com', ...NAV_CREDENTIALS });
  const nav = useNavMenus({ data, user: null });
  const view = nav.view;

  if (status === 'loading' || status === 'idle') return <p className="cu-muted">Loading the navigation...</p>;
  if (!view) return <p className="cu-muted">No navigation data.</p>;

  return (
    <nav className="cu-nav" aria-label="Projects">
      <div {...nav.getDesktopNavProps({ className: 'cu-nav-bar' })}>
        <ul className="cu-nav-list">
          {view.groupings.map((grouping) => (
            <li key={grouping.id}>
              <button {...nav.getPanelTriggerProps(grouping.id, { className: 'cu-nav-trigger' })}>
                {grouping.navigationTitle}
              </button>
            </li>
          ))}
        </ul>
        {view.loginLink && <a {...nav.getLoginLinkProps({ className: 'cu-nav-login' })}>{view.loginLink.name}</a>}
        {view.groupings.map((grouping) => (
          <div key={grouping.id} {...nav.getPanelProps(grouping.id, { className: 'cu-nav-panel' })}>
            {nav.activePanel === grouping.id && (
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
