import { act, renderHook } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { useControllableState } from './useControllableState';

type Props = { prop: string | undefined; onChange?: (value: string) => void };

function setup(initial: Props) {
  return renderHook(
    ({ prop, onChange }: Props) => useControllableState({ prop, defaultProp: 'start', onChange, caller: 'useThing' }),
    { initialProps: initial },
  );
}

describe('useControllableState', () => {
  it('given no prop, should keep its own state and report every change', () => {
    const onChange = jest.fn();
    const { result } = setup({ prop: undefined, onChange });
    expect(result.current[0]).toBe('start');
    act(() => result.current[1]('next'));
    expect(result.current[0]).toBe('next');
    expect(onChange).toHaveBeenCalledWith('next');
  });

  it('given a prop, should show the prop and only ask for changes', () => {
    const onChange = jest.fn();
    const { result, rerender } = setup({ prop: 'controlled', onChange });
    act(() => result.current[1]('asked'));
    expect(result.current[0]).toBe('controlled');
    expect(onChange).toHaveBeenCalledWith('asked');
    rerender({ prop: 'asked', onChange });
    expect(result.current[0]).toBe('asked');
  });

  it('should not report a change to the same value', () => {
    const onChange = jest.fn();
    const { result } = setup({ prop: undefined, onChange });
    act(() => result.current[1]('start'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given a switch from uncontrolled to controlled, should warn in development', () => {
    expectConsole(
      'warn',
      "useThing is changing from uncontrolled to controlled. Pick one for the component's lifetime.",
    );
    const warn = jest.spyOn(console, 'warn');
    try {
      const { rerender } = setup({ prop: undefined });
      rerender({ prop: 'now controlled' });
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('useThing is changing from uncontrolled to controlled'),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
