import { useCombobox } from 'downshift';
import { useState } from 'react';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, itemToString, type Suggestion } from '../shared';

/** Downshift useCombobox alone, fetching on every input change. */
export function App() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox({
    items,
    itemToString,
    onInputValueChange: ({ inputValue }) => {
      fetchSuggestions(inputValue ?? '').then(setItems);
    },
    onSelectedItemChange: ({ selectedItem }) => setPicked(selectedItem ?? null),
  });
  return (
    <div>
      <label {...getLabelProps()}>{LABEL}</label>
      <input {...getInputProps({ placeholder: PLACEHOLDER })} />
      <ul {...getMenuProps()}>
        {isOpen &&
          items.map((item, index) => (
            <li key={item.id} {...getItemProps({ item, index })}>
              {item.name}
            </li>
          ))}
      </ul>
      <Picked item={picked} />
    </div>
  );
}
