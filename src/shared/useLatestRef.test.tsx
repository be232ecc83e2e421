import { renderHook } from '@testing-library/react';
import { useLatestRef } from './useLatestRef';

describe('useLatestRef', () => {
  it('should hold the value of the latest render', () => {
    const { result, rerender } = renderHook(({ value }) => useLatestRef(value), { initialProps: { value: 1 } });
    const ref = result.current;
    expect(ref.current).toBe(1);
    rerender({ value: 2 });
    expect(result.current).toBe(ref);
    expect(ref.current).toBe(2);
  });
});
