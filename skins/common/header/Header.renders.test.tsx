import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { Header } from '../../roofline';
import { IDLE_PRELOAD_TIMEOUT_MS } from '../../../src/shared/lazyModule';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

/**
 * Which of the header's islands (its client components: `islands/*`) render on each menu action,
 * counted with React's Profiler around every island. An action renders only the islands whose own
 * state changed: the panels island for a panel, the account menu for the account menu, one drawer for
 * a drawer, one search for a search. (Before issue 33 every action rendered every island: one reducer
 * at the header's root and a new context value on each of its renders.)
 */
const renders: string[] = [];

function profiled(module: Record<string, unknown>): Record<string, unknown> {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function' || !/^[A-Z]/.test(name)) {
      wrapped[name] = value;
      continue;
    }
    const Island = value as ComponentType<Record<string, unknown>>;
    wrapped[name] = function ProfiledIsland(props: Record<string, unknown>) {
      const which = [props.menu, props.layout, props.part, props.id].filter((x) => typeof x === 'string');
      const id = [name, ...which].join(':');
      return (
        <Profiler id={id} onRender={(_, phase) => phase !== 'mount' && renders.push(id)}>
          <Island {...props} />
        </Profiler>
      );
    };
  }
  return wrapped;
}

jest.mock('./islands/HeaderMenus', () => profiled(jest.requireActual('./islands/HeaderMenus')));
jest.mock('./islands/MenusElement', () => profiled(jest.requireActual('./islands/MenusElement')));

/** The islands that rendered while `action` ran (each once, sorted). */
async function rendered(action: () => unknown): Promise<string[]> {
  renders.length = 0;
  await act(async () => {
    await action();
  });
  return [...new Set(renders)].sort();
}

/** The header's lazily loaded parts load when the page is idle: let them all load before counting. */
async function idle() {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      jest.advanceTimersByTime(IDLE_PRELOAD_TIMEOUT_MS + 50);
      await new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));
    });
  }
}

const data = () =>
  makeRawNavigationData({
    navigationGroupings: [
      { id: 'g1', navigationTitle: 'Interior', links: [{ name: 'Painting', href: '/painting' }] },
      { id: 'g2', navigationTitle: 'Exterior', links: [{ name: 'Roofing', href: '/roofing' }] },
    ],
  } as never);

describe('Header islands: an action renders only the islands whose state changed', () => {
  afterEach(() => {
    document.body.style.overflow = '';
    jest.useRealTimers();
  });

  it('should render only the panels on the desktop bar, and only the account menu for the account menu', async () => {
    mockViewport(1280);
    jest.useFakeTimers();
    const { container } = renderWithChrome(<Header navigationData={data()} user={{ firstName: 'Ann' }} />, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await idle();
    const bar = within(container.querySelector<HTMLElement>('[data-layout="desktop"]')!);
    const interior = bar.getByRole('button', { name: 'Interior' });
    const exterior = bar.getByRole('button', { name: 'Exterior' });

    const open = await rendered(() => fireEvent.click(interior));
    expect(interior).toHaveAttribute('aria-expanded', 'true');
    expect(open).toEqual(['PanelsNav']);

    const other = await rendered(() => fireEvent.click(exterior));
    expect(exterior).toHaveAttribute('aria-expanded', 'true');
    expect(other).toEqual(['PanelsNav']);

    const escape = await rendered(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(exterior).toHaveAttribute('aria-expanded', 'false');
    expect(escape).toEqual(['PanelsNav']);

    const account = bar.getByRole('button', { name: 'Account menu' });
    const accountOpen = await rendered(() => fireEvent.keyDown(account, { key: 'ArrowDown' }));
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(accountOpen).toEqual(['HeaderMenu:account']);

    const searchOpen = await rendered(() => fireEvent.click(bar.getByRole('button', { name: 'Search' })));
    // Opening the search closes the account menu: those two islands, no other.
    expect(searchOpen).toEqual(['HeaderMenu:account', 'HeaderSearch:desktop']);
  });

  it('should render only the drawer acted on, and only the mobile search for the search', async () => {
    mockViewport(375);
    jest.useFakeTimers();
    const { container } = renderWithChrome(<Header navigationData={data()} user={{ firstName: 'Ann' }} />, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await idle();
    const bar = within(container.querySelector<HTMLElement>('[data-layout="mobile"]')!);

    const menuOpen = await rendered(() => fireEvent.click(bar.getByRole('button', { name: 'Open menu' })));
    expect(menuOpen).toEqual(['HeaderMenu:navigation']);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    const card = await rendered(() => fireEvent.click(within(drawer).getByRole('button', { name: /Interior/ })));
    expect(card).toEqual(['HeaderMenu:navigation']);
    const back = await rendered(() => fireEvent.click(within(drawer).getByRole('button', { name: 'Back' })));
    expect(back).toEqual(['HeaderMenu:navigation']);

    const close = await rendered(() => fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' })));
    expect(close).toEqual(['HeaderMenu:navigation']);
    // The closing flag clears after the closing delay: the drawer that closed, nothing else.
    const closed = await rendered(() => jest.advanceTimersByTime(1100));
    expect(closed).toEqual(['HeaderMenu:navigation']);

    const profile = await rendered(() => fireEvent.click(bar.getByRole('button', { name: 'Account menu' })));
    expect(profile).toEqual(['HeaderMenu:profile']);
    const profileClose = await rendered(() =>
      fireEvent.click(within(screen.getByRole('dialog', { name: /Ann/ })).getByRole('button', { name: /Close/ })),
    );
    expect(profileClose).toEqual(['HeaderMenu:profile']);
    await rendered(() => jest.advanceTimersByTime(1100));

    const search = await rendered(() => fireEvent.click(bar.getByRole('button', { name: 'Search' })));
    expect(search).toEqual(['HeaderSearch:mobile']);
  });
});
