import { act, render, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import { axe } from 'jest-axe';
import type { StorageLike } from '../config';
import { appendScript, resetScriptLoadsForTests } from './loadScript';
import { ACCESSIBILITY_WIDGET_STORAGE_KEY } from './limits';
import { DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR, useAccessibilityWidget } from './useAccessibilityWidget';
import type { UseAccessibilityWidgetOptions } from './useAccessibilityWidget.types';

const SCRIPT_URL = 'https://widget.example.test/widget.js';

function fakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

function Fixture(options: UseAccessibilityWidgetOptions) {
  const widget = useAccessibilityWidget(options);
  return (
    <>
      <button type="button" {...widget.getTriggerProps()}>
        Accessibility Tools
      </button>
      <output data-testid="state">{widget.status}</output>
      <output data-testid="legacy-state">{widget.state}</output>
    </>
  );
}

/** Puts the vendor's trigger in the page, as its script would. */
function addVendorTrigger(onClick = jest.fn()) {
  const trigger = document.createElement('button');
  trigger.setAttribute('data-accessibility-widget-trigger', '');
  trigger.textContent = 'Open accessibility menu';
  trigger.addEventListener('click', onClick);
  document.body.appendChild(trigger);
  return onClick;
}

const state = () => screen.getByTestId('state').textContent;
const tools = () => screen.getByRole('button', { name: 'Accessibility Tools' });

// Lets resolved promises (the script load) run their callbacks.
const flush = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  document.querySelectorAll(DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR).forEach((el) => el.remove());
  document.head.querySelectorAll('script').forEach((el) => el.remove());
  resetScriptLoadsForTests();
});

