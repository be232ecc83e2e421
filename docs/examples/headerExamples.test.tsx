import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider } from '../../src';
import { fakeResponse } from '../../src/navigation/__fixtures__/fakeResponse';
import { makeRawNavigationData } from '../../src/navigation/__fixtures__/navigationData';
import { mockViewport } from '../../src/navigation/__fixtures__/viewport';
import { CustomHeader } from './headerCustomUi';
import { CheckoutHeader, FetchedHeader, HeaderVariants, HeaderWithData } from './headerSkin';

describe('the header docs examples', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    mockViewport(1280);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => warn.mockRestore());

  it('HeaderWithData should render the signed-in header with the data', () => {
    render(<HeaderWithData navigationData={makeRawNavigationData()} firstName="Ann" />);
    expect(screen.getAllByRole('button', { name: 'Account menu' }).length).toBeGreaterThan(0);
  });

  it('FetchedHeader should fetch with the token and show the header', async () => {
    const fetch = jest.fn().mockResolvedValue(fakeResponse(200, makeRawNavigationData()));
    render(
      <ChromeProvider config={{ fetch }}>
        <FetchedHeader token="h.eyJleHAiOjQxMDI0NDQ4MDB9.s" />
      </ChromeProvider>,
    );
    await waitFor(() => expect(screen.getByRole('banner')).toBeInTheDocument());
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer h.eyJleHAiOjQxMDI0NDQ4MDB9.s' });
  });

  it('HeaderVariants and CheckoutHeader should render', () => {
    render(<HeaderVariants navigationData={makeRawNavigationData()} />);
    expect(screen.getAllByRole('banner')).toHaveLength(3);
    const { container } = render(<CheckoutHeader />);
    expect(within(container).getAllByRole('link')).toHaveLength(1);
  });

  it('CustomHeader should toggle a panel and stay accessible', async () => {
    const user = userEvent.setup();
    const { container } = render(<CustomHeader navigationData={makeRawNavigationData()} />);
    await user.click(screen.getByRole('button', { name: 'Interior' }));
    expect(screen.getByRole('region', { name: 'Interior' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
