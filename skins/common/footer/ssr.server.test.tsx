/** @jest-environment node */
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { AllFooters } from './__fixtures__/AllFooters';

describe('given a server render (no window, no document)', () => {
  it('should render every footer with its final markup', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<AllFooters />);
    // Global footers: links, query string, copyright from the injected now().
    expect(html).toContain('href="/nearme/?a=1"');
    expect(html).toContain('© 1995-2026 Roofline, Inc. All rights reserved.');
    expect(html).toContain('href="/c.New_York.NY.html"');
    expect(html).toContain('© 1999-2026 HomeAdvisor, Inc. All rights reserved.');
    // The columns are disclosure buttons inside headings, closed, with the desktop heading text beside
    // them (the CSS shows one per width, so no layout is tracked); the animation is not yet enabled.
    expect(html).toMatch(
      /<h2[^>]*><button[^>]*aria-expanded="false"[^>]*>.*?<\/button><span class="rc-footer-heading-text">/,
    );
    expect(html).toContain('data-animation="disabled"');
    expect(html).not.toContain('data-layout');
    // Regional footers in their languages.
    expect(html).toContain('lang="nl-NL"');
    expect(html).toContain('href="/vind-een-dienst"');
    expect(html).toContain('lang="de-AT"');
    expect(html).toContain('href="#cookie_settings_button"');
    expect(html).toContain('lang="en-US"');
    // The styles arrive as one hoisted block ahead of the markup (static classes, no Emotion runtime);
    // React 18 hoists nothing, so there each footer brings its sheets where it stands.
    // (Besides the <noscript> styles that open the disclosures without JavaScript.)
    const styles = html.replace(/<noscript>.*?<\/noscript>/g, '').match(/<style[^>]*>/g) ?? [];
    if (Number(version.split('.')[0]) >= 19) {
      expect(styles).toHaveLength(1);
      expect(html).toMatch(/^<style data-precedence="roofline-chrome" data-href="rc-theme rc-footer[^"]*">/);
    } else {
      expect(styles.length).toBeGreaterThanOrEqual(7);
      expect(styles.every((style) => /^<style href="rc-[a-z-]+" precedence="roofline-chrome">$/.test(style))).toBe(
        true,
      );
    }
    expect(html).not.toContain('data-emotion');
  });
});
