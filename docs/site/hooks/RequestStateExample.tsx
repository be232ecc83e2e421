import { createHttpClient, getErrorMessage, useChromeConfig, useRequestState } from '../../../src';
import { useMemo } from 'react';

/**
 * useRequestState around one real call: the profile attributes of the mock services (spec 7.2), so
 * the profileAttributes control (slow, failing) shows the loading, success and error stages.
 */
export function ProfileLoader() {
  const config = useChromeConfig();
  const api = useMemo(
    () => createHttpClient({ baseUrl: config.subscriptionServiceBaseUrl ?? '', fetch: config.fetch }),
    [config.subscriptionServiceBaseUrl, config.fetch],
  );
  const load = useRequestState<string, unknown, unknown>();
  return (
    <div>
      <button
        type="button"
        aria-busy={load.isLoading}
        onClick={() =>
          void load.run('docs-visitor', (identifier, signal) =>
            api
              .get(`/v1/profile-attributes?identifier=${identifier}&attributes=didLiteRegister`, { signal })
              .then((r) => r.data),
          )
        }
      >
        Load my profile
      </button>{' '}
      <button type="button" onClick={() => load.reset()}>
        Reset
      </button>
      <p role="status">
        {load.status}
        {load.status === 'error' ? `: ${getErrorMessage(load.error)}` : ''}
        {load.status === 'success' ? `: ${JSON.stringify(load.response)}` : ''}
      </p>
    </div>
  );
}
