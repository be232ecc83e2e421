import { useMemo } from 'react';
import { ChromeProvider } from '../../src';
import { devApiConfig, devApiUrl } from '../gallery/src/devApi';
import { CustomNav } from './CustomNav';
import { CustomSearch } from './CustomSearch';
import { CustomSignup } from './CustomSignup';
import './custom-ui.css';

/**
 * A page built only from the hooks of '@roofline/chrome', with its own markup and CSS and no skin:
 * the proof that the behaviour (network, state, keyboard, ARIA) lives in the hooks.
 */
export function CustomUiPage() {
  const config = useMemo(() => ({ ...devApiConfig(devApiUrl()), brand: 'ROOFLINE' as const }), []);
  const anonymousId = useMemo(() => `custom-${Math.random().toString(36).slice(2, 10)}`, []);
  return (
    <ChromeProvider config={config}>
      <div className="cu-page">
        <header className="cu-header">
          <a className="cu-logo" href="/custom-ui.html">
            Acme Home Pros
          </a>
          <CustomNav />
        </header>
        <main id="main" className="cu-main">
          <h1>Find a pro, your way</h1>
          <p className="cu-muted">Everything below is plain markup on the hooks: no skin, no Radix, no Emotion.</p>
          <section aria-labelledby="cu-search-title" className="cu-card">
            <h2 id="cu-search-title">Search</h2>
            <CustomSearch />
          </section>
          <section aria-labelledby="cu-signup-title" className="cu-card">
            <h2 id="cu-signup-title">Free cost guides</h2>
            <CustomSignup anonymousId={anonymousId} />
          </section>
          <p>
            <a href="/">Back to the gallery</a>
          </p>
        </main>
      </div>
    </ChromeProvider>
  );
}