describe('useAccessibilityWidget', () => {
  describe('given nothing remembered', () => {
    it('should stay idle and load nothing on mount', () => {
      const loadScript = jest.fn(() => Promise.resolve());
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={fakeStorage()} />);
      expect(state()).toBe('idle');
      expect(loadScript).not.toHaveBeenCalled();
    });

    it('should have no axe violations', async () => {
      jest.useRealTimers();
      const { container } = render(<Fixture scriptUrl={SCRIPT_URL} loadScript={jest.fn()} storage={fakeStorage()} />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('after clicking Accessibility Tools', () => {
    it("should remember 'yes', load the script, poll every 100 ms for the trigger and open it", async () => {
      const storage = fakeStorage();
      const loadScript = jest.fn(() => Promise.resolve());
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={storage} />);

      act(() => tools().click());
      expect(storage.data[ACCESSIBILITY_WIDGET_STORAGE_KEY]).toBe('yes');
      expect(loadScript).toHaveBeenCalledWith(SCRIPT_URL);
      expect(state()).toBe('loading');
      expect(tools()).toHaveAttribute('aria-busy', 'true');

      await flush(); // script loaded; first look finds nothing
      act(() => jest.advanceTimersByTime(200)); // polls at 0, 100 and 200 ms
      expect(state()).toBe('loading');

      const vendorClick = addVendorTrigger();
      act(() => jest.advanceTimersByTime(99));
      expect(vendorClick).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(vendorClick).toHaveBeenCalledTimes(1);
      expect(state()).toBe('ready');
      expect(screen.getByTestId('legacy-state')).toHaveTextContent('ready'); // `state`, the status's first name
      expect(tools()).toHaveAttribute('aria-busy', 'false');
    });

    it('should call the open option with the trigger instead of clicking it', async () => {
      const open = jest.fn();
      const vendorClick = addVendorTrigger();
      render(
        <Fixture scriptUrl={SCRIPT_URL} loadScript={() => Promise.resolve()} storage={fakeStorage()} open={open} />,
      );
      act(() => tools().click());
      await flush();
      expect(open).toHaveBeenCalledWith(document.querySelector(DEFAULT_ACCESSIBILITY_TRIGGER_SELECTOR));
      expect(vendorClick).not.toHaveBeenCalled();
    });

    it('given the widget is ready should open it again on the next click without reloading', async () => {
      const loadScript = jest.fn(() => Promise.resolve());
      const vendorClick = addVendorTrigger();
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={fakeStorage()} />);
      act(() => tools().click());
      await flush();
      act(() => tools().click());
      expect(loadScript).toHaveBeenCalledTimes(1);
      expect(vendorClick).toHaveBeenCalledTimes(2);
    });

    it('given the trigger never appears should give up after 50 polls with a warning', async () => {
      expectConsole('warn', 'Accessibility widget trigger not found after 50 attempts; giving up.');
      const warn = jest.spyOn(console, 'warn');
      const findTrigger = jest.fn(() => null);
      render(
        <Fixture
          scriptUrl={SCRIPT_URL}
          loadScript={() => Promise.resolve()}
          storage={fakeStorage()}
          findTrigger={findTrigger}
        />,
      );
      act(() => tools().click());
      await flush();
      act(() => jest.advanceTimersByTime(48 * 100));
      expect(state()).toBe('loading');
      act(() => jest.advanceTimersByTime(100));
      expect(findTrigger).toHaveBeenCalledTimes(50);
      expect(state()).toBe('failed');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not found after 50 attempts'));
      act(() => jest.advanceTimersByTime(10_000));
      expect(findTrigger).toHaveBeenCalledTimes(50);
      warn.mockRestore();
    });

    it('given the script fails to load should end failed with a warning, and retry on the next click', async () => {
      expectConsole('warn', 'Accessibility widget script failed to load');
      const warn = jest.spyOn(console, 'warn');
      const loadScript = jest
        .fn<Promise<void>, [string]>()
        .mockRejectedValueOnce(new Error('blocked'))
        .mockResolvedValueOnce(undefined);
      const vendorClick = addVendorTrigger();
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={fakeStorage()} />);
      act(() => tools().click());
      await flush();
      expect(state()).toBe('failed');
      expect(warn).toHaveBeenCalledWith('Accessibility widget script failed to load', expect.any(Error));
      act(() => tools().click());
      await flush();
      expect(state()).toBe('ready');
      expect(vendorClick).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('given no scriptUrl should end failed with a warning', () => {
      expectConsole('warn', 'Accessibility widget: no scriptUrl given.');
      const warn = jest.spyOn(console, 'warn');
      render(<Fixture storage={fakeStorage()} />);
      act(() => tools().click());
      expect(state()).toBe('failed');
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    });

    it('given storage throws should still load and open the widget', async () => {
      expectConsole('warn', 'Accessibility widget choice could not be stored');
      const warn = jest.spyOn(console, 'warn');
      const storage: StorageLike = {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      };
      const vendorClick = addVendorTrigger();
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={() => Promise.resolve()} storage={storage} />);
      act(() => tools().click());
      await flush();
      expect(vendorClick).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });
  });

  describe("given storage remembers 'yes' (a later visit)", () => {
    it('should load on mount and become ready without opening the widget', async () => {
      const loadScript = jest.fn(() => Promise.resolve());
      const storage = fakeStorage({ [ACCESSIBILITY_WIDGET_STORAGE_KEY]: 'yes' });
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={storage} />);
      expect(loadScript).toHaveBeenCalledWith(SCRIPT_URL);
      expect(state()).toBe('loading');
      await flush();
      const vendorClick = addVendorTrigger();
      act(() => jest.advanceTimersByTime(100));
      expect(state()).toBe('ready');
      expect(vendorClick).not.toHaveBeenCalled();
    });

    it('should honour a click made while loading by opening once the trigger appears', async () => {
      const storage = fakeStorage({ [ACCESSIBILITY_WIDGET_STORAGE_KEY]: 'yes' });
      const loadScript = jest.fn(() => Promise.resolve());
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={storage} />);
      act(() => tools().click());
      await flush();
      const vendorClick = addVendorTrigger();
      act(() => jest.advanceTimersByTime(100));
      expect(vendorClick).toHaveBeenCalledTimes(1);
      expect(loadScript).toHaveBeenCalledTimes(1);
    });

    it('given autoLoad false should not load on mount', () => {
      const loadScript = jest.fn(() => Promise.resolve());
      const storage = fakeStorage({ [ACCESSIBILITY_WIDGET_STORAGE_KEY]: 'yes' });
      render(<Fixture scriptUrl={SCRIPT_URL} loadScript={loadScript} storage={storage} autoLoad={false} />);
      expect(loadScript).not.toHaveBeenCalled();
    });

    it('given another stored value should not load on mount', () => {
      const loadScript = jest.fn(() => Promise.resolve());
      render(
        <Fixture
          scriptUrl={SCRIPT_URL}
          loadScript={loadScript}
          storage={fakeStorage({ [ACCESSIBILITY_WIDGET_STORAGE_KEY]: 'no' })}
        />,
      );
      expect(loadScript).not.toHaveBeenCalled();
    });
  });

  it('should stop polling on unmount', async () => {
    const findTrigger = jest.fn(() => null);
    const { unmount } = render(
      <Fixture
        scriptUrl={SCRIPT_URL}
        loadScript={() => Promise.resolve()}
        storage={fakeStorage()}
        findTrigger={findTrigger}
      />,
    );
    act(() => tools().click());
    await flush();
    const calls = findTrigger.mock.calls.length;
    unmount();
    jest.advanceTimersByTime(1000);
    expect(findTrigger).toHaveBeenCalledTimes(calls);
  });

  it("should run the user's onClick first and skip ours when it prevents default", () => {
    const loadScript = jest.fn(() => Promise.resolve());
    function Custom() {
      const widget = useAccessibilityWidget({ scriptUrl: SCRIPT_URL, loadScript, storage: fakeStorage() });
      return (
        <a href="#tools" {...widget.getTriggerProps({ onClick: (event) => event.preventDefault() })}>
          Accessibility Tools
        </a>
      );
    }
    render(<Custom />);
    act(() => screen.getByText('Accessibility Tools').click());
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('appendScript (the default loader)', () => {
  it('should append one async script per URL and resolve on load', async () => {
    const first = appendScript(SCRIPT_URL);
    const second = appendScript(SCRIPT_URL);
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll(`script[src="${SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('should reject on error, remove the script and retry on the next call', async () => {
    const first = appendScript(SCRIPT_URL);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Could not load');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    appendScript(SCRIPT_URL);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
