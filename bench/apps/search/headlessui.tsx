import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useState } from 'react';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, itemToString, type Suggestion } from '../shared';

/** Headless UI Combobox, fetching on every input change. */
export function App() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  return (
    <div>
      <Field>
        <Label>{LABEL}</Label>
        <Combobox value={picked} onChange={setPicked}>
          <ComboboxInput
            placeholder={PLACEHOLDER}
            displayValue={itemToString}
            onChange={(event) => {
              fetchSuggestions(event.target.value).then(setItems);
            }}
          />
          <ComboboxOptions>
            {items.map((item) => (
              <ComboboxOption key={item.id} value={item}>
                {item.name}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      </Field>
      <Picked item={picked} />
    </div>
  );
}
