import type { HttpClient } from '../http/http.types';
import { buildTreatmentUrl } from './searchUrls';
import { fetchSplitTreatment, type FetchSplitTreatmentInput } from './splitTreatment';

interface SharedRequest {
  treatment: Promise<string>;
  controller: AbortController;
  subscribers: number;
}

// In-flight treatment requests, per HTTP client and URL. An entry lives only while its request is
// pending: a settled treatment is not cached, so a later mount asks again.
const pending = /* @__PURE__ */ new WeakMap<HttpClient, Map<string, SharedRequest>>();

/**
 * Asks for a flag's treatment (see `fetchSplitTreatment`) and calls `onTreatment` with the answer, sharing
 * one request among every caller that asks with the same client, split domain and flag while it is pending
 * (the header's desktop and mobile search bars mount together). Returns the unsubscribe function: the
 * callback is not called after it, and the request is aborted once nobody waits for it any more.
 */
export function subscribeSplitTreatment(
  { http, splitDomain, flag, timeout }: Omit<FetchSplitTreatmentInput, 'signal'>,
  onTreatment: (treatment: string) => void,
): () => void {
  const url = buildTreatmentUrl(splitDomain, flag);
  let byUrl = pending.get(http);
  if (!byUrl) pending.set(http, (byUrl = new Map()));
  const requests = byUrl;
  let request = requests.get(url);
  if (!request) {
    const controller = new AbortController();
    const shared: SharedRequest = {
      treatment: fetchSplitTreatment({ http, splitDomain, flag, timeout, signal: controller.signal }),
      controller,
      subscribers: 0,
    };
    const forget = () => {
      if (requests.get(url) === shared) requests.delete(url);
    };
    shared.treatment.then(forget, forget);
    requests.set(url, shared);
    request = shared;
  }
  const current = request;
  current.subscribers += 1;
  let subscribed = true;
  current.treatment.then(
    (treatment) => {
      if (subscribed) onTreatment(treatment);
    },
    () => undefined, // aborted: nobody waits for it any more
  );
  return () => {
    if (!subscribed) return;
    subscribed = false;
    current.subscribers -= 1;
    if (current.subscribers > 0 || requests.get(url) !== current) return;
    requests.delete(url);
    current.controller.abort();
  };
}
