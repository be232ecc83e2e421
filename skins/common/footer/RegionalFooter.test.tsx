import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Footer } from '../../instapro/footer';
import { REGIONAL_DOMAINS, REGIONAL_ROUTES } from '../../../src/footer/__fixtures__/footerTables';
import { installViewport } from '../../../src/footer/__fixtures__/viewport';
import { getRegionalFooterContent } from '../../../src';
import { frCA } from '../../../src/i18n/locales';
import { SimpleFooter } from '../../instapro/footer';
import { panelOf, preventNavigation, renderFooter, withFakeTimersInEachTest } from './__fixtures__/renderFooter';

preventNavigation();
withFakeTimersInEachTest();

let viewport: ReturnType<typeof installViewport> | undefined;
afterEach(() => viewport?.restore());

const render = (domain?: string, queryString?: string) =>
  renderFooter(<Footer domain={domain} queryString={queryString} />, { skin: 'instapro' });

const hrefs = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('Instapro (regional) Footer', () => {
  describe.each(REGIONAL_DOMAINS)('given the domain %s', (domain, variant, locale) => {
    it(`should render the ${variant} variant in ${locale}`, () => {
      render(domain);
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveAttribute('data-variant', variant);
      expect(footer).toHaveAttribute('lang', locale);
    });

    it('should link every route of the spec table for its variant', () => {
      render(domain);
      const shown = hrefs();
      for (const path of REGIONAL_ROUTES[variant]) expect(shown).toContain(path);
    });

    it('should show the post-a-job banner, four columns, the directories, sister brands and the copyright to 2025', () => {
      render(domain);
      const content = getRegionalFooterContent(variant);
      const banner = screen.getByRole('region', { name: content.postAJob.title });
      expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent(content.postAJob.title);
      expect(within(banner).getByRole('link', { name: content.postAJob.cta.text })).toHaveAttribute(
        'href',
        content.postAJob.cta.href,
      );
      for (const column of content.columns) {
        const rows = within(panelOf(column.title))
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]);
        expect(rows).toEqual(column.links.map((l) => [l.text, l.href]));
      }
      for (const list of [content.cities, content.professions]) {
        expect(within(panelOf(list.title)).getAllByRole('link')).toHaveLength(list.links.length);
      }
      for (const sister of content.sisterBrands.brands) {
        expect(screen.getByText(new RegExp(`^${sister.country}\\s?:`))).toBeInTheDocument();
      }
      expect(screen.getByText(new RegExp(`© ${content.copyrightFromYear}-2025 `))).toBeInTheDocument();
    });

    it('should link the cookie settings to #cookie_settings_button and open legal links in a new tab', () => {
      render(domain);
      const content = getRegionalFooterContent(variant);
      expect(screen.getByRole('link', { name: content.cookieSettings.text })).toHaveAttribute(
        'href',
        '#cookie_settings_button',
      );
      for (const legal of content.legal) {
        const link = screen.getByRole('link', { name: legal.text });
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  });

  describe('its texts, from the catalogue mechanism', () => {
    const homestarsInFrench = { domain: 'homestars.com', locale: 'fr-CA', catalogues: [frCA] };

    it('on HomeStars in French (fr-CA), says the footer and its legal bar in French, marked fr-CA', () => {
      renderFooter(
        <>
          <Footer />
          <SimpleFooter />
        </>,
        { skin: 'instapro', config: homestarsInFrench },
      );
      const [footer, legalBar] = screen.getAllByRole('contentinfo');
      expect(footer).toHaveAttribute('lang', 'fr-CA');
      expect(legalBar).toHaveAttribute('lang', 'fr-CA');
      expect(screen.getByRole('navigation', { name: 'Pied de page' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Vous avez un projet en tête?' })).toBeInTheDocument();
      expect(within(panelOf('Métiers populaires')).getByRole('link', { name: 'Plombiers' })).toHaveAttribute(
        'href',
        '/professions/plumbers',
      );
      expect(screen.getByRole('link', { name: 'HomeStars sur Facebook' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^Télécharger dans l’\s?App Store$/ })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Paramètres des témoins' })).toHaveLength(2);
      expect(screen.getAllByText('© 2006-2025 HomeStars Inc. Tous droits réservés.')).toHaveLength(2);
      expect(footer).toHaveTextContent('États-Unis : Instapro');
    });

    it('without a French catalogue, keeps HomeStars’ own English footer, marked en-CA', () => {
      renderFooter(<Footer />, { skin: 'instapro', config: { domain: 'homestars.com', locale: 'fr-CA' } });
      expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'en-CA');
      expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Cookie settings' })).toHaveLength(1);
    });

    it('takes textOverrides of the page’s locale over the catalogue’s, and over the site’s own texts', () => {
      renderFooter(<Footer />, {
        skin: 'instapro',
        config: {
          ...homestarsInFrench,
          textOverrides: { 'fr-CA': { canadaFooter: { 'about-us': 'Qui sommes-nous' } } },
        },
      });
      expect(within(panelOf('Entreprise')).getByRole('link', { name: 'Qui sommes-nous' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Pied de page' })).toBeInTheDocument();
    });

    it('takes textOverrides on the site’s own language (a Dutch label of Werkspot’s)', () => {
      renderFooter(<Footer />, {
        skin: 'instapro',
        config: {
          domain: 'www.werkspot.nl',
          textOverrides: { 'nl-NL': { netherlandsFooter: { jobs: 'Alle klussen' } } },
        },
      });
      expect(screen.getByRole('link', { name: 'Alle klussen' })).toHaveAttribute('href', '/klussen');
      expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'nl-NL');
    });
  });

  it('given no domain, should render the US default', () => {
    render();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-variant', 'us');
    expect(screen.getByRole('link', { name: 'New York' })).toHaveAttribute('href', '/find-professionals/new-york-ny');
  });

  it('should render social icons as inline SVG and app badges without remote images', () => {
    const { container } = render('www.werkspot.nl');
    expect(screen.getByRole('link', { name: 'Werkspot op Facebook' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Download in de App Store' })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
  });

  it('should hold a trust-rating widget container for the site, replaceable by a prop', () => {
    const { unmount } = render('www.myhammer.at');
    const widget = screen.getByRole('region', { name: 'Kundenbewertungen' });
    expect(widget).toHaveAttribute('data-domain', 'www.myhammer.at');
    expect(widget).toHaveAttribute('data-locale', 'de-AT');
    unmount();
    renderFooter(<Footer domain="www.myhammer.at" trustWidget={<p>Trusted</p>} />, { skin: 'instapro' });
    expect(screen.getByText('Trusted')).toBeInTheDocument();
  });

  it('given a query string, should append it to site links only', () => {
    render('www.mybuilder.com', 'src=ft');
    expect(screen.getByRole('link', { name: 'Sign up as a tradesperson' })).toHaveAttribute(
      'href',
      '/tradesperson/register?src=ft',
    );
    expect(screen.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '#cookie_settings_button');
    expect(screen.getByRole('link', { name: 'Werkspot' })).toHaveAttribute('href', 'https://www.werkspot.nl/');
  });

  describe('given a mobile viewport', () => {
    it('should allow one directory open at a time but several link columns', async () => {
      viewport = installViewport(600);
      const { user } = render('www.travaux.com');
      const cities = screen.getByRole('button', { name: 'Trouvez des artisans près de chez vous' });
      const professions = screen.getByRole('button', { name: 'Métiers populaires' });
      await user.click(cities);
      await user.click(professions);
      expect(cities).toHaveAttribute('aria-expanded', 'false');
      expect(professions).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('button', { name: 'Particuliers' }));
      await user.click(screen.getByRole('button', { name: 'Professionnels' }));
      expect(screen.getByRole('button', { name: 'Particuliers' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Professionnels' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it("should send 'Item Clicked' for a link click, with the regional component type", async () => {
    const { user, analytics } = render('www.instapro.it');
    await user.click(screen.getByRole('link', { name: 'Milano' }));
    expect(analytics.track).toHaveBeenCalledWith(
      'Item Clicked',
      expect.objectContaining({
        label: 'Milano',
        element_key: 'cities-milano',
        component_type: 'regional_footer',
        total_objects_available: 11,
      }),
    );
  });

  it.each(['homestars.com', 'www.myhammer.de'])('given %s, should have no axe violations', async (domain) => {
    const { container } = render(domain);
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
