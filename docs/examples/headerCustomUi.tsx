// A header of your own on the hooks alone: no skin, no Radix. The getters carry the ids, ARIA,
// Escape, outside-click and focus handling; add a focus trap (or `inert` on the page) to the menu.
import { useNavigationData, useNavMenus, type HeaderUser } from '../../src';

export function CustomHeader({ navigationData, user }: { navigationData?: unknown; user?: HeaderUser }) {
  const { data } = useNavigationData({ data: navigationData });
  const menus = useNavMenus({ data, user });
  const { view } = menus;
  if (!view) return null;
  return (
    <header>
      <a {...menus.getSkipLinkProps({ className: 'skip-link' })}>Skip to main content</a>
      <a href={view.brandHomeHref}>{view.brandName}</a>
      {view.loginLink && <a {...menus.getLoginLinkProps()}>{view.loginLink.name}</a>}
      {view.isSignedIn && <span>{view.greeting}</span>}

      {/* Desktop: one panel at a time; the title toggles, Escape or a click outside closes. */}
      <nav {...menus.getDesktopNavProps({ 'aria-label': 'Project types', className: 'desktop-only' })}>
        {view.groupings.map((group) => (
          <button key={group.id} {...menus.getPanelTriggerProps(group.id)}>
            {group.navigationTitle}
          </button>
        ))}
        {view.groupings.map((group) => (
          <div key={group.id} {...menus.getPanelProps(group.id)}>
            {group.links.map(({ name, ...link }) => (
              <a key={link.href} {...link}>
                {name}
              </a>
            ))}
          </div>
        ))}
      </nav>

      {/* Mobile: the hamburger, the overlay and the slide-in menu with its group cards. */}
      <button
        {...menus.getMobileMenuToggleProps('navigation', { 'aria-label': 'Open menu', className: 'mobile-only' })}
      >
        ☰
      </button>
      <div {...menus.getOverlayProps({ className: 'overlay' })} />
      <div {...menus.getMobileMenuProps('navigation', { className: 'drawer' })}>
        <h2 {...menus.getMobileMenuTitleProps('navigation')}>Menu</h2>
        <ul {...menus.getGroupListProps()}>
          {view.groupings.map((group) => (
            <li key={group.id}>
              <button {...menus.getGroupCardTriggerProps(group.id)}>{group.navigationTitle}</button>
            </li>
          ))}
        </ul>
        {view.groupings.map((group) => (
          <section key={group.id} {...menus.getGroupCardProps(group.id)}>
            <button {...menus.getGroupCardBackProps(group.id)}>Back</button>
            <button {...menus.getGroupCardCloseProps()}>Close</button>
          </section>
        ))}
      </div>
    </header>
  );
}
