/** @jsxImportSource @emotion/react */
import type { InputHTMLAttributes, Ref } from 'react';
import type { MenuElementProps, UseSearchBoxResult } from '../../../src/search';
import { SearchIcon } from './icons';
import { SearchResults } from './SearchResults';
import { barStyle, buttonStyle, errorStyle, formStyle, inputStyle, visuallyHidden, zipInputStyle } from './styles';
import type { SearchBarTexts } from './texts';

export interface SearchFormProps {
  search: UseSearchBoxResult;
  texts: SearchBarTexts;
  showZip: boolean;
  /** 'bar': the desktop one-line bar with a dropdown; 'fullscreen': the mobile stacked layout. */
  layout: 'bar' | 'fullscreen';
  /**
   * `search.getInputProps(...)` and `search.getMenuProps(...)`, called by the component that owns the
   * hook: in the mobile variant the form lives in a dialog that is mounted only while open.
   */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  menuProps: MenuElementProps;
  className?: string;
}

/** The project field, the optional ZIP, the submit button, the suggestions, the error and the status. */
export function SearchForm({ search, texts, showZip, layout, inputProps, menuProps, className }: SearchFormProps) {
  return (
    <form
      css={formStyle}
      className={className}
      data-layout={layout}
      data-treatment={search.treatment}
      {...search.getFormProps({ 'aria-label': texts.searchLandmark })}
    >
      {search.hiddenFields.map((field) => (
        <input key={field.name} {...field} />
      ))}
      <div css={barStyle} data-layout={layout} data-invalid={search.errorMessage ? 'true' : undefined}>
        <label css={visuallyHidden} {...search.getLabelProps()}>
          {texts.projectLabel}
        </label>
        <input css={inputStyle} {...inputProps} />
        {showZip && (
          <>
            <label css={visuallyHidden} {...search.getZipLabelProps()}>
              {texts.zipLabel}
            </label>
            <input css={zipInputStyle} {...search.getZipInputProps({ placeholder: texts.zipPlaceholder })} />
          </>
        )}
        <button css={buttonStyle} {...search.getSubmitButtonProps()}>
          <SearchIcon />
          <span>{texts.submit}</span>
        </button>
        {layout === 'bar' && <SearchResults search={search} texts={texts} menuProps={menuProps} />}
      </div>
      <p css={errorStyle} {...search.getErrorProps()} />
      <div css={visuallyHidden} {...search.getStatusProps()} />
      {layout === 'fullscreen' && <SearchResults search={search} texts={texts} menuProps={menuProps} />}
    </form>
  );
}
