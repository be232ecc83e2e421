import { createRef, type SyntheticEvent } from 'react';
import { composeEventHandlers, joinIds, mergeProps, mergeRefs, preventDownshiftDefault } from './propGetters';

type FakeEvent = SyntheticEvent & { nativeEvent: Event & { preventDownshiftDefault?: boolean } };

function fakeEvent(defaultPrevented = false): FakeEvent {
  const nativeEvent = {} as Event & { preventDownshiftDefault?: boolean };
  const event = {
    defaultPrevented,
    nativeEvent,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event as unknown as FakeEvent;
}

// The user-first order and the preventDefault() opt-out are in propGetters.composeHandlers.test.ts.
describe('composeEventHandlers', () => {
  it('given no user handler, should run ours', () => {
    const ours = jest.fn();
    const event = fakeEvent();
    composeEventHandlers(undefined, ours)(event);
    expect(ours).toHaveBeenCalledWith(event);
  });

  it('given a user handler that sets preventDownshiftDefault, should skip ours', () => {
    const ours = jest.fn();
    const event = fakeEvent();
    composeEventHandlers((e: SyntheticEvent) => preventDownshiftDefault(e), ours)(event);
    expect(ours).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('given an event already prevented and marked before it arrived, should still run ours', () => {
    const ours = jest.fn();
    const event = fakeEvent(true);
    event.nativeEvent.preventDownshiftDefault = true;
    composeEventHandlers(() => undefined, ours)(event);
    expect(ours).toHaveBeenCalledTimes(1);
  });

  it('given a plain object without nativeEvent, should not throw and should honour preventDefault()', () => {
    const ours = jest.fn();
    const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    composeEventHandlers((e: typeof event) => e.preventDefault(), ours)(event);
    expect(ours).not.toHaveBeenCalled();
    composeEventHandlers(undefined, ours)({ defaultPrevented: false });
    expect(ours).toHaveBeenCalledTimes(1);
  });
});

describe('mergeRefs', () => {
  it('should feed object refs and callback refs, and skip missing ones', () => {
    const objectRef = createRef<string>();
    const callbackRef = jest.fn();
    const merged = mergeRefs<string>(objectRef, undefined, null, callbackRef);
    merged('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenCalledWith('node');
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });
});

describe('joinIds', () => {
  it.each([
    [[], undefined],
    [[undefined, null, false, ''], undefined],
    [['a'], 'a'],
    [['a', undefined, 'b'], 'a b'],
    [['hint  other', 'err'], 'hint other err'],
    [['a b', 'b', 'a'], 'a b'],
  ])('given %j should give %j', (ids, expected) => {
    expect(joinIds(...(ids as Array<string | false | null | undefined>))).toBe(expected);
  });
});

describe('mergeProps', () => {
  it('given no user props, should give ours unchanged', () => {
    const ours = { id: 'x' };
    expect(mergeProps(ours)).toBe(ours);
  });

  it('should compose handlers (user first), merge refs, let defined user props win and keep ours for undefined', () => {
    const order: string[] = [];
    const ourRef = jest.fn();
    const userRef = createRef<HTMLElement>();
    const merged = mergeProps(
      { id: 'ours', hidden: false, onClick: (_event: SyntheticEvent) => order.push('ours'), ref: ourRef },
      {
        id: 'theirs',
        hidden: undefined,
        onClick: (_event: SyntheticEvent) => order.push('user'),
        ref: userRef,
        title: 't',
      },
    );
    expect(merged).toMatchObject({ id: 'theirs', hidden: false, title: 't' });
    merged.onClick(fakeEvent());
    expect(order).toEqual(['user', 'ours']);
    const node = document.createElement('div');
    (merged.ref as unknown as (node: HTMLElement) => void)(node);
    expect(ourRef).toHaveBeenCalledWith(node);
    expect(userRef.current).toBe(node);
  });

  it('given a user handler that prevents the default, should skip ours', () => {
    const ours = jest.fn();
    const merged = mergeProps({ onClick: ours }, { onClick: (event: SyntheticEvent) => event.preventDefault() });
    merged.onClick(fakeEvent());
    expect(ours).not.toHaveBeenCalled();
  });
});
