import { act, screen } from '@testing-library/react';
import { autocompleteBody } from '../../../src/search/__fixtures__/fakeFetch';
import { advance, renderBar } from './__fixtures__/renderBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given the Roofline SearchBar and an analytics adapter', () => {
  it('should send one keyword event, named by the option, 1000 ms after typing stops', async () => {
    const track = jest.fn();
    const analytics = { track, page: jest.fn(), identify: jest.fn() };
    const { user, calls } = renderBar({ keywordEventName: 'Search Typed' }, { analytics, brand: 'ROOFLINE' });
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.keyboard('window');
    await advance(100);
    await act(async () => calls[0]?.respond(autocompleteBody(['Window repair'], { searchId: 'sid-window' })));
    await advance(899);
    expect(track).not.toHaveBeenCalled();
    await advance(1);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      'Search Typed',
      expect.objectContaining({ keyword: 'window', searchId: 'sid-window', brand: 'ROOFLINE' }),
    );
  });
});
