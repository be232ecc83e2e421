import { useSearchBox } from '../../src';

/** A search box from `useSearchBox` alone: combobox ARIA, keyboard, debounced suggestions, ZIP, submit. */
export function CustomSearch() {
  const search = useSearchBox({ id: 'custom-search', validateText: true });
  return (
    <form {...search.getFormProps({ className: 'cu-search' })}>
      <div className="cu-field cu-grow">
        <label {...search.getLabelProps()}>What needs doing?</label>
        <input {...search.getInputProps({ placeholder: 'e.g. gutter cleaning', className: 'cu-input' })} />
        <ul {...search.getMenuProps({ className: 'cu-menu' })}>
          {search.isOpen &&
            search.items.map((item, index) => (
              <li
                key={`${item.id}-${index}`}
                {...search.getItemProps({
                  item,
                  index,
                  className: index === search.highlightedIndex ? 'cu-option cu-active' : 'cu-option',
                })}
              >
                {item.name}
              </li>
            ))}
        </ul>
      </div>
      <div className="cu-field">
        <label {...search.getZipLabelProps()}>ZIP</label>
        <input {...search.getZipInputProps({ className: 'cu-input cu-zip' })} />
      </div>
      <button {...search.getSubmitButtonProps({ className: 'cu-button' })}>Go</button>
      <p {...search.getErrorProps({ className: 'cu-error' })}>{search.errorMessage}</p>
      <p {...search.getStatusProps({ className: 'cu-visually-hidden' })}>{search.statusMessage}</p>
    </form>
  );
}
