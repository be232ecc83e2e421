import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { expectConsole } from '../../test/console';
import type { ReactNode } from 'react';
import { ChromeProvider, type ChromeConfig } from '../config';
import { useAccessibilityTools } from './useAccessibilityTools';
import { useGlobalFooter } from './useGlobalFooter';
import { useRegionalFooter } from './useRegionalFooter';
import { useSimpleFooter } from './useSimpleFooter';

const NOW = Date.UTC(2027, 2, 1);
const analytics = () => ({ track: jest.fn(), page: jest.fn(), identify: jest.fn() });

function wrapper(config: ChromeConfig) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ChromeProvider config={{ now: () => NOW, storage: null, ...config }}>{children}</ChromeProvider>;
  };
}

describe('useGlobalFooter', () => {
  it('given a HOME_ADVISOR provider and no brand option, should give the HomeAdvisor footer', () => {
    const { result } = renderHook(() => useGlobalFooter(), { wrapper: wrapper({ brand: 'HOME_ADVISOR' }) });
    expect(result.current.content.brand).toBe('HOME_ADVISOR');
    expect(result.current.copyrightText).toBe('© 1999-2027 HomeAdvisor, Inc. All rights reserved.');
  });

  it('given a HANDY provider, should fall back to the Roofline footer', () => {
    const { result } = renderHook(() => useGlobalFooter(), { wrapper: wrapper({ brand: 'HANDY' }) });
    expect(result.current.content.brand).toBe('ROOFLINE');
    expect(result.current.copyright).toEqual({ from: 1995, to: 2027, text: '1995-2027' });
  });

  it('given a now option, should win over the provider', () => {
    const { result } = renderHook(() => useGlobalFooter({ now: () => Date.UTC(2030, 0, 1) }), {
      wrapper: wrapper({}),
    });
    expect(result.current.copyright.to).toBe(2030);
  });

  it('should return null link props for an unsafe href, so no link is rendered', () => {
    expectConsole('warn', 'Dropped an unsafe link: "javascript:alert(1)"');
    const { result } = renderHook(() => useGlobalFooter(), { wrapper: wrapper({}) });
    const warn = jest.spyOn(console, 'warn');
    expect(result.current.getLinkProps({ id: 'x', text: 'x', href: 'javascript:alert(1)' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped an unsafe link'));
    warn.mockRestore();
  });

  it("given a footer onClick that prevents default, should skip the 'Item Clicked' event", () => {
    const track = analytics();
    function Footer({ prevent }: { prevent: boolean }) {
      const footer = useGlobalFooter();
      const link = footer.content.sections[0]!.links[0]!;
      return (
        <footer {...footer.getFooterProps({ onClick: (e: React.MouseEvent) => prevent && e.preventDefault() })}>
          <a {...footer.getLinkProps(link, 'homeowner-services')}>{link.text}</a>
        </footer>
      );
    }
    const { rerender } = render(<Footer prevent />, { wrapper: wrapper({ analytics: track }) });
    fireEvent.click(screen.getByRole('link'));
    expect(track.track).not.toHaveBeenCalled();
    rerender(<Footer prevent={false} />);
    // jsdom cannot navigate: the document cancels the link's navigation once the footer has seen
    // the click (a listener on the document runs after React's, which sit on the root).
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    try {
      fireEvent.click(screen.getByRole('link'));
    } finally {
      document.removeEventListener('click', stayOnPage);
    }
    expect(track.track).toHaveBeenCalledWith(
      'Item Clicked',
      expect.objectContaining({ label: 'Find local businesses', component_type: 'global_footer' }),
    );
  });
});

describe('useRegionalFooter', () => {
  it('should pick the variant from the domain and end the copyright in 2025 whatever now is', () => {
    const { result } = renderHook(() => useRegionalFooter({ domain: 'homestars.com' }), { wrapper: wrapper({}) });
    expect(result.current.variant).toBe('canada');
    expect(result.current.copyrightText).toBe('© 2006-2025 HomeStars Inc. All rights reserved.');
  });
});

describe('useSimpleFooter', () => {
  it('given the provider brand, should pick the variant and place Accessibility Tools per the spec', () => {
    const { result } = renderHook(() => useSimpleFooter(), { wrapper: wrapper({ brand: 'HOME_ADVISOR' }) });
    expect(result.current.items.map((i) => (i.kind === 'link' ? i.link.text : i.text))).toEqual([
      'Privacy Policy',
      'California Privacy',
      'Accessibility Tools',
      'Do Not Sell or Share My Personal Information',
    ]);
    expect(result.current.termsAgreement).toMatchObject({
      before: 'By using this site, you agree to our ',
      after: '.',
    });
    expect(result.current.copyrightPosition).toBe('end');
  });

  it('given no Accessibility Tools, should leave the entry out', () => {
    const { result } = renderHook(() => useSimpleFooter({ showAccessibilityTools: false }), {
      wrapper: wrapper({}),
    });
    expect(result.current.items.some((i) => i.kind === 'accessibilityTools')).toBe(false);
    expect(result.current.termsAgreement).toBeNull();
  });
});

describe('useAccessibilityTools', () => {
  it("should report the widget's status: idle, loading after a click, failed when its script does not load", async () => {
    expectConsole('warn', 'Accessibility widget script failed to load');
    let failLoad!: (error: Error) => void;
    const loadScript = jest.fn(() => new Promise<void>((_resolve, reject) => (failLoad = reject)));
    const warn = jest.spyOn(console, 'warn');
    function Tools() {
      const tools = useAccessibilityTools('Accessibility Tools', {
        scriptUrl: 'https://a11y.example.com/w.js',
        loadScript,
      });
      return (
        <button type="button" {...tools.getAccessibilityToolsProps()} data-status={tools.accessibilityWidgetState}>
          Accessibility Tools
        </button>
      );
    }
    render(<Tools />, { wrapper: wrapper({}) });
    const button = screen.getByRole('button', { name: 'Accessibility Tools' });
    expect(button).toHaveAttribute('data-status', 'idle');
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-status', 'loading');
    await act(async () => failLoad(new Error('blocked')));
    expect(button).toHaveAttribute('data-status', 'failed');
    warn.mockRestore();
  });
});
