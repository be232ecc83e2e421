import { useSearchBox } from '../useSearchBox';
import type { UseSearchBoxOptions } from '../useSearchBox.types';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A hooks-only search UI: no skin, no styles, only the prop getters (the reference component of the tests). */
export function CustomSearchBox(props: UseSearchBoxOptions & { withZip?: boolean }) {
  const { withZip = true, ...options } = props;
  const search = useSearchBox(options);
  return (
    <form {...search.getFormProps()} data-presentation={search.presentation}>
      {search.hiddenFields.map((field) => (
        <input key={field.name} {...field} />
      ))}
      <label {...search.getLabelProps()}>Project</label>
      <input {...search.getInputProps()} />
      <ul {...search.getMenuProps()}>
        {search.isOpen &&
          search.items.map((item, index) => (
            <li key={`${item.id}-${index}`} {...search.getItemProps({ item, index })}>
              {item.name}
            </li>
          ))}
      </ul>
      {withZip && (
        <>
          <label {...search.getZipLabelProps()}>ZIP code</label>
          <input {...search.getZipInputProps()} />
        </>
      )}
      <button {...search.getSubmitButtonProps()}>Search</button>
      {search.showViewAll && <button {...search.getViewAllProps()}>View all</button>}
      <p {...search.getErrorProps()} />
      <div {...search.getStatusProps()} style={visuallyHidden} />
      <span data-testid="request-status">{search.status}</span>
    </form>
  );
}
