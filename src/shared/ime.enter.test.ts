import { COMPOSITION_END_GRACE_MS, createCompositionState, isComposingKeyEvent, isImeEnter } from './ime';

const idle = createCompositionState();
const composing = { composing: true, lastEndAt: null };
const justEnded = { composing: false, lastEndAt: 1000 };

describe('isImeEnter', () => {
  it.each([
    [
      'Enter with isComposing on the native event',
      { key: 'Enter', timeStamp: 0, nativeEvent: { isComposing: true } },
      idle,
      true,
    ],
    ['Enter with keyCode 229', { key: 'Enter', keyCode: 229, timeStamp: 0 }, idle, true],
    ['Enter between compositionstart and compositionend', { key: 'Enter', keyCode: 13, timeStamp: 0 }, composing, true],
    ['Safari: Enter right after compositionend', { key: 'Enter', keyCode: 13, timeStamp: 1010 }, justEnded, true],
    [
      'an Enter after the grace period',
      { key: 'Enter', keyCode: 13, timeStamp: 1000 + COMPOSITION_END_GRACE_MS },
      justEnded,
      false,
    ],
    ['a plain Enter', { key: 'Enter', keyCode: 13, timeStamp: 5 }, idle, false],
    ['another key', { key: 'a', keyCode: 229, timeStamp: 0 }, composing, false],
  ])('should judge %s', (_name, event, state, expected) => {
    expect(isImeEnter(event, state)).toBe(expected);
  });
});

describe('isComposingKeyEvent', () => {
  it('should flag any key of a composition', () => {
    expect(isComposingKeyEvent({ key: 'ArrowDown', timeStamp: 0, isComposing: true }, idle)).toBe(true);
    expect(isComposingKeyEvent({ key: 'Process', keyCode: 229, timeStamp: 0 }, idle)).toBe(true);
    expect(isComposingKeyEvent({ key: 'ArrowDown', keyCode: 40, timeStamp: 0 }, idle)).toBe(false);
  });
});
