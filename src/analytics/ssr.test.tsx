/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import type { AnalyticsAdapter } from '../config';
import {
  analyticsAttributes,
  createSegmentAdapter,
  getCookie,
  setCookie,
  useActivityTracking,
  useItemClickTracking,
  usePageView,
  useSearchInsights,
} from './index';

describe('analytics on a server', () => {
  it('given no window or document, should import and render without touching either or sending anything', () => {
    expect(typeof window).toBe('undefined');
    const analytics: jest.Mocked<AnalyticsAdapter> = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    const loadTracker = jest.fn();
    const loadClient = jest.fn();
    function Page() {
      usePageView({ analytics });
      useActivityTracking({ collectorUrl: 'https://c.example.com', loadTracker });
      useSearchInsights({ appId: 'A', apiKey: 'K', loadClient });
      const { getContainerProps } = useItemClickTracking({ analytics });
      return (
        <footer {...getContainerProps()}>
          <a href="/about" {...analyticsAttributes({ label: 'About' })}>
            About
          </a>
        </footer>
      );
    }
    const html = renderToString(<Page />);
    expect(html).toContain('data-analytics-label="About"');
    expect(analytics.page).not.toHaveBeenCalled();
    expect(loadTracker).not.toHaveBeenCalled();
    expect(loadClient).not.toHaveBeenCalled();
    expect(getCookie('x')).toBeUndefined();
    expect(setCookie('x', 'y')).toBe(false);
    expect(() => createSegmentAdapter().track('E')).not.toThrow();
  });
});
