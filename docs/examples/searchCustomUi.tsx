import type { CSSProperties } from 'react';
import { ChromeProvider, useSearchBox, type ChromeConfig } from '../../src';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A search bar built only from `useSearchBox`'s prop getters: no skin, plain elements. The getters
 * carry the combobox ARIA, the keyboard (arrows, Enter, Escape, Tab), the IME guard, the ZIP rules
 * and the navigation.
 */
export function ProjectSearch() {
  const search = useSearchBox({ validateText: true, validateZip: true });
  return (
    <form {...search.getFormProps({ 'aria-label': 'Find a pro' })} data-presentation={search.presentation}>
      <label {...search.getLabelProps()}>What do you need done?</label>
      <input {...search.getInputProps({ placeholder: 'e.g. fix a leaking tap' })} />

      <label {...search.getZipLabelProps()}>ZIP code</label>
      <input {...search.getZipInputProps({ placeholder: '10001' })} />

      <button {...search.getSubmitButtonProps()}>Search</button>

      {/* Always rendered: the list fills only while open. */}
      <ul {...search.getMenuProps()}>
        {search.isOpen &&
          search.items.map((item, index) => (
            <li
              key={`${item.id}-${index}`}
              {...search.getItemProps({ item, index })}
              style={{ fontWeight: search.highlightedIndex === index ? 700 : 400 }}
            >
              {item.name}
            </li>
          ))}
      </ul>
      {search.isOpen && search.showViewAll && <button {...search.getViewAllProps()}>View all</button>}
      {search.status === 'stalled' && <p aria-hidden="true">Still looking…</p>}

      {/* Always rendered, so the fields can point at it and screen readers hear changes. */}
      <p {...search.getErrorProps()} />
      <div {...search.getStatusProps()} style={visuallyHidden} />
    </form>
  );
}

/** The endpoints come from the provider; `fetch` and `navigate` default to the browser's. */
export const searchConfig: ChromeConfig = {
  searchApiHost: 'https://search.roofline.com/autocomplete',
  splitDomain: 'https://split.roofline.com',
  resultsDomain: 'https://www.roofline.com',
  serviceRequestDomain: 'https://www.roofline.com',
  anonymousId: 'a1b2c3d4',
};

export function App({ config = searchConfig }: { config?: ChromeConfig }) {
  return (
    <ChromeProvider config={config}>
      <ProjectSearch />
    </ChromeProvider>
  );
}
