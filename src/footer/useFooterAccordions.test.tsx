import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionFixture } from './__fixtures__/AccordionFixture';
import { installViewport } from './__fixtures__/viewport';

let viewport: ReturnType<typeof installViewport>;
afterEach(() => {
  viewport?.restore();
  jest.useRealTimers();
});

const toggle = (name: string) => screen.getByRole('button', { name });

describe('useFooterAccordions', () => {
  describe('given a mobile viewport (below 1024 px)', () => {
    beforeEach(() => {
      viewport = installViewport(375);
    });

    it('should render every column as a collapsed disclosure button inside its heading', () => {
      render(<AccordionFixture />);
      const button = toggle('resources');
      expect(button.closest('h2')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('data-state', 'closed');
      expect(screen.getByTestId('root')).toHaveAttribute('data-layout', 'mobile');
    });

    it('should let several link columns be open at once', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      await user.click(toggle('resources'));
      await user.click(toggle('legal'));
      expect(toggle('resources')).toHaveAttribute('aria-expanded', 'true');
      expect(toggle('legal')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('open')).toHaveTextContent('resources,legal');
    });

    it('should allow only one open item in the cities accordion', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      await user.click(toggle('Most Popular Cities'));
      await user.click(toggle('Additional Cities'));
      expect(toggle('Most Popular Cities')).toHaveAttribute('aria-expanded', 'false');
      expect(toggle('Additional Cities')).toHaveAttribute('aria-expanded', 'true');
      await user.click(toggle('Most Popular Cities'));
      expect(toggle('Additional Cities')).toHaveAttribute('aria-expanded', 'false');
    });

    it('should close an open column on a second click and work from the keyboard', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      toggle('resources').focus();
      await user.keyboard('{Enter}');
      expect(toggle('resources')).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(toggle('resources')).toHaveAttribute('aria-expanded', 'false');
    });

    it('should report changes to onOpenItemsChange with the action', async () => {
      const user = userEvent.setup();
      const onOpenItemsChange = jest.fn();
      render(<AccordionFixture onOpenItemsChange={onOpenItemsChange} />);
      expect(onOpenItemsChange).not.toHaveBeenCalled();
      await user.click(toggle('legal'));
      expect(onOpenItemsChange).toHaveBeenLastCalledWith(['legal'], { type: 'toggleClick', item: 'legal' });
    });

    it('should report to the latest onOpenItemsChange after a re-render with a new one', async () => {
      const user = userEvent.setup();
      const first = jest.fn();
      const second = jest.fn();
      const { rerender } = render(<AccordionFixture onOpenItemsChange={first} />);
      rerender(<AccordionFixture onOpenItemsChange={second} />);
      await user.click(toggle('legal'));
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenLastCalledWith(['legal'], { type: 'toggleClick', item: 'legal' });
    });

    it('given defaultOpenItems, should start with them open', () => {
      render(<AccordionFixture defaultOpenItems={['legal']} />);
      expect(toggle('legal')).toHaveAttribute('aria-expanded', 'true');
    });

    it('should hide a closed "always" panel with the hidden attribute', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      const panel = document.getElementById(toggle('Additional Cities').getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('hidden');
      await user.click(toggle('Additional Cities'));
      expect(panel).not.toHaveAttribute('hidden');
    });
  });

  describe('given a desktop viewport (1024 px and up)', () => {
    beforeEach(() => {
      viewport = installViewport(1024);
    });

    it('should make the column headings static: expanded, not focusable, and unaffected by clicks', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      const button = toggle('resources');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('tabindex', '-1');
      await user.click(button);
      expect(screen.getByTestId('open')).toHaveTextContent('');
      expect(screen.getByTestId('root')).toHaveAttribute('data-layout', 'desktop');
    });

    it('should keep the Additional Cities toggle working', async () => {
      const user = userEvent.setup();
      render(<AccordionFixture />);
      expect(toggle('Additional Cities')).not.toHaveAttribute('aria-disabled');
      await user.click(toggle('Additional Cities'));
      expect(toggle('Additional Cities')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('given the viewport crosses the breakpoint', () => {
    it('should switch the headings between disclosure and static without losing the open items', async () => {
      viewport = installViewport(375);
      const user = userEvent.setup();
      render(<AccordionFixture />);
      await user.click(toggle('legal'));
      act(() => viewport.setViewportWidth(1280));
      expect(toggle('resources')).toHaveAttribute('aria-expanded', 'true');
      expect(toggle('resources')).toHaveAttribute('aria-disabled', 'true');
      act(() => viewport.setViewportWidth(800));
      expect(toggle('resources')).toHaveAttribute('aria-expanded', 'false');
      expect(toggle('legal')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('given trackLayout: false (the CSS shows a desktop heading text instead of the toggle)', () => {
    it('should leave the toggles as disclosures on every width, without data-layout or a render for the viewport', async () => {
      viewport = installViewport(1280);
      const user = userEvent.setup();
      const onOpenItemsChange = jest.fn();
      render(<AccordionFixture trackLayout={false} onOpenItemsChange={onOpenItemsChange} />);
      const button = toggle('resources');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).not.toHaveAttribute('tabindex');
      expect(screen.getByTestId('root')).not.toHaveAttribute('data-layout');
      // Crossing the breakpoint changes nothing: the hook does not follow the viewport.
      act(() => viewport.setViewportWidth(375));
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(onOpenItemsChange).toHaveBeenCalledWith(['resources'], expect.objectContaining({ item: 'resources' }));
    });
  });

  describe('given no matchMedia', () => {
    it('should read the window width instead', () => {
      const original = window.matchMedia;
      // @ts-expect-error jsdom has no matchMedia; make sure of it for this test
      delete window.matchMedia;
      try {
        render(<AccordionFixture />);
        expect(screen.getByTestId('root')).toHaveAttribute(
          'data-layout',
          window.innerWidth >= 1024 ? 'desktop' : 'mobile',
        );
      } finally {
        window.matchMedia = original;
      }
    });
  });

  describe('animation', () => {
    beforeEach(() => {
      viewport = installViewport(375);
      jest.useFakeTimers();
    });

    it('should be enabled 300 ms after mount, not before', () => {
      render(<AccordionFixture />);
      const root = screen.getByTestId('root');
      expect(root).toHaveAttribute('data-animation', 'disabled');
      act(() => jest.advanceTimersByTime(299));
      expect(root).toHaveAttribute('data-animation', 'disabled');
      act(() => jest.advanceTimersByTime(1));
      expect(root).toHaveAttribute('data-animation', 'enabled');
    });

    it('given another delay, should use it', () => {
      render(<AccordionFixture animationDelayMs={50} />);
      act(() => jest.advanceTimersByTime(50));
      expect(screen.getByTestId('root')).toHaveAttribute('data-animation', 'enabled');
    });

    it('should leave no timer behind after unmount', () => {
      const { unmount } = render(<AccordionFixture />);
      unmount();
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('given an idPrefix, should build the ids from it', () => {
    viewport = installViewport(375);
    render(<AccordionFixture idPrefix="ft" />);
    expect(toggle('legal')).toHaveAttribute('id', 'ft-toggle-legal');
    expect(toggle('legal')).toHaveAttribute('aria-controls', 'ft-panel-legal');
  });

  it('given a user onClick that prevents default, should not toggle', async () => {
    viewport = installViewport(375);
    const { useFooterAccordions } = await import('./useFooterAccordions');
    function Custom() {
      const a = useFooterAccordions();
      return (
        <>
          <button {...a.getToggleProps({ item: 'x', onClick: (e) => e.preventDefault() })}>x</button>
          <span data-testid="open">{a.openItems.join(',')}</span>
        </>
      );
    }
    render(<Custom />);
    await userEvent.setup().click(toggle('x'));
    expect(screen.getByTestId('open')).toHaveTextContent('');
  });

  describe('given caller props (mergeProps)', () => {
    it('should run the caller onClick first, pass its ref and className, and keep ours for props passed as undefined', async () => {
      viewport = installViewport(375);
      const { useFooterAccordions } = await import('./useFooterAccordions');
      const calls: string[] = [];
      const ref = createRef<HTMLButtonElement>();
      function Custom() {
        const a = useFooterAccordions({ onOpenItemsChange: (items) => calls.push(`change:${items.join(',')}`) });
        return (
          <footer {...a.getRootProps({ 'data-layout': undefined, className: 'root' })} data-testid="root">
            <h2 {...a.getHeadingProps({ item: 'x', 'data-state': undefined, className: 'heading' })}>
              <button
                {...a.getToggleProps({
                  item: 'x',
                  id: undefined,
                  'aria-controls': undefined,
                  className: 'toggle',
                  ref,
                  onClick: () => calls.push(`click:${a.openItems.join(',')}`),
                })}
              >
                x
              </button>
            </h2>
            <ul {...a.getPanelProps({ item: 'x', id: undefined, className: 'panel' })} />
          </footer>
        );
      }
      render(<Custom />);
      const button = toggle('x');
      expect(ref.current).toBe(button);
      expect(button).toHaveClass('toggle');
      expect(button).toHaveAttribute('id', expect.stringMatching(/-toggle-x$/));
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).toHaveClass('panel');
      expect(button.closest('h2')).toHaveAttribute('data-state', 'closed');
      expect(button.closest('h2')).toHaveClass('heading');
      expect(screen.getByTestId('root')).toHaveAttribute('data-layout', 'mobile');
      expect(screen.getByTestId('root')).toHaveClass('root');

      await userEvent.setup().click(button);
      expect(calls).toEqual(['click:', 'change:x']);
      expect(button).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
