import { useState } from 'react';
import { useSearchBox } from '../../../src';
import { ENDPOINT, LABEL, PLACEHOLDER, Picked, type Suggestion } from '../shared';

/** @roofline/chrome: useSearchBox asks, debounces, cancels and guards against stale answers itself. */
export function App() {
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const search = useSearchBox({
    searchApiHost: ENDPOINT,
    initialSuggestions: [],
    treatment: 'control',
    onSuggestionSelect: ({ item }) => {
      setPicked({ id: String(item.id), name: item.name });
      return false;
    },
    onSubmit: () => false,
  });
  return (
    <div>
      <label {...search.getLabelProps()}>{LABEL}</label>
      <input {...search.getInputProps({ placeholder: PLACEHOLDER })} />
      <ul {...search.getMenuProps()}>
        {search.isOpen &&
          search.items.map((item, index) => (
            <li key={`${item.id}-${index}`} {...search.getItemProps({ item, index })}>
              {item.name}
            </li>
          ))}
      </ul>
      <Picked item={picked} />
    </div>
  );
}
