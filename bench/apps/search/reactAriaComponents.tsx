import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, type Suggestion } from '../shared';

/** react-aria-components ComboBox, fetching on every input change. */
export function App() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [inputValue, setInputValue] = useState('');
  const [picked, setPicked] = useState<Suggestion | null>(null);
  return (
    <div>
      <ComboBox
        items={items}
        inputValue={inputValue}
        allowsCustomValue
        menuTrigger="input"
        onInputChange={(value) => {
          setInputValue(value);
          fetchSuggestions(value).then(setItems);
        }}
        onSelectionChange={(key) => setPicked(items.find((item) => item.id === key) ?? null)}
      >
        <Label>{LABEL}</Label>
        <Input placeholder={PLACEHOLDER} />
        <Popover>
          <ListBox<Suggestion>>{(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}</ListBox>
        </Popover>
      </ComboBox>
      <Picked item={picked} />
    </div>
  );
}
