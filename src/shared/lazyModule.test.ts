import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('should load once, however many times it is asked, and tell its subscribers', async () => {
    const load = jest.fn(async () => 'code');
    const code = lazyModule(load);
    const listener = jest.fn();
    code.subscribe(listener);
    expect(code.loaded()).toBeUndefined();

    code.preload();
    await expect(code.start()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('code');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should say a load failed, and try again on the next demand', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = lazyModule<string>(load);

    await expect(code.start()).rejects.toThrow('offline');
    expect(code.failed()).toBe(true);
    expect(code.loaded()).toBeUndefined();

    await expect(code.start()).resolves.toBe('code');
    expect(code.failed()).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
