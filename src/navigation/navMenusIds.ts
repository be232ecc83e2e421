import type { MobileMenu } from './navMenusReducer';

/** The ids the getters give their elements, from one base. */
export function navMenusIds(idBase: string) {
  return {
    trigger: (id: string) => `${idBase}-trigger-${id}`,
    panel: (id: string) => `${idBase}-panel-${id}`,
    toggle: (menu: MobileMenu) => `${idBase}-${menu}-toggle`,
    menu: (menu: MobileMenu) => `${idBase}-${menu}-menu`,
    title: (menu: MobileMenu) => `${idBase}-${menu}-title`,
    cardTrigger: (id: string) => `${idBase}-card-trigger-${id}`,
    card: (id: string) => `${idBase}-card-${id}`,
  };
}
