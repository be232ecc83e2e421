import { analyticsAttributes, getComponentContext } from './componentContext';
import { expectConsole } from '../../test/console';
import { spyWarn } from './testUtils';

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Builds a chain of `depth` nested divs under body and returns [outermost, innermost]. */
function nest(depth: number): [HTMLElement, HTMLElement] {
  const outer = document.createElement('div');
  let inner = outer;
  for (let i = 1; i < depth; i += 1) {
    const child = document.createElement('div');
    inner.appendChild(child);
    inner = child;
  }
  document.body.appendChild(outer);
  return [outer, inner];
}

function setAttributes(element: Element, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

describe('analyticsAttributes', () => {
  it('should turn every context field into its data-analytics-* attribute', () => {
    expect(
      analyticsAttributes({
        label: 'About us',
        element_id: 'about',
        element_key: 'k1',
        component_type: 'footer_link',
        preselected_count: 0,
        total_objects_available: 12,
        total_objects_displayed: 6,
        user_selected_count: 1,
      }),
    ).toEqual({
      'data-analytics-label': 'About us',
      'data-analytics-element-id': 'about',
      'data-analytics-element-key': 'k1',
      'data-analytics-component-type': 'footer_link',
      'data-analytics-preselected-count': '0',
      'data-analytics-total-objects-available': '12',
      'data-analytics-total-objects-displayed': '6',
      'data-analytics-user-selected-count': '1',
    });
  });

  it('given undefined fields and a NaN count, should leave them out', () => {
    expect(analyticsAttributes({ label: 'x', total_objects_available: Number.NaN })).toEqual({
      'data-analytics-label': 'x',
    });
  });
});

describe('getComponentContext', () => {
  it('given attributes written by analyticsAttributes, should read the same context back', () => {
    const context = {
      label: 'Careers',
      element_id: 'careers',
      component_type: 'footer_link',
      total_objects_displayed: 4,
      user_selected_count: 2,
    };
    const [el] = nest(1);
    setAttributes(el, analyticsAttributes(context));
    expect(getComponentContext(el)).toEqual(context);
  });

  it('should merge fields from ancestors, the nearest element winning', () => {
    const [outer, inner] = nest(3);
    setAttributes(outer, { 'data-analytics-component-type': 'footer', 'data-analytics-label': 'outer' });
    setAttributes(inner, { 'data-analytics-label': 'inner' });
    expect(getComponentContext(inner)).toEqual({ label: 'inner', component_type: 'footer' });
  });

  it('given an attribute 50 ancestors up, should find it', () => {
    const [outer, inner] = nest(51); // inner + 50 ancestors
    outer.setAttribute('data-analytics-component-type', 'far');
    expect(getComponentContext(inner)).toEqual({ component_type: 'far' });
  });

  it('given an attribute 51 ancestors up, should not walk that far', () => {
    const [outer, inner] = nest(52);
    outer.setAttribute('data-analytics-component-type', 'too-far');
    (outer.firstElementChild as Element).setAttribute('data-analytics-label', 'fiftieth');
    expect(getComponentContext(inner)).toEqual({ label: 'fiftieth' });
  });

  it('given an unparsable numeric attribute, should skip it with a warning and keep looking further up', () => {
    expectConsole(
      'warn',
      'Analytics attribute data-analytics-preselected-count is not a number and was skipped:',
      'Analytics attribute data-analytics-total-objects-available is not a number and was skipped: lots',
    );
    const warnSpy = spyWarn();
    const [outer, inner] = nest(2);
    setAttributes(inner, { 'data-analytics-total-objects-available': 'lots', 'data-analytics-preselected-count': '' });
    setAttributes(outer, { 'data-analytics-total-objects-available': '8' });
    expect(getComponentContext(inner)).toEqual({ total_objects_available: 8 });
    expect(warnSpy).toHaveBeenCalledTimes(2);
    const warned = warnSpy.mock.calls.map(([message, value]) => [String(message), value]);
    expect(warned).toContainEqual([expect.stringContaining('data-analytics-total-objects-available'), 'lots']);
    expect(warned).toContainEqual([expect.stringContaining('data-analytics-preselected-count'), '']);
  });

  it('given an element without analytics attributes, should return an empty context', () => {
    const [el] = nest(1);
    expect(getComponentContext(el)).toEqual({});
  });
});
