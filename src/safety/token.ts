/**
 * The `exp` claim (Unix seconds) of a JWT-shaped token, or `null` when the token is malformed or
 * carries no numeric exp. Never throws.
 */
export function getTokenExpiry(token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const json = decodeBase64Url(parts[1]);
    const payload: unknown = JSON.parse(json);
    if (payload && typeof payload === 'object' && 'exp' in payload) {
      const exp = (payload as { exp: unknown }).exp;
      return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * True when the token's exp has passed at `now` (ms), or when the token is malformed: a token that
 * cannot be read is treated as expired, never a crash.
 */
export function isTokenExpired(token: unknown, now: number): boolean {
  const exp = getTokenExpiry(token);
  return exp === null || exp * 1000 <= now;
}

function decodeBase64Url(segment: string): string {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) throw new Error('not base64url');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // UTF-8 decode without TextDecoder (absent in some test environments): percent-encode each byte.
  let encoded = '';
  for (let i = 0; i < binary.length; i++) encoded += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(encoded);
}
