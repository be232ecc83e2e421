import { render, screen } from '@testing-library/react';
import { MyFooter } from './footerCustomUi';
import { absolute, additional, austrianLocale, dutch, nearMe, stateDirectory } from './footerData';
import { LegalBar, RegionalPage, RooflinePage } from './footerSkins';

describe('footer examples', () => {
  it('should compute the documented values with the pure builders', () => {
    expect(nearMe).toBe('/nearme/?utm_source=footer');
    expect(stateDirectory).toBe('/clp/');
    expect(additional[0]).toBe('/c.Albuquerque.NM.html');
    expect(dutch).toBe('/vind-een-dienst');
    expect(austrianLocale).toBe('de-AT');
    expect(absolute).toBe('https://www.homeadvisor.com/c.Atlanta.GA.html');
  });

  it('should render the hooks-only footer with its single-open cities accordion', () => {
    render(<MyFooter queryString="a=1" />);
    expect(screen.getByRole('link', { name: 'Atlanta' })).toHaveAttribute('href', '/c.Atlanta.GA.html?a=1');
    expect(screen.getByRole('button', { name: 'Additional Cities' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('should render the skin examples', () => {
    const { unmount } = render(<RooflinePage />);
    expect(screen.getByRole('link', { name: 'Services near me' })).toHaveAttribute(
      'href',
      '/nearme/?utm_source=footer',
    );
    unmount();
    render(<RegionalPage domain="www.travaux.com" />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'fr-FR');
    render(<LegalBar />);
    expect(screen.getByRole('link', { name: 'Support Center' })).toHaveAttribute('target', '_blank');
  });
});
