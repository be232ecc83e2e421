import { act, renderHook } from '@testing-library/react';
import { COMPOSITION_END_GRACE_MS } from './ime';
import { useImeGuard } from './useImeGuard';

const enter = { key: 'Enter', keyCode: 13 };

function setup() {
  return renderHook(() => useImeGuard());
}

describe('useImeGuard', () => {
  it('should report composing between compositionstart and compositionend, and re-render', () => {
    const { result } = setup();
    expect(result.current.composing).toBe(false);
    act(() => result.current.onCompositionStart());
    expect(result.current.composing).toBe(true);
    expect(result.current.classifyKeyDown({ key: 'ArrowDown', keyCode: 40 })).toBe('composing');
    act(() => result.current.onCompositionEnd());
    expect(result.current.composing).toBe(false);
  });

  it('given a keydown flagged isComposing or keyCode 229, should call it composing', () => {
    const { result } = setup();
    expect(result.current.classifyKeyDown({ key: 'Enter', isComposing: true })).toBe('composing');
    expect(result.current.classifyKeyDown({ key: 'Enter', nativeEvent: { keyCode: 229 } })).toBe('composing');
    expect(result.current.classifyKeyDown(enter)).toBe('plain');
  });

  it('given Safari sends Enter after compositionend, should swallow that one keydown only', () => {
    const { result } = setup();
    act(() => result.current.onCompositionStart());
    act(() => result.current.onCompositionEnd());
    expect(result.current.classifyKeyDown(enter)).toBe('commit');
    expect(result.current.classifyKeyDown(enter)).toBe('plain');
  });

  it.each([
    ['a keyup', (guard: ReturnType<typeof useImeGuard>) => guard.onKeyUp()],
    ['a blur', (guard: ReturnType<typeof useImeGuard>) => guard.onBlur()],
  ])('after compositionend then %s, should let the next Enter through', (_name, clear) => {
    const { result } = setup();
    act(() => result.current.onCompositionEnd());
    act(() => clear(result.current));
    expect(result.current.isComposing(enter)).toBe(false);
  });

  it('given no key follows compositionend within the grace period (a mouse commit), should let a later Enter through', () => {
    jest.useFakeTimers();
    try {
      const { result } = setup();
      act(() => result.current.onCompositionEnd());
      act(() => jest.advanceTimersByTime(COMPOSITION_END_GRACE_MS - 1));
      expect(result.current.isComposing(enter)).toBe(true);
      act(() => result.current.onCompositionEnd());
      act(() => jest.advanceTimersByTime(COMPOSITION_END_GRACE_MS));
      expect(result.current.isComposing(enter)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
