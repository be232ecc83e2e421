import { act, screen, within } from '@testing-library/react';
import { Header as HomeAdvisorHeader } from '../../homeadvisor';
import { Header as InstaproHeader } from '../../instapro';
import { Header as RooflineHeader } from '../../roofline';
import { makeRawNavigationData, mockViewport, renderWithChrome } from './__fixtures__/setup';

type AnyHeader = typeof RooflineHeader;

/** The text of every style rule Emotion inserted for one of the element's classes. */
function rulesFor(element: Element): string {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return [...element.classList].flatMap((cls) => rules.filter((rule) => rule.includes(`.${cls}`))).join('\n');
}

function mobileToggle(container: HTMLElement, name: string) {
  const bar = container.querySelector<HTMLElement>('[data-layout="mobile"]');
  if (!bar) throw new Error('no mobile layout');
  return within(bar).getByRole('button', { name });
}

describe('the mobile menus: closing delay and panel transition are one value (spec 4.4, 9)', () => {
  beforeEach(() => {
    mockViewport(375);
    jest.useFakeTimers();
    jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.style.overflow = '';
  });

  const render = (Header: AnyHeader, props: Partial<Parameters<AnyHeader>[0]> = {}) =>
    renderWithChrome(<Header navigationData={makeRawNavigationData()} {...props} />, {
      advanceTimers: jest.advanceTimersByTime,
    });

  it.each<[string, number, AnyHeader, Partial<Parameters<AnyHeader>[0]>]>([
    ['Roofline', 500, RooflineHeader, {}],
    ['Instapro', 500, InstaproHeader, {}],
    ['HomeAdvisor', 700, HomeAdvisorHeader, {}],
    ['Roofline with closingDelayMs 700', 700, RooflineHeader, { closingDelayMs: 700 }],
    ['HomeAdvisor with closingDelayMs 500', 500, HomeAdvisorHeader, { closingDelayMs: 500 }],
  ])(
    '%s: the slide and fade last %i ms and the closing flag clears at exactly that time',
    async (_, ms, Header, props) => {
      const { container, user } = render(Header, props);
      const toggle = mobileToggle(container, 'Open menu');
      await user.click(toggle);
      const drawer = screen.getByRole('dialog', { name: 'Menu' });
      const overlay = document.querySelector<HTMLElement>('[data-state="open"][aria-hidden="true"]');
      // The skin times its animations with the hook's value...
      for (const element of [drawer, overlay]) {
        expect(element?.style.getPropertyValue('--chrome-menu-transition')).toBe(`${ms}ms`);
        const rules = rulesFor(element as HTMLElement);
        // The exit's animation stays once the hook says closed (switching it off would cancel the exit
        // and leave Radix waiting for its end), and a closed (hidden) panel is display: none.
        expect(rules).toMatch(
          /\[data-state="closing"\],[^{]*\[data-state="closed"\] \{[^}]*\banimation: \S+ var\(--chrome-menu-transition, 500ms\)/,
        );
        expect(rules).toMatch(/\[hidden\] \{display: none;\}/);
        expect(rules).toMatch(/\[data-state="open"\] \{[^}]*\banimation: \S+ var\(--chrome-menu-transition, 500ms\)/);
      }
      // ...and the hook keeps the closing flag for exactly that long.
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(ms - 1));
      expect(toggle).toHaveAttribute('data-state', 'closing');
      act(() => jest.advanceTimersByTime(1));
      expect(toggle).toHaveAttribute('data-state', 'closed');
    },
  );

  it('should time the profile menu the same way', async () => {
    const { container, user } = render(HomeAdvisorHeader, { user: { firstName: 'Ann' } });
    const toggle = mobileToggle(container, 'Account menu');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog');
    expect(drawer.style.getPropertyValue('--chrome-menu-transition')).toBe('700ms');
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(699));
    expect(toggle).toHaveAttribute('data-state', 'closing');
    act(() => jest.advanceTimersByTime(1));
    expect(toggle).toHaveAttribute('data-state', 'closed');
  });
});
