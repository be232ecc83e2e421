import { useState } from 'react';
import { GALLERY_BRANDS, findGalleryBrand } from './brands';
import { resetDevApi, setFault, setTreatments, type EndpointName } from './devApi';
import { HEADER_VARIANTS, type GalleryState, type HeaderVariantName } from './galleryState';

const FAULT_ENDPOINTS: readonly EndpointName[] = [
  'autocomplete',
  'memberCreate',
  'tracks',
  'homeAdvisorSignup',
  'profileAttributes',
  'navigation',
  'token',
  'split',
];

interface ControlsProps {
  api: string;
  state: GalleryState;
  onChange: (changes: Partial<Omit<GalleryState, 'anonymousId'>>) => void;
}

/** The gallery's own controls: brand, header variant, signed in or out, and dev API faults. */
export function Controls({ api, state, onChange }: ControlsProps) {
  const [endpoint, setEndpoint] = useState<EndpointName>('autocomplete');
  const [fail, setFail] = useState('503');
  const [delayMs, setDelayMs] = useState('0');
  const [note, setNote] = useState('');

  const apply = async () => {
    const ok = await setFault(api, {
      endpoint,
      ...(fail !== 'none' && { fail: fail === 'network' || fail === 'empty' ? fail : Number(fail) }),
      ...(Number(delayMs) > 0 && { delayMs: Number(delayMs) }),
    });
    setNote(
      ok
        ? `${endpoint}: ${fail === 'none' ? 'answers normally' : `fails with ${fail}`}${Number(delayMs) > 0 ? `, ${delayMs} ms late` : ''}`
        : 'The dev API did not answer.',
    );
  };

  return (
    <section className="controls" aria-labelledby="controls-title" lang="en">
      <h2 id="controls-title">Show</h2>
      <div className="controls-row">
        <label>
          Brand and site
          <select value={state.brand.key} onChange={(e) => onChange({ brand: findGalleryBrand(e.target.value) })}>
            {GALLERY_BRANDS.map((b) => (
              <option key={b.key} value={b.key}>
                {b.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Header variant
          <select value={state.variant} onChange={(e) => onChange({ variant: e.target.value as HeaderVariantName })}>
            {HEADER_VARIANTS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={state.signedIn} onChange={(e) => onChange({ signedIn: e.target.checked })} />
          Signed in as Pat
        </label>
      </div>
      <fieldset className="controls-row">
        <legend>Dev API behaviour</legend>
        <label>
          Endpoint
          <select value={endpoint} onChange={(e) => setEndpoint(e.target.value as EndpointName)}>
            {FAULT_ENDPOINTS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Answer
          <select value={fail} onChange={(e) => setFail(e.target.value)}>
            <option value="none">normally</option>
            {['400', '401', '403', '404', '408', '429', '500', '502', '503', '504'].map((s) => (
              <option key={s} value={s}>
                status {s}
              </option>
            ))}
            <option value="network">network error</option>
            <option value="empty">empty answer</option>
          </select>
        </label>
        <label>
          Delay (ms)
          <input
            type="number"
            min={0}
            max={60000}
            step={100}
            value={delayMs}
            onChange={(e) => setDelayMs(e.target.value)}
          />
        </label>
        <button type="button" onClick={apply}>
          Apply
        </button>
        <button
          type="button"
          onClick={async () =>
            setNote(
              (await setTreatments(api, { growth_SearchUserEntry: 'test' }))
                ? "Search treatment is now 'test'."
                : 'The dev API did not answer.',
            )
          }
        >
          Search treatment: test
        </button>
        <button
          type="button"
          onClick={async () =>
            setNote((await resetDevApi(api)) ? 'The dev API forgot everything.' : 'The dev API did not answer.')
          }
        >
          Reset dev API
        </button>
      </fieldset>
      <p role="status" className="controls-note">
        {note}
      </p>
      <p className="controls-links">
        <a href={`${api}/__inspect`}>What the dev API received</a> ·{' '}
        <a href="/custom-ui.html">Custom UI built from the hooks</a> · <a href="/account">A protected page</a>
      </p>
    </section>
  );
}
