'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import type { MenuElementProps, UseSearchBoxResult } from '../../../src/search';
import { SearchIcon } from './icons';
import { SearchResults } from './SearchResults';
import { useSkinRoot } from '../../theme/useSkinTheme';
import { searchSheet } from './styles';
import type { SearchBarTexts } from './texts';
import { useChromeTexts } from '../../../src/i18n';

const s = searchSheet.classes;

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
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> | undefined };
  menuProps: MenuElementProps;
  className?: string | undefined;
}

/** The project field, the optional ZIP, the submit button, the suggestions, the error and the status. */
export function SearchForm({ search, texts, showZip, layout, inputProps, menuProps, className }: SearchFormProps) {
  const root = useSkinRoot();
  // Marked when the texts are not in the site's language (no catalogue of it was given).
  const { lang } = useChromeTexts('search');
  return (
    <form
      {...root.props(s.formStyle, className)}
      lang={lang}
      data-layout={layout}
      data-treatment={search.treatment}
      {...search.getFormProps({ 'aria-label': texts.searchLandmark })}
    >
      {search.hiddenFields.map((field) => (
        <input key={field.name} {...field} />
      ))}
      <div className={s.barStyle} data-layout={layout} data-invalid={search.errorMessage ? 'true' : undefined}>
        <label className={s.visuallyHidden} {...search.getLabelProps()}>
          {texts.projectLabel}
        </label>
        <input className={s.inputStyle} {...inputProps} />
        {showZip && (
          <>
            <label className={s.visuallyHidden} {...search.getZipLabelProps()}>
              {texts.zipLabel}
            </label>
            <input className={s.zipInputStyle} {...search.getZipInputProps({ placeholder: texts.zipPlaceholder })} />
          </>
        )}
        <button className={s.buttonStyle} {...search.getSubmitButtonProps()}>
          <SearchIcon />
          <span>{texts.submit}</span>
        </button>
        {layout === 'bar' && <SearchResults search={search} texts={texts} menuProps={menuProps} />}
      </div>
      <p className={s.errorStyle} {...search.getErrorProps()} />
      <div className={s.visuallyHidden} {...search.getStatusProps()} />
      {layout === 'fullscreen' && <SearchResults search={search} texts={texts} menuProps={menuProps} />}
    </form>
  );
}
