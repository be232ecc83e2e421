import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { DismissButton, Overlay, useComboBox, useListBox, useOption, usePopover } from 'react-aria';
import { Item, useComboBoxState, type ComboBoxState, type Node } from 'react-stately';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, type Suggestion } from '../shared';

type State = ComboBoxState<Suggestion>;

function Popover(props: {
  state: State;
  triggerRef: RefObject<HTMLInputElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const { state, triggerRef, popoverRef, children } = props;
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', isNonModal: true },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} />
      <div {...popoverProps} ref={popoverRef}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

function Option({ item, state }: { item: Node<Suggestion>; state: State }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps } = useOption({ key: item.key }, state, ref);
  return (
    <li {...optionProps} ref={ref}>
      {item.rendered}
    </li>
  );
}

function ListBox(props: { state: State; listBoxRef: RefObject<HTMLUListElement | null>; label: string }) {
  const { state, listBoxRef } = props;
  const { listBoxProps } = useListBox({ 'aria-label': props.label }, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef}>
      {[...state.collection].map((item) => (
        <Option key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

/** react-aria hooks (useComboBox + useListBox + useOption + usePopover), fetching on every input change. */
export function App() {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [inputValue, setInputValue] = useState('');
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const props = {
    label: LABEL,
    placeholder: PLACEHOLDER,
    items,
    inputValue,
    allowsCustomValue: true,
    menuTrigger: 'input' as const,
    onInputChange: (value: string) => {
      setInputValue(value);
      fetchSuggestions(value).then(setItems);
    },
    onSelectionChange: (key: string | number | null) => setPicked(items.find((item) => item.id === key) ?? null),
    children: (item: Suggestion) => <Item key={item.id}>{item.name}</Item>,
  };
  const state = useComboBoxState<Suggestion>(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { labelProps, inputProps, listBoxProps } = useComboBox({ ...props, inputRef, listBoxRef, popoverRef }, state);
  return (
    <div>
      <label {...labelProps}>{LABEL}</label>
      <input {...inputProps} ref={inputRef} />
      {state.isOpen && (
        <Popover state={state} triggerRef={inputRef} popoverRef={popoverRef}>
          <ListBox {...listBoxProps} state={state} listBoxRef={listBoxRef} label={LABEL} />
        </Popover>
      )}
      <Picked item={picked} />
    </div>
  );
}
