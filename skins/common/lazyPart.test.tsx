import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { lazyComponent, lazyPart } from './lazyPart';

function Drawer({ open, label }: { open: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-state={open ? 'open' : 'closed'} />;
}

function setup() {
  const load = jest.fn(() => Promise.resolve({ default: Drawer }));
  return { load, ...lazyPart<{ open: boolean; label: string }>(load) };
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
