import { act, render } from '@testing-library/react';
import { ChromeProvider } from '../config';
import { useReviewsWidget } from '../badges';
import { appendScript, resetScriptLoadsForTests, TRUSTED_TYPES_POLICY_NAME } from './loadScript';
import { useAccessibilityWidget } from './useAccessibilityWidget';

const SCRIPT_URL = 'https://widget.example.test/widget.js';
const NONCE = 'scr1pt-n0nce';

/** A stand-in for the browser's Trusted Types: policies wrap what their rules return. */
class FakeTrustedScriptURL {
  constructor(readonly url: string) {}
  toString() {
    return this.url;
  }
}

function installTrustedTypes(createPolicy?: jest.Mock) {
  const create =
    createPolicy ??
    jest.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
      createScriptURL: (url: string) => new FakeTrustedScriptURL(rules.createScriptURL(url)),
    }));
  (globalThis as { trustedTypes?: unknown }).trustedTypes = { createPolicy: create };
  return create;
}

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  resetScriptLoadsForTests();
});

describe('appendScript', () => {
  it('should put the nonce on the script it adds', () => {
    void appendScript(SCRIPT_URL, { nonce: NONCE });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.nonce).toBe(NONCE);
    expect(scripts()[0]!.src).toBe(SCRIPT_URL);
  });

  describe('given a browser with Trusted Types', () => {
    it(`should set the address through one '${TRUSTED_TYPES_POLICY_NAME}' policy, created on the first script`, () => {
      const createPolicy = installTrustedTypes();
      expect(createPolicy).not.toHaveBeenCalled();
      const set = jest.spyOn(HTMLScriptElement.prototype, 'src', 'set');
      void appendScript(SCRIPT_URL);
      void appendScript('https://other.example.test/other.js');
      expect(createPolicy).toHaveBeenCalledTimes(1);
      expect(createPolicy).toHaveBeenCalledWith('roofline-chrome', {
        createScriptURL: expect.any(Function),
        // The skins' style text on React 18 goes through the same policy (src/shared/trustedTypesPolicy.ts).
        createHTML: expect.any(Function),
      });
      expect(set.mock.calls.map(([value]) => value)).toEqual([
        new FakeTrustedScriptURL(SCRIPT_URL),
        new FakeTrustedScriptURL('https://other.example.test/other.js'),
      ]);
      set.mockRestore();
    });

    it('should refuse an address that is not http(s), adding no script', async () => {
      installTrustedTypes();
      await expect(appendScript('javascript:alert(1)')).rejects.toThrow(TypeError);
      await expect(appendScript('data:text/javascript,alert(1)')).rejects.toThrow(TypeError);
      expect(scripts()).toHaveLength(0);
      // A relative address resolves against the page.
      void appendScript('/assets/widget.js');
      expect(scripts()).toHaveLength(1);
    });

    it('should fall back to the plain address when the page does not allow the policy name', () => {
      installTrustedTypes(
        jest.fn(() => {
          throw new TypeError('Policy "roofline-chrome" disallowed.');
        }),
      );
      void appendScript(SCRIPT_URL);
      expect(scripts()[0]!.src).toBe(SCRIPT_URL);
    });
  });

  it('should refuse an address that is not http(s) without Trusted Types too', async () => {
    await expect(appendScript('javascript:alert(1)')).rejects.toThrow(TypeError);
    expect(scripts()).toHaveLength(0);
  });
});

describe('given a nonce in the ChromeProvider config', () => {
  it("should hand it to the accessibility widget's loader", () => {
    const loadScript = jest.fn(() => new Promise<void>(() => undefined));
    function Tools() {
      const widget = useAccessibilityWidget({ scriptUrl: SCRIPT_URL, loadScript, storage: null });
      return (
        <button type="button" {...widget.getTriggerProps()}>
          Accessibility Tools
        </button>
      );
    }
    const { getByRole } = render(
      <ChromeProvider config={{ nonce: NONCE }}>
        <Tools />
      </ChromeProvider>,
    );
    act(() => getByRole('button').click());
    expect(loadScript).toHaveBeenCalledWith(SCRIPT_URL, { nonce: NONCE });
  });

  it("should hand it to the reviews widget's loader, whose default script carries it", () => {
    function Reviews() {
      const reviews = useReviewsWidget({ domain: 'www.werkspot.nl', scriptUrl: SCRIPT_URL });
      return <section {...reviews.getRootProps()}>{<div {...reviews.getContainerProps()} />}</section>;
    }
    render(
      <ChromeProvider config={{ nonce: NONCE }}>
        <Reviews />
      </ChromeProvider>,
    );
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.nonce).toBe(NONCE);
  });
});
