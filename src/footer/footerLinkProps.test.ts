import { buildFooterLinks, getRegionalFooterContent } from './buildFooterLinks';
import { expectConsole } from '../../test/console';
import type { FooterLink } from './footer.types';
import { getFooterLinkProps } from './footerLinkProps';
import { resolveFooterLink } from './linkUrl';

describe('getFooterLinkProps', () => {
  const terms: FooterLink = { id: 'terms', text: 'Terms', href: '/terms', newTab: true };

  it('should give the sanitised anchor props with the analytics attributes', () => {
    expect(getFooterLinkProps({ ...terms }, 'legal')).toEqual({
      href: '/terms',
      target: '_blank',
      rel: 'noopener noreferrer',
      'data-analytics-label': 'Terms',
      'data-analytics-element-id': 'legal-terms',
      'data-analytics-element-key': 'terms',
    });
  });

  describe('given the same link object again (a second render of the same data)', () => {
    it('should return the same object for the same list, and its own object for another list', () => {
      const link: FooterLink = { id: 'about', text: 'About', href: '/about' };
      const first = getFooterLinkProps(link, 'company');
      expect(getFooterLinkProps(link, 'company')).toBe(first);
      const elsewhere = getFooterLinkProps(link, 'legal');
      expect(elsewhere).not.toBe(first);
      expect(elsewhere).toMatchObject({ 'data-analytics-element-id': 'legal-about' });
      expect(getFooterLinkProps(link, 'legal')).toBe(elsewhere);
    });

    it('should give a different link object with the same fields its own, equal, props', () => {
      const link: FooterLink = { id: 'jobs', text: 'Jobs', href: '/jobs' };
      const copy: FooterLink = { ...link };
      const props = getFooterLinkProps(link, 'company');
      expect(getFooterLinkProps(copy, 'company')).not.toBe(props);
      expect(getFooterLinkProps(copy, 'company')).toEqual(props);
    });

    it('should not sanitise an unsafe link again: one development warning, null both times', () => {
      expectConsole('warn', 'Dropped an unsafe link: "javascript:alert(1)"');
      const warn = jest.spyOn(console, 'warn');
      try {
        const link: FooterLink = { id: 'x', text: 'x', href: 'javascript:alert(1)' };
        expect(getFooterLinkProps(link, 'legal')).toBeNull();
        expect(getFooterLinkProps(link, 'legal')).toBeNull();
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
    });

    it('should compute again when the link was changed in place', () => {
      const link: FooterLink = { id: 'blog', text: 'Blog', href: '/blog' };
      const before = getFooterLinkProps(link, 'resources');
      link.href = '/news';
      link.newTab = true;
      const after = getFooterLinkProps(link, 'resources');
      expect(after).not.toBe(before);
      expect(after).toMatchObject({ href: '/news', target: '_blank' });
    });
  });
});

describe('resolved footer data, built twice with the same options', () => {
  it('should keep its link objects, so the second render reuses every link props object', () => {
    const options = { queryString: 'utm_source=x', baseUrl: 'https://www.roofline.com' };
    const first = buildFooterLinks('ROOFLINE', options);
    const second = buildFooterLinks('ROOFLINE', options);
    const firstLinks = first.sections.flatMap((section) => section.links);
    const secondLinks = second.sections.flatMap((section) => section.links);
    expect(secondLinks.length).toBeGreaterThan(0);
    secondLinks.forEach((link, index) => {
      expect(link).toBe(firstLinks[index]);
      expect(getFooterLinkProps(link, 'list')).toBe(getFooterLinkProps(firstLinks[index]!, 'list'));
    });
    expect(second.browseByState).toBe(first.browseByState);
  });

  it('should resolve again, to the new href, when the options change', () => {
    const first = getRegionalFooterContent('netherlands', { queryString: 'a=1' });
    const second = getRegionalFooterContent('netherlands', { queryString: 'a=2' });
    expect(second.postAJob.cta).not.toBe(first.postAJob.cta);
    expect(second.postAJob.cta.href).toBe('/vind-een-dienst?a=2');
    expect(getFooterLinkProps(second.postAJob.cta)).toMatchObject({ href: '/vind-een-dienst?a=2' });
    // And back: the same href as before, a fresh resolution (one entry per link).
    expect(getRegionalFooterContent('netherlands', { queryString: 'a=1' }).postAJob.cta.href).toBe(
      '/vind-een-dienst?a=1',
    );
  });

  it('should resolve again when the source link was changed in place', () => {
    const source: FooterLink = { id: 'help', text: 'Help', href: '/help' };
    const first = resolveFooterLink(source, { queryString: 'q=1' });
    expect(resolveFooterLink(source, { queryString: 'q=1' })).toBe(first);
    source.text = 'Support';
    const second = resolveFooterLink(source, { queryString: 'q=1' });
    expect(second).not.toBe(first);
    expect(second).toEqual({ id: 'help', text: 'Support', href: '/help?q=1' });
  });
});
