import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import { createFakeFetch } from './__fixtures__/fakeFetch';
import { BASE_CONFIG } from './__fixtures__/renderSearchBox';
import { useSearchBox } from './useSearchBox';
import type { UseSearchBoxOptions } from './useSearchBox.types';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderUseSearchBox(options: UseSearchBoxOptions = {}) {
  const navigate = jest.fn();
  const config = { ...BASE_CONFIG, fetch: createFakeFetch().fetch, navigate };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={config}>{children}</ChromeProvider>
  );
  const useBox = () => {
    const box = useSearchBox(options);
    // No elements here: the getters are called as a UI would, with no ref to apply (Downshift checks
    // in development that a search box's input and menu got their props).
    box.getInputProps({}, { suppressRefError: true });
    box.getMenuProps({}, { suppressRefError: true });
    return box;
  };
  return { ...renderHook(useBox, { wrapper }), navigate };
}

describe('given validation on, the actions of useSearchBox', () => {
  const options = { validateText: true, validateZip: true };

  it('should show both messages after an invalid submit and navigate nowhere', () => {
    const { result, navigate } = renderUseSearchBox(options);
    let submitted = true;
    act(() => {
      submitted = result.current.submit();
    });
    expect(submitted).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ query: 'Please enter a project', zip: 'Please enter a valid ZIP code' });
    expect(result.current.errorMessage).toBe('Please enter a valid project and ZIP code');
  });

  it("should clean the ZIP in setZip, clear the ZIP's message only and report the change", () => {
    const onZipChange = jest.fn();
    const { result } = renderUseSearchBox({ ...options, onZipChange });
    act(() => void result.current.submit());
    act(() => result.current.setZip('12a345678'));
    expect(result.current.zip).toBe('12345');
    expect(onZipChange).toHaveBeenCalledWith('12345');
    expect(result.current.errors.zip).toBeUndefined();
    expect(result.current.errorMessage).toBe('Please enter a project');
  });

  it("should set the text in setInputValue and clear the project's message once Downshift has it", () => {
    const { result } = renderUseSearchBox(options);
    act(() => void result.current.submit());
    act(() => result.current.setInputValue('roof repair'));
    expect(result.current.inputValue).toBe('roof repair');
    expect(result.current.errors.query).toBeUndefined();
    expect(result.current.errorMessage).toBe('Please enter a valid ZIP code');
  });

  it('should submit once both are valid, then clear the messages', () => {
    const { result, navigate } = renderUseSearchBox(options);
    act(() => void result.current.submit());
    act(() => {
      result.current.setInputValue('roof');
      result.current.setZip('10001');
    });
    let submitted = false;
    act(() => {
      submitted = result.current.submit();
    });
    expect(submitted).toBe(true);
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('postalCode=10001'));
    expect(result.current.errors).toEqual({});
    expect(result.current.errorMessage).toBeNull();
  });

  it('should empty the text, the ZIP and the messages on reset', () => {
    const { result } = renderUseSearchBox({ ...options, defaultInputValue: 'roof' });
    act(() => result.current.setZip('123'));
    expect(result.current.inputValue).toBe('roof');
    expect(result.current.zip).toBe('123');
    act(() => void result.current.submit());
    expect(result.current.errors).toEqual({ zip: 'Please enter a valid ZIP code' });
    act(() => result.current.reset());
    expect(result.current.inputValue).toBe('');
    expect(result.current.zip).toBe('');
    expect(result.current.errors).toEqual({});
    expect(result.current.errorMessage).toBeNull();
  });
});
