import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChromeProvider, useProviderBadges, type ChromeConfig } from '..';
import { esUS, frFR } from '../i18n/locales';
import { defineCatalogue } from '../i18n/catalogue';

const ALL = { hasSuperServiceAward: true, isBackgroundChecked: true, averageRating: 4.5, reviewCount: 12 };

function badgesIn(config: ChromeConfig, provider: Parameters<typeof useProviderBadges>[0], texts?: object) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChromeProvider config={config}>{children}</ChromeProvider>
  );
  return renderHook(() => useProviderBadges(provider, texts ? { texts } : {}), { wrapper }).result.current;
}

describe('useProviderBadges', () => {
  it('gives the badges earned in display order with the en-US texts and no lang to mark', () => {
    const { badges, label } = badgesIn({}, ALL);
    expect(label).toBe('Provider badges');
    expect(badges.map((b) => [b.id, b.title, b.lang])).toEqual([
      ['superServiceAward', 'Super Service Award', undefined],
      ['backgroundChecked', 'Background Checked', undefined],
      ['certified', 'Certified', undefined],
    ]);
  });

  it('gives none for a provider with no badge or bad data', () => {
    expect(badgesIn({}, { averageRating: 2.9, reviewCount: 4 }).badges).toEqual([]);
    expect(badgesIn({}, null).badges).toEqual([]);
  });

  it('takes the texts of the catalogue in use (es-US)', () => {
    const { badges } = badgesIn({ domain: 'www.homeadvisor.com', locale: 'es-US', catalogues: [esUS] }, ALL);
    expect(badges.map((b) => b.title)).toContain('Certificado');
    expect(badges.every((b) => b.lang === undefined)).toBe(true);
  });

  it("marks en-US on the badges a catalogue of another language leaves in English, but not on the page's own texts", () => {
    const { badges: _none, ...messages } = frFR.messages;
    const config = { domain: 'www.travaux.com', locale: 'fr-FR', catalogues: [defineCatalogue('fr-FR', messages)] };
    expect(badgesIn(config, ALL).badges.map((b) => b.lang)).toEqual(['en-US', 'en-US', 'en-US']);
    const own = badgesIn(config, ALL, { certified: { title: 'Certifié', description: 'Noté 3 ou plus.' } });
    expect(own.badges.map((b) => b.lang)).toEqual(['en-US', 'en-US', undefined]);
    expect(own.badges[2]).toMatchObject({ title: 'Certifié', description: 'Noté 3 ou plus.' });
  });
});
