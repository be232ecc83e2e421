import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChromeProvider, type ChromeConfig } from '../../../src';
import { defineCatalogue } from '../../../src/i18n/catalogue';
import { esUS, frFR } from '../../../src/i18n/locales';
import { ThemeProvider } from '../../instapro/ThemeProvider';
import { ProviderBadges } from './ProviderBadges';

function renderBadges(props: Parameters<typeof ProviderBadges>[0]) {
  const user = userEvent.setup();
  const utils = render(
    <ThemeProvider>
      <p>Outside</p>
      <ProviderBadges {...props} />
    </ThemeProvider>,
  );
  return { user, ...utils };
}

describe('ProviderBadges', () => {
  it('should show every earned badge, Certified at an average of 3.0 with one review', () => {
    renderBadges({
      provider: { hasSuperServiceAward: true, isBackgroundChecked: true, averageRating: 3.0, reviewCount: 1 },
    });
    const list = screen.getByRole('list', { name: 'Provider badges' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    for (const name of ['Super Service Award', 'Background Checked', 'Certified']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('should not show Certified without reviews or below 3.0', () => {
    const { rerender } = renderBadges({ provider: { isBackgroundChecked: true, averageRating: 5, reviewCount: 0 } });
    expect(screen.queryByRole('button', { name: 'Certified' })).toBeNull();
    rerender(
      <ThemeProvider>
        <ProviderBadges provider={{ isBackgroundChecked: true, averageRating: 2.9, reviewCount: 40 }} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Certified' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Background Checked' })).toBeInTheDocument();
  });

  it('given no badge earned should render nothing', () => {
    renderBadges({ provider: { averageRating: 4, reviewCount: 0 } });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('should open a popover explaining the badge, close it on Escape and return focus', async () => {
    const { user, container } = renderBadges({ provider: { averageRating: 4.5, reviewCount: 12 } });
    const badge = screen.getByRole('button', { name: 'Certified' });
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    const popover = screen.getByRole('dialog', { name: 'Certified' });
    expect(popover).toHaveTextContent('Rated 3.0 stars or better');
    expect(badge).toHaveAttribute('aria-controls', popover.id);
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(badge).toHaveFocus();
  });

  it('should close the popover on a click outside', async () => {
    const { user } = renderBadges({ provider: { hasSuperServiceAward: true } });
    await user.click(screen.getByRole('button', { name: 'Super Service Award' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should take replacement texts', async () => {
    const { user } = renderBadges({
      provider: { isBackgroundChecked: true },
      texts: { backgroundChecked: { title: 'Antecedentes verificados', description: 'Explicación' } },
    });
    await user.click(screen.getByRole('button', { name: 'Antecedentes verificados' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Explicación');
  });

  describe('given the page’s catalogue', () => {
    const all = { hasSuperServiceAward: true, isBackgroundChecked: true, averageRating: 4, reviewCount: 2 };
    const renderIn = (config: ChromeConfig) =>
      render(
        <ChromeProvider config={config}>
          <ThemeProvider>
            <ProviderBadges provider={all} />
          </ThemeProvider>
        </ChromeProvider>,
      );

    it('should name and explain the badges in its language (es-US)', async () => {
      const user = userEvent.setup();
      renderIn({ domain: 'www.homeadvisor.com', locale: 'es-US', catalogues: [esUS] });
      const list = screen.getByRole('list', { name: 'Insignias del profesional' });
      expect([...list.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
        'Premio Super Service',
        'Antecedentes verificados',
        'Certificado',
      ]);
      expect(list.querySelector('[lang]')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Certificado' }));
      expect(screen.getByRole('dialog')).toHaveTextContent('al menos una opinión verificada');
    });

    it('should mark the badges English where a catalogue of another language has no badges area', () => {
      const { badges: _none, ...messages } = frFR.messages;
      const custom = defineCatalogue('fr-FR', messages);
      renderIn({ domain: 'www.travaux.com', locale: 'fr-FR', catalogues: [custom] });
      const list = screen.getByRole('list', { name: 'Badges de l’artisan' });
      expect([...list.querySelectorAll('li')].map((li) => li.getAttribute('lang'))).toEqual([
        'en-US',
        'en-US',
        'en-US',
      ]);
    });

    it('should take textOverrides of the page’s locale', () => {
      renderIn({
        domain: 'www.homeadvisor.com',
        locale: 'es-US',
        catalogues: [esUS],
        textOverrides: { 'es-US': { badges: { certifiedTitle: 'Profesional certificado' } } },
      });
      expect(screen.getByRole('button', { name: 'Profesional certificado' })).toBeInTheDocument();
    });
  });
});
