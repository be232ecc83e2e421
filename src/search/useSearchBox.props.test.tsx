import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import { createFakeFetch } from './__fixtures__/fakeFetch';
import { BASE_CONFIG } from './__fixtures__/renderSearchBox';
import { useSearchBox } from './useSearchBox';
import type { InputProps } from './useSearchBox.types';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A search box whose caller passes its own props to the input getters. */
function CallerSearchBox({ input, zip }: { input: InputProps; zip: InputProps }) {
  const search = useSearchBox({ initialSuggestions: [] });
  return (
    <form {...search.getFormProps()}>
      <label {...search.getLabelProps()}>Project</label>
      <input {...search.getInputProps(input)} />
      <ul {...search.getMenuProps()} />
      <label {...search.getZipLabelProps()}>ZIP code</label>
      <input {...search.getZipInputProps(zip)} />
    </form>
  );
}

function renderCaller(input: InputProps, zip: InputProps = {}) {
  const log: string[] = [];
  const navigate = jest.fn(() => void log.push('navigate'));
  render(
    <ChromeProvider config={{ ...BASE_CONFIG, fetch: createFakeFetch().fetch, navigate }}>
      <CallerSearchBox input={input} zip={zip} />
    </ChromeProvider>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  return {
    log,
    navigate,
    user,
    input: screen.getByRole('combobox', { name: 'Project' }),
    zip: screen.getByRole('textbox', { name: 'ZIP code' }),
  };
}

describe("given a caller's own props on the input getters", () => {
  it('should keep its className and ref alongside ours', () => {
    const inputRef = createRef<HTMLInputElement>();
    const zipRef = jest.fn();
    const r = renderCaller({ className: 'caller-input', ref: inputRef }, { className: 'caller-zip', ref: zipRef });
    expect(r.input).toHaveClass('caller-input');
    expect(inputRef.current).toBe(r.input);
    expect(r.input).toHaveAttribute('role', 'combobox');
    expect(r.input).toHaveAttribute('name', 'query');
    expect(r.zip).toHaveClass('caller-zip');
    expect(zipRef).toHaveBeenCalledWith(r.zip);
    expect(r.zip).toHaveAttribute('inputmode', 'numeric');
  });

  it("should run the caller's onChange first, then ours", async () => {
    const seen: string[] = [];
    const onChange = (event: ChangeEvent<HTMLInputElement>) => void seen.push(event.target.value);
    const r = renderCaller({ onChange }, { onChange });
    await r.user.type(r.input, 'roof');
    await r.user.type(r.zip, '12a3');
    expect(seen).toEqual(['r', 'ro', 'roo', 'roof', '1', '12', '12a', '123']);
    expect(r.input).toHaveValue('roof');
    expect(r.zip).toHaveValue('123'); // ours still cleans the ZIP
  });

  it("should skip ours (and Downshift's) when the caller's onChange calls preventDefault", async () => {
    const onChange = (event: ChangeEvent<HTMLInputElement>) => event.preventDefault();
    const r = renderCaller({ onChange }, { onChange });
    await r.user.type(r.input, 'roof');
    await r.user.type(r.zip, '123');
    expect(r.input).toHaveValue('');
    expect(r.zip).toHaveValue('');
  });

  it("should run the caller's onKeyDown before ours submits on Enter", async () => {
    const r = renderCaller({ onKeyDown: (event) => void r.log.push(`caller ${event.key}`) });
    await r.user.type(r.input, 'roof{Enter}');
    expect(r.log.slice(-2)).toEqual(['caller Enter', 'navigate']);
  });

  it.each([
    ['the project field', 'input', 'roof{Enter}'],
    ['the ZIP field', 'zip', '12345{Enter}'],
  ] as const)("should not submit when the caller's onKeyDown prevents Enter in %s", async (_name, field, keys) => {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') event.preventDefault();
    };
    const r = renderCaller({ onKeyDown }, { onKeyDown });
    await r.user.type(r[field], keys);
    expect(r.navigate).not.toHaveBeenCalled();
  });

  it('should keep ours where the caller passes undefined, and let a defined caller prop win', () => {
    const r = renderCaller(
      { type: undefined, name: 'q', maxLength: undefined },
      { inputMode: undefined, autoComplete: 'off' },
    );
    expect(r.input).toHaveAttribute('type', 'text');
    expect(r.input).toHaveAttribute('name', 'q');
    expect(r.input).toHaveAttribute('maxlength', '512');
    expect(r.zip).toHaveAttribute('inputmode', 'numeric');
    expect(r.zip).toHaveAttribute('autocomplete', 'off');
  });
});
