import { popupSheet } from './popupStyles';
import { MobileDrawer } from './MobileDrawer';
import type { MobileMenuContentProps } from './MobileNavMenu';
import { linkAnchor } from './parts';
import { headerSheet } from './styles';

const h = headerSheet.classes;
const p = popupSheet.classes;

/** The profile drawer's content (loaded when the menu first opens, or on intent). */
export default function MobileProfileMenuContent({ view, texts, ...drawer }: MobileMenuContentProps) {
  return (
    <MobileDrawer {...drawer} title={view.greeting} closeLabel={texts.closeAccountMenu}>
      {view.accountLinks.length > 0 && (
        <ul className={p.drawerListStyle}>
          {view.accountLinks.map((link, index) => (
            <li key={`${index}|${link.href}`}>{linkAnchor(link)}</li>
          ))}
        </ul>
      )}
      {view.logoutHref && (
        <div className={p.drawerFooterStyle}>
          <a href={view.logoutHref} className={h.buttonLinkStyle}>
            {texts.logOut}
          </a>
        </div>
      )}
    </MobileDrawer>
  );
}
