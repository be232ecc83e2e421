import { act, renderHook } from '@testing-library/react';
import { requestReducer, initialRequestState, useRequestState } from '.';

describe('requestReducer', () => {
  const loaded = { status: 'success' as const, request: 'r0', response: 'ok', error: undefined };
  it.each([
    ['start', { type: 'start', request: 'r1' }, { ...loaded, status: 'loading', request: 'r1' }],
    ['success', { type: 'success', response: 'new' }, { ...loaded, response: 'new' }],
    ['error', { type: 'error', error: 'bad' }, { status: 'error', request: 'r0', response: undefined, error: 'bad' }],
    ['reset', { type: 'reset' }, initialRequestState],
  ] as const)('should handle %s', (_name, action, expected) => {
    expect(requestReducer<string, string, string>(loaded, action)).toEqual(expected);
  });

  it('should clear the error on success', () => {
    const failed = { status: 'error' as const, request: 'r', response: undefined, error: 'bad' };
    expect(requestReducer(failed, { type: 'success', response: 'ok' })).toMatchObject({
      error: undefined,
      response: 'ok',
    });
  });
});

describe('useRequestState', () => {
  it('should go through start, success and reset', async () => {
    const { result } = renderHook(() => useRequestState<string, number, Error>());
    expect(result.current).toMatchObject({ status: 'idle', isLoading: false });
    let resolve!: (n: number) => void;
    let pending!: Promise<number | undefined>;
    act(() => {
      pending = result.current.run('req', () => new Promise<number>((r) => (resolve = r)));
    });
    expect(result.current).toMatchObject({ status: 'loading', isLoading: true, request: 'req' });
    await act(async () => {
      resolve(7);
      await pending;
    });
    expect(result.current).toMatchObject({ status: 'success', response: 7, request: 'req' });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('should store an error without rejecting', async () => {
    const { result } = renderHook(() => useRequestState<string, number, Error>());
    let value: number | undefined = 1;
    await act(async () => {
      value = await result.current.run('req', async () => {
        throw new Error('boom');
      });
    });
    expect(value).toBeUndefined();
    expect(result.current).toMatchObject({ status: 'error', response: undefined });
    expect(result.current.error?.message).toBe('boom');
  });

  it('should abort a superseded run and ignore its late answer', async () => {
    const { result } = renderHook(() => useRequestState<string, string, Error>());
    const resolvers: Array<(v: string) => void> = [];
    const signals: AbortSignal[] = [];
    const exec = (_req: string, signal: AbortSignal) =>
      new Promise<string>((r) => {
        signals.push(signal);
        resolvers.push(r);
      });
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run('a', exec);
    });
    act(() => {
      second = result.current.run('b', exec);
    });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => {
      resolvers[1]!('B');
      await second;
    });
    await act(async () => {
      resolvers[0]!('A (late)');
      await first;
    });
    expect(result.current).toMatchObject({ status: 'success', response: 'B', request: 'b' });
  });

  it('should expose the stage actions directly', () => {
    const { result } = renderHook(() => useRequestState<string, string, string>());
    act(() => result.current.start('r'));
    act(() => result.current.fail('bad'));
    expect(result.current).toMatchObject({ status: 'error', error: 'bad', request: 'r' });
    act(() => result.current.succeed('ok'));
    expect(result.current).toMatchObject({ status: 'success', response: 'ok', error: undefined });
  });
});
