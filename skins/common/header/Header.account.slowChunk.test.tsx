import { act, screen, within } from '@testing-library/react';
import type { LazyModule } from '../../../src/shared/lazyModule';
import { Header } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

// The account menu's Radix code is a separate chunk. Here it arrives only when the test lets it (a
// slow network, or a click before the page went idle): until then the avatar is the plain button.
// `freshPage` forgets every loaded chunk, as a new page load would.
interface Gate {
  arrive: () => void;
  freshPage: () => void;
}
jest.mock('../../../src/shared/lazyModule', () => {
  const actual = jest.requireActual('../../../src/shared/lazyModule');
  const modules: Array<{ load: () => Promise<unknown>; current: LazyModule<unknown> }> = [];
  const gate: Gate = {
    arrive: () => undefined,
    freshPage: () => modules.forEach((entry) => (entry.current = gated(entry.load))),
  };
  const gated = (load: () => Promise<unknown>): LazyModule<unknown> =>
    actual.lazyModule(() => new Promise<void>((resolve) => (gate.arrive = resolve)).then(load));
  return {
    ...actual,
    gate,
    lazyModule: (load: () => Promise<unknown>): LazyModule<unknown> => {
      const entry = { load, current: gated(load) };
      modules.push(entry);
      return {
        start: () => entry.current.start(),
        preload: () => entry.current.preload(),
        loaded: () => entry.current.loaded(),
        failed: () => entry.current.failed(),
        subscribe: (listener) => entry.current.subscribe(listener),
      };
    },
  };
});

const { gate } = jest.requireMock<{ gate: Gate }>('../../../src/shared/lazyModule');

function avatarButton(container: HTMLElement) {
  const bar = container.querySelector<HTMLElement>('[data-layout="desktop"]');
  if (!bar) throw new Error('no desktop layout');
  return within(bar).getByRole('button', { name: 'Account menu' });
}

async function chunkArrives() {
  await act(async () => {
    gate.arrive();
  });
}

describe('Header account menu before its Radix code has arrived (desktop, signed in)', () => {
  beforeEach(() => {
    mockViewport(1280);
    gate.freshPage();
  });

  const setup = () => renderWithChrome(<Header navigationData={makeRawNavigationData()} user={{ firstName: 'Ann' }} />);

  it('should keep a menu opened by hover open when the avatar is then clicked, and show it once the code is there', async () => {
    const { container, user } = setup();
    await user.hover(avatarButton(container));
    // Press and release as separate steps, as a real mouse (and Playwright) delivers them.
    await user.pointer({ keys: '[MouseLeft>]', target: avatarButton(container) });
    await user.pointer({ keys: '[/MouseLeft]', target: avatarButton(container) });
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'true');
    await chunkArrives();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'true');
  });

  it('should keep it open when the code arrives between the press and the release', async () => {
    const { container, user } = setup();
    await user.hover(avatarButton(container));
    await user.pointer({ keys: '[MouseLeft>]', target: avatarButton(container) });
    await chunkArrives();
    await user.pointer({ keys: '[/MouseLeft]', target: avatarButton(container) });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('should open on a touch tap, and close on the next, before the code is there', async () => {
    const { container, user } = setup();
    await user.pointer([{ keys: '[TouchA]', target: avatarButton(container) }]);
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'true');
    await user.pointer([{ keys: '[TouchA]', target: avatarButton(container) }]);
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'false');
  });

  it('should open with Enter and with ArrowDown before the code is there', async () => {
    const { container, user } = setup();
    act(() => avatarButton(container).focus());
    await user.keyboard('{Enter}');
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(avatarButton(container)).toHaveAttribute('aria-expanded', 'true');
    await chunkArrives();
    // As with the code loaded first: the open menu takes focus.
    expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement);
  });
});
