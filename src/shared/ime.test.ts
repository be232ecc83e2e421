import { isComposingKeyEvent } from './ime';

describe('isComposingKeyEvent', () => {
  it.each([
    [{ key: 'Enter' }, false, false],
    [{ key: 'Enter', isComposing: true }, false, true],
    [{ key: 'Enter', nativeEvent: { isComposing: true } }, false, true],
    [{ key: 'Enter', keyCode: 229 }, false, true],
    [{ key: 'Process', nativeEvent: { keyCode: 229 } }, false, true],
    [{ key: 'Enter', keyCode: 13 }, true, true],
  ])('given %j and just-ended %s should give %s', (event, justEnded, expected) => {
    expect(isComposingKeyEvent(event, justEnded)).toBe(expected);
  });
});
