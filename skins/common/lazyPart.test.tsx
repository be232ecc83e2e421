import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { lazyComponent, lazyPart, PlainDialog, SLOW_PART_MS } from './lazyPart';

function Drawer({ open, label }: { open: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-state={open ? 'open' : 'closed'} />;
}

interface FallbackProps {
  open: boolean;
  label: string;
  onClose?: () => void;
}

/** The part's stand-in while its code cannot load: a native dialog with a link. */
function Plain({ label, onClose }: FallbackProps) {
  return (
    <PlainDialog aria-label={`${label} (plain)`} closeLabel="Close" onClose={onClose}>
      <a href="/all">All links</a>
    </PlainDialog>
  );
}

function setup(load = jest.fn(() => Promise.resolve({ default: Drawer }))) {
  return { load, ...lazyPart<FallbackProps>(load, Plain) };
}

/** A chunk that fails while `offline` is set, then loads. */
function flakyChunk() {
  const network = { offline: true };
  const load = jest.fn(() =>
    network.offline
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Drawer }),
  );
  return { network, ...setup(load) };
}

describe('lazyPart: a menu or dialog content loaded on first use', () => {
  afterEach(() => jest.useRealTimers());

  it('should render nothing and load nothing while closed, on the server too', () => {
    const { load, Part } = setup();
    expect(renderToString(<Part open={false} label="Menu" />)).toBe('');
    render(<Part open={false} label="Menu" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('should load once on intent, then open at once without suspending', async () => {
    const { load, Part, preload } = setup();
    preload();
    preload();
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part open label="Menu" />);
    // Synchronously there: no fallback frame after a preload.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('should load on the first open when nothing preloaded it, and keep the same element afterwards', async () => {
    const { load, Part } = setup();
    const { rerender } = render(<Part open={false} label="Menu" />);
    rerender(<Part open label="Menu" />);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(load).toHaveBeenCalledTimes(1);
    // Closing keeps it mounted (the Radix content animates out itself); the node is never replaced.
    rerender(<Part open={false} label="Menu" />);
    rerender(<Part open label="Menu" />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
  });

  it('should load when the page is idle after mount, before any intent', async () => {
    jest.useFakeTimers();
    const { load, Part } = setup();
    render(<Part open={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('when its code fails to load', () => {
    it('should never render an open part as nothing: the fallback stands in, and closes through onClose', async () => {
      const { Part } = flakyChunk();
      const onClose = jest.fn();
      const { rerender } = render(<Part open={false} label="Menu" onClose={onClose} />);
      rerender(<Part open label="Menu" onClose={onClose} />);
      const plain = await screen.findByRole('dialog', { name: 'Menu (plain)' });
      expect(plain).toHaveAttribute('open');
      expect(screen.getByRole('link', { name: 'All links' })).toHaveAttribute('href', '/all');
      fireEvent(plain, new Event('close'));
      expect(onClose).toHaveBeenCalledTimes(1);
      rerender(<Part open={false} label="Menu" onClose={onClose} />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('should load again on the next opening (a click, Enter or a tap: no hover or focus needed), and show the part once it loads', async () => {
      const { Part, load, network } = flakyChunk();
      const { rerender } = render(<Part open label="Menu" />);
      await screen.findByRole('dialog', { name: 'Menu (plain)' });
      expect(load).toHaveBeenCalledTimes(1);

      // Still offline: the next opening tries, and the fallback stays.
      rerender(<Part open={false} label="Menu" />);
      rerender(<Part open label="Menu" />);
      await act(async () => {});
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('dialog', { name: 'Menu (plain)' })).toBeInTheDocument();

      // Back online: the next opening loads the part.
      network.offline = false;
      rerender(<Part open={false} label="Menu" />);
      rerender(<Part open label="Menu" />);
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-state', 'open');
      expect(screen.queryByRole('dialog', { name: 'Menu (plain)' })).toBeNull();
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('should show the fallback when the code is slow (a hung request), and the part once the code arrives', async () => {
      jest.useFakeTimers();
      let arrive: () => void = () => undefined;
      const load = jest.fn(
        () => new Promise<{ default: typeof Drawer }>((resolve) => (arrive = () => resolve({ default: Drawer }))),
      );
      const { Part } = setup(load);
      render(<Part open label="Menu" />);
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(SLOW_PART_MS);
      });
      expect(screen.getByRole('dialog', { name: 'Menu (plain)' })).toBeInTheDocument();
      await act(async () => arrive());
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Menu (plain)' })).toBeNull();
    });
  });
});

describe('lazyComponent: a component whose code loads after hydration, with a fallback until then', () => {
  function Menu({ label }: { label: string }) {
    return <button type="button">{`${label} (loaded)`}</button>;
  }
  const fallback = <button type="button">Account (plain)</button>;

  it('should render the fallback on the server and until loaded, then the loaded component, once loaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Menu }));
    const { Component, preload } = lazyComponent<{ label: string }>(load);
    expect(renderToString(<Component fallback={fallback} label="Account" />)).toBe(
      '<button type="button">Account (plain)</button>',
    );
    render(<Component fallback={fallback} label="Account" />);
    expect(screen.getByRole('button', { name: 'Account (plain)' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => preload());
    expect(screen.getByRole('button', { name: 'Account (loaded)' })).toBeInTheDocument();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
