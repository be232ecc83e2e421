import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { ChromeProvider } from '../config/ChromeProvider';
import { BASE_CONFIG } from './__fixtures__/renderSearchBox';
import { CustomSearchBox } from './__fixtures__/CustomSearchBox';
import { createFakeFetch } from './__fixtures__/fakeFetch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('given the hooks-only custom UI in a React Profiler', () => {
  it('should commit once per keystroke while typing', async () => {
    const fake = createFakeFetch({});
    let commits = 0;
    render(
      <ChromeProvider config={{ fetch: fake.fetch, navigate: jest.fn(), ...BASE_CONFIG }}>
        <Profiler id="search" onRender={() => commits++}>
          <CustomSearchBox />
        </Profiler>
      </ChromeProvider>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    const input = screen.getByRole('combobox', { name: 'Project' });
    await user.click(input);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    commits = 0;
    for (const key of 'roof') {
      await user.keyboard(key);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30);
      });
    }
    expect(input).toHaveValue('roof');
    expect(commits).toBe(4);
  });
});
