import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useState } from 'react';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, type Suggestion } from '../shared';

/** Ariakit Combobox, fetching on every value change. */
export function App() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  return (
    <div>
      <ComboboxProvider
        setValue={(value) => {
          fetchSuggestions(value).then(setItems);
        }}
      >
        <ComboboxLabel>{LABEL}</ComboboxLabel>
        <Combobox placeholder={PLACEHOLDER} />
        {items.length > 0 && (
          <ComboboxPopover>
            {items.map((item) => (
              <ComboboxItem key={item.id} value={item.name} onClick={() => setPicked(item)}>
                {item.name}
              </ComboboxItem>
            ))}
          </ComboboxPopover>
        )}
      </ComboboxProvider>
      <Picked item={picked} />
    </div>
  );
}
