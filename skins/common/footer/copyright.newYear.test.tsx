import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChromeProvider } from '../../../src';
import { installViewport } from '../../../src/footer/__fixtures__/viewport';
import { Footer as HomeAdvisorFooter } from '../../homeadvisor/footer';
import { Footer as RooflineFooter, SimpleFooter as RooflineSimpleFooter } from '../../roofline/footer';

/** The footers of a page whose injected clock reads `now()`. */
function Page({ now }: { now: () => number }) {
  return (
    <ChromeProvider config={{ now, storage: null }}>
      <RooflineFooter />
      <RooflineSimpleFooter />
      <HomeAdvisorFooter />
    </ChromeProvider>
  );
}

const copyrightLines = (root: ParentNode) =>
  [...root.querySelectorAll('p')].map((p) => p.textContent ?? '').filter((text) => text.startsWith('©'));

/**
 * Renders on the "server" at `serverNow`, hydrates at `clientNow` (the clock moves on between the
 * two) and returns the copyright lines of both, with every warning React printed.
 */
async function serverThenHydrate(serverNow: number, clientNow: number) {
  const html = renderToString(<Page now={() => serverNow} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const server = copyrightLines(container);
  const errors = jest.spyOn(console, 'error');
  const recoverable = jest.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page now={() => clientNow} />, { onRecoverableError: recoverable });
  });
  const client = copyrightLines(container);
  const problems = [...errors.mock.calls, ...recoverable.mock.calls];
  act(() => root.unmount());
  errors.mockRestore();
  container.remove();
  return { server, client, problems };
}

/**
 * Puts the visitor in `timeZone`: a Date's local year is read there. (Jest's sandbox cannot change
 * the process time zone, so the local-year reading is simulated with Intl, which knows every zone.)
 */
function visitorIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
  jest.spyOn(Date.prototype, 'getFullYear').mockImplementation(function (this: Date) {
    return Number(format.format(this));
  });
}

describe('the copyright year across New Year (the visitor’s local year, no hydration mismatch)', () => {
  let viewport: ReturnType<typeof installViewport>;
  beforeEach(() => {
    viewport = installViewport(1280);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    viewport.restore();
  });

  it('New York, 9 pm on Dec 31 (already 2026 in UTC): server 2026, hydrated without a warning, then 2025', async () => {
    visitorIn('America/New_York');
    const now = Date.UTC(2026, 0, 1, 2, 0, 0); // 2025-12-31 21:00 in New York
    const { server, client, problems } = await serverThenHydrate(now, now);
    expect(server).toEqual([
      '© 1995-2026 Roofline, Inc. All rights reserved.',
      expect.stringContaining('1995-2026'),
      expect.stringContaining('1999-2026'),
    ]);
    expect(problems).toEqual([]);
    expect(client).toEqual([
      '© 1995-2025 Roofline, Inc. All rights reserved.',
      expect.stringContaining('1995-2025'),
      expect.stringContaining('1999-2025'),
    ]);
  });

  it('Tokyo, 5 am on Jan 1 (still 2025 in UTC): server 2025, hydrated without a warning, then 2026', async () => {
    visitorIn('Asia/Tokyo');
    const now = Date.UTC(2025, 11, 31, 20, 0, 0); // 2026-01-01 05:00 in Tokyo
    const { server, client, problems } = await serverThenHydrate(now, now);
    expect(server[0]).toContain('1995-2025');
    expect(problems).toEqual([]);
    expect(client[0]).toContain('1995-2026');
  });

  it('New York, the clock crossing local midnight between the server render and hydration', async () => {
    visitorIn('America/New_York');
    const serverNow = Date.UTC(2026, 0, 1, 4, 59, 59, 900); // 23:59:59.900 on Dec 31 in New York
    const clientNow = Date.UTC(2026, 0, 1, 5, 0, 0, 100); // 00:00:00.100 on Jan 1
    const { server, client, problems } = await serverThenHydrate(serverNow, clientNow);
    expect(server[0]).toContain('1995-2026');
    expect(problems).toEqual([]);
    expect(client[0]).toContain('1995-2026');
  });

  it('a client-only render shows the local year', () => {
    visitorIn('America/New_York');
    const now = Date.UTC(2026, 0, 1, 2, 0, 0);
    render(<Page now={() => now} />);
    expect(screen.getAllByText('© 1995-2025 Roofline, Inc. All rights reserved.')).toHaveLength(2);
    expect(screen.getByText('© 1999-2025 HomeAdvisor, Inc. All rights reserved.')).toBeInTheDocument();
  });
});
