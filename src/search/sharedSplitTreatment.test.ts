import { act } from '@testing-library/react';
import { createFakeFetch } from './__fixtures__/fakeFetch';
import { subscribeSplitTreatment } from './sharedSplitTreatment';
import { getChromeHttp } from '../http/chromeHttp';

// One client per fake fetch, as the provider's config builds it: requests are shared per client.
const input = (fetch: ReturnType<typeof createFakeFetch>['fetch'], flag = 'f') => ({
  http: getChromeHttp(fetch).httpClient,
  splitDomain: 'https://split.example.com',
  flag,
});

describe('subscribeSplitTreatment', () => {
  it('given two callers while the request is pending, should send one request and answer both', async () => {
    const { fetch, calls } = createFakeFetch();
    const first = jest.fn();
    const second = jest.fn();
    subscribeSplitTreatment(input(fetch), first);
    subscribeSplitTreatment(input(fetch), second);
    await act(async () => {}); // the HTTP client's code loads on the first call
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://split.example.com/feature/f/treatment');
    await act(async () => calls[0]?.respond({ treatment: 'test' }));
    expect(first).toHaveBeenCalledWith('test');
    expect(second).toHaveBeenCalledWith('test');
  });

  it('given a failure, should give every caller control', async () => {
    const { fetch, calls } = createFakeFetch();
    const first = jest.fn();
    const second = jest.fn();
    subscribeSplitTreatment(input(fetch), first);
    subscribeSplitTreatment(input(fetch), second);
    await act(async () => calls[0]?.fail());
    expect(first).toHaveBeenCalledWith('control');
    expect(second).toHaveBeenCalledWith('control');
  });

  it('given other flags or another fetch, should not share', () => {
    const a = createFakeFetch();
    const b = createFakeFetch();
    subscribeSplitTreatment(input(a.fetch, 'one'), jest.fn());
    subscribeSplitTreatment(input(a.fetch, 'two'), jest.fn());
    subscribeSplitTreatment(input(b.fetch, 'one'), jest.fn());
    expect(a.calls.map((call) => call.url)).toEqual([
      'https://split.example.com/feature/one/treatment',
      'https://split.example.com/feature/two/treatment',
    ]);
    expect(b.calls).toHaveLength(1);
  });

  it('given the request settled, should ask again on the next subscription', async () => {
    const { fetch, calls } = createFakeFetch();
    subscribeSplitTreatment(input(fetch), jest.fn());
    await act(async () => calls[0]?.respond({ treatment: 'test' }));
    subscribeSplitTreatment(input(fetch), jest.fn());
    expect(calls).toHaveLength(2);
  });

  it('should abort only when the last caller unsubscribes, and call no unsubscribed caller', async () => {
    const { fetch, calls } = createFakeFetch();
    const first = jest.fn();
    const second = jest.fn();
    const leaveFirst = subscribeSplitTreatment(input(fetch), first);
    const leaveSecond = subscribeSplitTreatment(input(fetch), second);
    leaveFirst();
    expect(calls[0]?.aborted()).toBe(false);
    leaveSecond();
    expect(calls[0]?.aborted()).toBe(true);
    await act(async () => undefined);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    subscribeSplitTreatment(input(fetch), jest.fn());
    expect(calls).toHaveLength(2);
  });
});
