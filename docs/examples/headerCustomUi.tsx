// A header of your own on the hooks alone: no skin, no Radix. Each widget's part (`menus.panels`,
// `menus.navigation`, ...) has its state and getters, which carry the ids, ARIA, Escape, outside-click
// and focus handling; add a focus trap (or `inert` on the page) to the menu.
import { useNavigationData, useNavMenus, type HeaderUser } from '../../src';

export function CustomHeader({ navigationData, user }: { navigationData?: unknown; user?: HeaderUser }) {
  const { data } = useNavigationData({ data: navigationData });
  const menus = useNavMenus({ data, user });
  const { view, panels, navigation } = menus;
  if (!view) return null;
  return (
    <header>
      <a {...menus.getSkipLinkProps({ className: 'skip-link' })}>Skip to main content</a>
      <a href={view.brandHomeHref}>{view.brandName}</a>
      {view.loginLink && <a {...menus.getLoginLinkProps()}>{view.loginLink.name}</a>}
      {view.isSignedIn && <span>{view.greeting}</span>}

      {/* Desktop: one panel at a time; the title toggles, Escape or a click outside closes. */}
      <nav {...panels.getNavProps({ 'aria-label': 'Project types', className: 'desktop-only' })}>
        {view.groupings.map((group) => (
          <button key={group.id} {...panels.getTriggerProps(group.id)}>
            {group.navigationTitle}
          </button>
        ))}
        {view.groupings.map((group) => (
          <div key={group.id} {...panels.getPanelProps(group.id)}>
            {group.links.map(({ name, ...link }) => (
              <a key={link.href} {...link}>
                {name}
              </a>
            ))}
          </div>
        ))}
      </nav>

      {/* Mobile: the hamburger, the overlay and the slide-in menu with its group cards. */}
      <button {...navigation.getToggleProps({ 'aria-label': 'Open menu', className: 'mobile-only' })}>☰</button>
      <div {...navigation.getOverlayProps({ className: 'overlay' })} />
      <div {...navigation.getMenuProps({ className: 'drawer' })}>
        <h2 {...navigation.getTitleProps()}>Menu</h2>
        <ul {...navigation.getGroupListProps()}>
          {view.groupings.map((group) => (
            <li key={group.id}>
              <button {...navigation.getGroupCardTriggerProps(group.id)}>{group.navigationTitle}</button>
            </li>
          ))}
        </ul>
        {view.groupings.map((group) => (
          <section key={group.id} {...navigation.getGroupCardProps(group.id)}>
            <button {...navigation.getGroupCardBackProps(group.id)}>Back</button>
            <button {...navigation.getGroupCardCloseProps()}>Close</button>
          </section>
        ))}
      </div>
    </header>
  );
}
