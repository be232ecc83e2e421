/**
 * A unique id for one request: `crypto.randomUUID()` when the platform has it, else an RFC 4122
 * version 4 id built from `crypto.getRandomValues`, else (very old engines) from `Math.random`
 * mixed with the time. Never throws.
 */
export function createRequestId(): string {
  const cryptoApi = (globalThis as { crypto?: Partial<Crypto> | undefined }).crypto;
  try {
    if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  } catch {
    // randomUUID exists but needs a secure context: fall through.
  }
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    const time = Date.now();
    for (let i = 0; i < bytes.length; i += 1) {
      bytes[i] = (Math.floor(Math.random() * 256) ^ (time >>> ((i % 4) * 8))) & 0xff;
    }
  }
  // Version 4 and the RFC 4122 variant.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
