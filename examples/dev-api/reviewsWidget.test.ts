/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { startTestApi, type TestApi } from './startTestApi';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.api.close());
beforeEach(() => t.api.state.reset());

/** Runs the served script in a page and returns the page's window. */
async function runScript(query = '') {
  const res = await t.call(`/assets/reviews-widget.js${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
  const dom = new JSDOM('<div id="w" data-locale="en-US"></div><div id="nl" data-locale="nl-NL"></div>', {
    runScripts: 'outside-only',
  });
  dom.window.eval(await res.text());
  return dom.window as unknown as Window & Record<string, { loadFromElement(el: Element): void } | undefined>;
}

describe('given the stand-in reviews widget script', () => {
  it('should define the vendor global whose loadFromElement draws the badge', async () => {
    const win = await runScript();
    const element = win.document.getElementById('w')!;
    win.Trustpilot!.loadFromElement(element);
    expect(element.textContent).toBe('★4.8 · 12,345 reviews');
    const nl = win.document.getElementById('nl')!;
    win.Trustpilot!.loadFromElement(nl);
    expect(nl.textContent).toBe('★4.8 · 12.345 beoordelingen');
    expect(await t.json('/__inspect/requests?endpoint=reviewsWidget')).toMatchObject({
      body: [{ endpoint: 'reviewsWidget', status: 200 }],
    });
  });

  it('should define the global late, or under another name, when asked', async () => {
    const late = await runScript('?globalDelayMs=50');
    expect(late.Trustpilot).toBeUndefined();
    await new Promise((resolve) => late.setTimeout(resolve, 100));
    expect(late.Trustpilot).toBeDefined();
    const other = await runScript('?vendorGlobal=OtherVendor');
    expect(other.Trustpilot).toBeUndefined();
    expect(other.OtherVendor).toBeDefined();
  });

  it('should fail or answer an empty script on request, and refuse bad parameters', async () => {
    expect((await t.call('/assets/reviews-widget.js?__fail=500')).status).toBe(500);
    expect(await (await t.call('/assets/reviews-widget.js?__fail=empty')).text()).toBe('');
    expect((await t.call('/assets/reviews-widget.js?globalDelayMs=-1')).status).toBe(400);
    expect((await t.call('/assets/reviews-widget.js?vendorGlobal=a.b')).status).toBe(400);
  });
});
