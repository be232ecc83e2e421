import { buildSimpleFooterLinks, formatFooterText } from './simpleFooterLinks';
import { HOME_ADVISOR_SIMPLE_TABLE, ROOFLINE_SIMPLE_TABLE } from './__fixtures__/footerTables';

describe('buildSimpleFooterLinks', () => {
  it('given ROOFLINE with the support center, should list the spec links in order, all in a new tab', () => {
    const { links, accessibilityToolsIndex } = buildSimpleFooterLinks('ROOFLINE', { showSupportCenter: true });
    expect(links.map((l) => [l.text, l.href])).toEqual(ROOFLINE_SIMPLE_TABLE);
    expect(links.every((l) => l.newTab)).toBe(true);
    expect(accessibilityToolsIndex).toBe(5);
  });

  it('given ROOFLINE without the support center, should leave it out and keep Accessibility Tools last', () => {
    const { links, accessibilityToolsIndex } = buildSimpleFooterLinks('ROOFLINE');
    expect(links.map((l) => l.text)).toEqual(['Terms of Use', 'Privacy Policy', 'California Privacy', 'Do Not Sell']);
    expect(accessibilityToolsIndex).toBe(4);
  });

  it('given HOME_ADVISOR, should list its links with Accessibility Tools before Do Not Sell, and a terms line', () => {
    const data = buildSimpleFooterLinks('HOME_ADVISOR', { showSupportCenter: true });
    const rows = [...data.links, data.termsAgreement!.link].map((l) => [l.text, l.href]);
    expect(rows).toEqual(HOME_ADVISOR_SIMPLE_TABLE);
    expect(data.accessibilityToolsIndex).toBe(2);
    expect(data.termsAgreement?.template).toContain('{terms}');
  });

  it('given HANDY, should fall back to the Roofline variant', () => {
    expect(buildSimpleFooterLinks('HANDY').brand).toBe('ROOFLINE');
  });
});

describe('formatFooterText', () => {
  it('should fill known placeholders and keep unknown ones', () => {
    expect(formatFooterText('© {years} X {other}', { years: '1995-2026' })).toBe('© 1995-2026 X {other}');
  });
});
