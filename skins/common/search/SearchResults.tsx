import { Fragment } from 'react';
import {
  formatSearchText,
  type MenuElementProps,
  type SearchItemGroup,
  type SearchItemView,
  type UseSearchBoxResult,
} from '../../../src/search';
import { ProjectIcon, RecentIcon, RemoveIcon } from './icons';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';

const s = searchSheet.classes;

export interface SearchResultsProps {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  /** `search.getMenuProps(...)`, called by the component that owns the hook. */
  menuProps: MenuElementProps;
}

/** One suggestion: a link to where it goes (so a Cmd, Ctrl, Shift or middle click opens it as links do). */
function Option({ search, view }: { search: UseSearchBoxResult; view: SearchItemView }) {
  const { item, index, parts, href, recent } = view;
  return (
    <li role="presentation" className={s.optionRowStyle} data-recent={recent ? 'true' : undefined}>
      <a className={s.optionStyle} href={href} tabIndex={-1} {...search.getItemProps({ item, index })}>
        {recent ? <RecentIcon /> : search.presentation === 'alternate' && <ProjectIcon />}
        {/* A recent search keeps to one line (its remove button is level with it): marked as meant. */}
        <span className={s.optionTextStyle} data-truncate={recent ? '' : undefined}>
          {parts.map((part, i) => (
            <Fragment key={i}>{part.matched ? <mark className={s.markStyle}>{part.text}</mark> : part.text}</Fragment>
          ))}
        </span>
      </a>
    </li>
  );
}

/** A labelled group of the listbox: the recent searches (named above the list) or the popular projects. */
function Group({
  search,
  texts,
  group,
}: {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  group: SearchItemGroup;
}) {
  return (
    <li role="presentation" className={s.groupRowStyle}>
      <ul className={s.groupStyle} {...search.getGroupProps({ group })}>
        {group.kind === 'popular' && (
          <li role="presentation" className={s.headingStyle}>
            <span aria-hidden="true" {...search.getGroupLabelProps({ group })}>
              {texts.popularProjects}
            </span>
          </li>
        )}
        {group.items.map((view) => (
          <Option key={`${view.item.id}-${view.index}`} search={search} view={view} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The suggestions panel. Inside Downshift's menu element (a click there keeps the list open), the
 * listbox (always rendered, filled only while open): for an empty query the recent searches and the
 * popular projects, each a labelled group; for typed text the answer, its matched parts marked; in
 * the standard list or the alternate presentation of the 'test' treatment. The recent searches'
 * buttons (clear all, remove one) sit beside the listbox, not in it (a listbox holds options only),
 * each remove button level with its search. Then (inside the menu element too, so a click there is not
 * a click outside) a no-results line with a button that searches the text anyway; and the 'View all'
 * button when allowed. Text from an answer is rendered as text only.
 */
export function SearchResults({ search, texts, menuProps }: SearchResultsProps) {
  const { isOpen, presentation, noResults, inputValue, groups } = search;
  const shown = isOpen || noResults;
  const query = inputValue.trim();
  // Downshift's ref and mouse handling on the scrolling wrapper, the listbox's role and names on the list.
  const { ref, onMouseLeave, ...listboxProps } = menuProps;
  const recent = isOpen ? groups.find((group) => group.kind === 'recent') : undefined;
  return (
    <div className={s.panelStyle} data-state={shown ? 'open' : 'closed'} data-presentation={presentation}>
      <div ref={ref} onMouseLeave={onMouseLeave} className={s.menuStyle}>
        {recent && (
          <div className={s.headingStyle}>
            <span aria-hidden="true" {...search.getGroupLabelProps({ group: recent })}>
              {texts.recentSearches}
            </span>
            <button className={s.clearButtonStyle} {...search.getClearRecentSearchesProps()}>
              {texts.clearRecentSearches}
            </button>
          </div>
        )}
        <div className={s.listFrameStyle}>
          <ul className={s.listStyle} data-presentation={presentation} {...listboxProps}>
            {isOpen &&
              groups.map((group) =>
                group.kind === 'suggestions' ? (
                  group.items.map((view) => (
                    <Option key={`${view.item.id}-${view.index}`} search={search} view={view} />
                  ))
                ) : (
                  <Group key={group.kind} search={search} texts={texts} group={group} />
                ),
              )}
          </ul>
          {recent && (
            <div className={s.removeColumnStyle} data-presentation={presentation}>
              {recent.items.map(({ item, index }) => (
                <button
                  key={`${item.id}-${index}`}
                  className={s.removeButtonStyle}
                  {...search.getRemoveRecentSearchProps({
                    item,
                    'aria-label': formatSearchText(texts.removeRecentSearch, item.name),
                  })}
                >
                  <RemoveIcon />
                </button>
              ))}
            </div>
          )}
        </div>
        {noResults && (
          <div className={s.noResultsStyle}>
            <p className={s.noResultsTextStyle}>{formatSearchText(texts.noResults, query)}</p>
            <button className={s.linkButtonStyle} {...search.getViewAllProps()}>
              {formatSearchText(texts.searchAnyway, query)}
            </button>
          </div>
        )}
      </div>
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
