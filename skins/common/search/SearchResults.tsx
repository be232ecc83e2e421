import type { MenuElementProps, UseSearchBoxResult } from '../../../src/search';
import { ProjectIcon } from './icons';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';

const s = searchSheet.classes;

export interface SearchResultsProps {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  /** `search.getMenuProps(...)`, called by the component that owns the hook. */
  menuProps: MenuElementProps;
}

/**
 * The suggestions panel: the listbox (always rendered, filled only while open), in the standard list
 * or the alternate presentation of the 'test' treatment, and the 'View all' button when allowed.
 */
export function SearchResults({ search, texts, menuProps }: SearchResultsProps) {
  const { isOpen, items, presentation, inputValue } = search;
  const showHeading = isOpen && inputValue.trim() === '';
  return (
    <div className={s.panelStyle} data-state={isOpen ? 'open' : 'closed'} data-presentation={presentation}>
      {showHeading && (
        <p className={s.headingStyle} aria-hidden="true">
          {texts.popularProjects}
        </p>
      )}
      <ul className={s.listStyle} data-presentation={presentation} {...menuProps}>
        {isOpen &&
          items.map((item, index) => (
            <li key={`${item.id}-${index}`} className={s.optionStyle} {...search.getItemProps({ item, index })}>
              {presentation === 'alternate' && <ProjectIcon />}
              <span>{item.name}</span>
            </li>
          ))}
      </ul>
      {isOpen && search.showViewAll && (
        <div className={s.panelFooterStyle}>
          <button className={s.linkButtonStyle} {...search.getViewAllProps()}>
            {texts.viewAll}
          </button>
        </div>
      )}
    </div>
  );
}
