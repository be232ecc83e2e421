import { act, render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { nlNL } from '../i18n/locales';
import { ChromeProvider, useReviewsWidget, type UseReviewsWidgetOptions } from '../index';

const GLOBAL = 'FakeReviewsVendor';
let urlCount = 0;
/** A fresh script URL per test: the default loader remembers every URL for the page's lifetime. */
const nextUrl = () => `https://reviews.example.test/loader-${++urlCount}.js`;

function Widget({ testId = 'widget', ...options }: UseReviewsWidgetOptions & { testId?: string }) {
  const reviews = useReviewsWidget({ vendorGlobal: GLOBAL, ...options });
  if (!reviews.widget) return null;
  return (
    <section aria-label="Customer reviews" data-testid={testId} {...reviews.getRootProps()}>
      <div data-testid={`${testId}-container`} {...reviews.getContainerProps()} />
      {reviews.showFallback && reviews.fallback ? (
        <a {...reviews.getFallbackLinkProps()}>{reviews.fallback.text}</a>
      ) : null}
      <output data-testid={`${testId}-status`}>{reviews.status}</output>
    </section>
  );
}

/** Defines the vendor's global as its script would: it renders a badge into the element. */
function defineVendor() {
  const loadFromElement = jest.fn((element: HTMLElement) => {
    element.textContent = '★ 4.8 · 12,345 reviews';
  });
  (globalThis as Record<string, unknown>)[GLOBAL] = { loadFromElement };
  return loadFromElement;
}

const scripts = (url: string) => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`));
const status = (testId = 'widget') => screen.getByTestId(`${testId}-status`).textContent;
const fallbackLink = () => screen.queryByRole('link', { name: 'Read our customer reviews' });
// Lets the script's settled promise run its callbacks.
const flush = () => act(async () => undefined);
async function fire(script: HTMLScriptElement | undefined, type: 'load' | 'error') {
  await act(async () => {
    script!.dispatchEvent(new Event(type));
  });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn');
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
  delete (globalThis as Record<string, unknown>)[GLOBAL];
  document.head.innerHTML = '';
});

describe('useReviewsWidget', () => {
  describe('given a script URL and a vendor global that is there once the script ran', () => {
    it('should add the script, ask the vendor to render into the container, then hide the fallback', async () => {
      const url = nextUrl();
      render(
        <ChromeProvider config={{ catalogues: [nlNL] }}>
          <Widget domain="www.werkspot.nl" locale="nl-NL" scriptUrl={url} />
        </ChromeProvider>,
      );
      expect(status()).toBe('loading');
      expect(screen.getByTestId('widget')).toHaveAttribute('aria-busy', 'true');
      // Before the vendor has rendered, the fallback link shows (in the site's language, its catalogue's).
      expect(screen.getByRole('link', { name: 'Lees onze klantbeoordelingen' })).toHaveAttribute(
        'href',
        'https://www.trustpilot.com/review/www.werkspot.nl',
      );
      expect(scripts(url)).toHaveLength(1);

      const loadFromElement = defineVendor();
      await fire(scripts(url)[0], 'load');

      expect(status()).toBe('loaded');
      const container = screen.getByTestId('widget-container');
      expect(loadFromElement).toHaveBeenCalledWith(container, true);
      expect(container).toHaveTextContent('★ 4.8 · 12,345 reviews');
      expect(container).toBeVisible();
      expect(container).toHaveAttribute('data-locale', 'nl-NL');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByTestId('widget')).toHaveAttribute('aria-busy', 'false');
    });

    it('should take the script URL from the ChromeProvider and use a custom render call', async () => {
      const url = nextUrl();
      const renderWidget = jest.fn();
      render(
        <ChromeProvider config={{ reviewsWidgetScriptUrl: url }}>
          <Widget domain="www.mybuilder.com" renderWidget={renderWidget} />
        </ChromeProvider>,
      );
      (globalThis as Record<string, unknown>)[GLOBAL] = { custom: true };
      await fire(scripts(url)[0], 'load');
      expect(renderWidget).toHaveBeenCalledWith(
        { custom: true },
        screen.getByTestId('widget-container'),
        expect.objectContaining({ domain: 'www.mybuilder.com', locale: 'en-US' }),
      );
      expect(status()).toBe('loaded');
    });
  });

  describe('given the vendor global comes late', () => {
    it('should retry once after exactly 1 s and then render', async () => {
      const url = nextUrl();
      render(<Widget domain="www.mybuilder.com" scriptUrl={url} />);
      await fire(scripts(url)[0], 'load');
      expect(status()).toBe('loading');

      const loadFromElement = defineVendor();
      act(() => jest.advanceTimersByTime(999));
      expect(loadFromElement).not.toHaveBeenCalled();
      expect(status()).toBe('loading');
      act(() => jest.advanceTimersByTime(1));
      expect(loadFromElement).toHaveBeenCalledTimes(1);
      expect(status()).toBe('loaded');
      expect(fallbackLink()).not.toBeInTheDocument();
    });
  });

  describe('given the vendor global never comes', () => {
    it('should fail after the one retry and keep the fallback link', async () => {
      expectConsole('warn', 'Reviews widget: the global FakeReviewsVendor is still missing after a retry');
      const url = nextUrl();
      const onStatusChange = jest.fn();
      render(<Widget domain="www.mybuilder.com" scriptUrl={url} onStatusChange={onStatusChange} />);
      await fire(scripts(url)[0], 'load');
      act(() => jest.advanceTimersByTime(1000));
      expect(status()).toBe('failed');
      expect(fallbackLink()).toHaveAttribute('href', 'https://www.trustpilot.com/review/www.mybuilder.com');
      expect(screen.getByTestId('widget-container')).not.toBeVisible();
      expect(onStatusChange.mock.calls).toEqual([['loading'], ['failed']]);
      // No second retry.
      act(() => jest.advanceTimersByTime(10_000));
      expect(status()).toBe('failed');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${GLOBAL} is still missing`));
    });
  });

  describe('given the vendor throws while rendering', () => {
    it('should fail and show the fallback link', async () => {
      expectConsole('warn', 'Reviews widget: the vendor could not render the widget');
      const url = nextUrl();
      (globalThis as Record<string, unknown>)[GLOBAL] = {
        loadFromElement() {
          throw new Error('boom');
        },
      };
      render(<Widget domain="www.mybuilder.com" scriptUrl={url} />);
      await fire(scripts(url)[0], 'load');
      expect(status()).toBe('failed');
      expect(fallbackLink()).toBeInTheDocument();
    });
  });

  describe('given the script cannot load', () => {
    it('should fail on the error event and show the fallback link', async () => {
      expectConsole('warn', 'Reviews widget: could not load https://reviews.example.test/loader-6.js');
      const url = nextUrl();
      defineVendor();
      render(<Widget domain="www.mybuilder.com" scriptUrl={url} />);
      await fire(scripts(url)[0], 'error');
      expect(status()).toBe('failed');
      expect(fallbackLink()).toBeInTheDocument();
      expect(screen.getByTestId('widget')).toHaveAttribute('data-status', 'failed');
    });

    it('should fail when an injected loader rejects', async () => {
      expectConsole('warn', 'Reviews widget: could not load /reviews.js');
      const loadScript = jest.fn(() => Promise.reject(new Error('offline')));
      render(<Widget domain="www.mybuilder.com" scriptUrl="/reviews.js" loadScript={loadScript} />);
      await flush();
      expect(loadScript).toHaveBeenCalledWith('/reviews.js');
      expect(status()).toBe('failed');
      expect(fallbackLink()).toBeInTheDocument();
    });
  });

  describe('given no script URL', () => {
    it('should load nothing and show the fallback link', async () => {
      const loadScript = jest.fn(() => Promise.resolve());
      render(<Widget domain="www.mybuilder.com" loadScript={loadScript} />);
      await flush();
      act(() => jest.advanceTimersByTime(5000));
      expect(loadScript).not.toHaveBeenCalled();
      expect(document.head.querySelector('script')).toBeNull();
      expect(status()).toBe('idle');
      expect(fallbackLink()).toBeInTheDocument();
    });

    it('should not load a javascript: URL', async () => {
      const loadScript = jest.fn(() => Promise.resolve());
      render(<Widget domain="www.mybuilder.com" scriptUrl="javascript:alert(1)" loadScript={loadScript} />);
      await flush();
      expect(loadScript).not.toHaveBeenCalled();
      expect(fallbackLink()).toBeInTheDocument();
    });
  });

  describe('given two widgets on the page', () => {
    it('should add one script and render both', async () => {
      const url = nextUrl();
      render(
        <>
          <Widget testId="header" domain="www.mybuilder.com" scriptUrl={url} />
          <Widget testId="footer" domain="www.mybuilder.com" scriptUrl={url} />
        </>,
      );
      expect(scripts(url)).toHaveLength(1);
      const loadFromElement = defineVendor();
      await fire(scripts(url)[0], 'load');
      expect(loadFromElement).toHaveBeenCalledTimes(2);
      expect(status('header')).toBe('loaded');
      expect(status('footer')).toBe('loaded');
    });
  });

  describe('given a main-brand domain', () => {
    it('should neither load nor offer a widget', async () => {
      const loadScript = jest.fn(() => Promise.resolve());
      const { container } = render(<Widget domain="www.roofline.com" scriptUrl={nextUrl()} loadScript={loadScript} />);
      await flush();
      expect(loadScript).not.toHaveBeenCalled();
      expect(container).toBeEmptyDOMElement();
    });
  });

  it('should use a reviews page template and a fallback text when given', () => {
    render(
      <Widget
        domain="www.myhammer.de"
        locale="de-DE"
        reviewsPageUrl="https://reviews.example.test/{locale}/{domain}"
        fallbackText="Bewertungen ansehen"
      />,
    );
    expect(screen.getByRole('link', { name: 'Bewertungen ansehen' })).toHaveAttribute(
      'href',
      'https://reviews.example.test/de-DE/www.myhammer.de',
    );
  });
});
