import { render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import userEvent from '@testing-library/user-event';
import { ChromeProvider, type AnalyticsAdapter } from '../config';
import { analyticsAttributes } from './componentContext';
import { useItemClickTracking } from './useItemClickTracking';
import { spyWarn } from './testUtils';

afterEach(() => jest.restoreAllMocks());

function fakeAnalytics(): jest.Mocked<AnalyticsAdapter> {
  return { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
}

function Footer({ onClick, analytics }: { onClick?: React.MouseEventHandler; analytics?: AnalyticsAdapter }) {
  const { getContainerProps } = useItemClickTracking(analytics ? { analytics } : {});
  return (
    <footer {...getContainerProps({ onClick })} {...analyticsAttributes({ component_type: 'footer' })}>
      <ul {...analyticsAttributes({ total_objects_displayed: 2 })}>
        <li>
          <a href="#about" {...analyticsAttributes({ label: 'About', element_id: 'about' })}>
            <span>About</span>
          </a>
        </li>
        <li>
          <a href="#plain">Plain link</a>
        </li>
      </ul>
    </footer>
  );
}

describe('useItemClickTracking', () => {
  it('given a click inside an element with analytics attributes, should send Item Clicked with the context', async () => {
    const user = userEvent.setup();
    const analytics = fakeAnalytics();
    render(
      <ChromeProvider config={{ analytics }}>
        <Footer />
      </ChromeProvider>,
    );
    await user.click(screen.getByText('About'));
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('Item Clicked', {
      label: 'About',
      element_id: 'about',
      total_objects_displayed: 2,
      component_type: 'footer',
    });
  });

  it('given a click on an element without item attributes, should send nothing', async () => {
    const user = userEvent.setup();
    const analytics = fakeAnalytics();
    render(<Footer analytics={analytics} />);
    await user.click(screen.getByText('Plain link'));
    expect(analytics.track).not.toHaveBeenCalled();
  });

  it("should run the user's onClick first and skip tracking when it prevents the default", async () => {
    const user = userEvent.setup();
    const analytics = fakeAnalytics();
    const order: string[] = [];
    analytics.track.mockImplementation(() => void order.push('track'));
    const { rerender } = render(<Footer analytics={analytics} onClick={() => order.push('user')} />);
    await user.click(screen.getByText('About'));
    expect(order).toEqual(['user', 'track']);

    rerender(<Footer analytics={analytics} onClick={(event) => event.preventDefault()} />);
    await user.click(screen.getByText('About'));
    expect(analytics.track).toHaveBeenCalledTimes(1);
  });

  it('given an adapter that throws, should warn and let the click go on', async () => {
    expectConsole('warn', 'Analytics call failed');
    const user = userEvent.setup();
    const warnSpy = spyWarn();
    const analytics = fakeAnalytics();
    analytics.track.mockImplementation(() => {
      throw new Error('adapter down');
    });
    const userClick = jest.fn();
    render(<Footer analytics={analytics} onClick={userClick} />);
    await user.click(screen.getByText('About'));
    expect(userClick).toHaveBeenCalledTimes(1);
    expect(warnSpy).toHaveBeenCalledWith('Analytics call failed', expect.any(Error));
  });

  it('given an adapter that rejects, should warn without an unhandled rejection', async () => {
    expectConsole('warn', 'Analytics call failed');
    const user = userEvent.setup();
    const warnSpy = spyWarn();
    const analytics = fakeAnalytics();
    analytics.track.mockImplementation(() => Promise.reject(new Error('offline')));
    render(<Footer analytics={analytics} />);
    await user.click(screen.getByText('About'));
    await Promise.resolve();
    await Promise.resolve();
    expect(warnSpy).toHaveBeenCalledWith('Analytics call failed', expect.any(Error));
  });
});
