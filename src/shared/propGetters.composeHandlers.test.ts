import type { SyntheticEvent } from 'react';
import { composeEventHandlers as composeHandlers } from './propGetters';

function fakeEvent(defaultPrevented = false) {
  const nativeEvent = {} as Event & { preventDownshiftDefault?: boolean };
  const event = {
    defaultPrevented,
    nativeEvent,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event as unknown as SyntheticEvent & { nativeEvent: typeof nativeEvent };
}

describe('composeHandlers', () => {
  it('should run the user handler first, then ours', () => {
    const order: string[] = [];
    composeHandlers(
      () => order.push('user'),
      () => order.push('ours'),
    )(fakeEvent());
    expect(order).toEqual(['user', 'ours']);
  });

  it('should skip ours and Downshift’s when the user handler prevents the default', () => {
    const ours = jest.fn();
    const event = fakeEvent();
    composeHandlers((e: SyntheticEvent) => e.preventDefault(), ours)(event);
    expect(ours).not.toHaveBeenCalled();
    expect(event.nativeEvent.preventDownshiftDefault).toBe(true);
  });

  it('should still run ours for an event prevented before it arrived', () => {
    const ours = jest.fn();
    composeHandlers(undefined, ours)(fakeEvent(true));
    expect(ours).toHaveBeenCalled();
  });
});
