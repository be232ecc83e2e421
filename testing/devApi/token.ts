/**
 * Issues and checks JWT-shaped tokens signed with a secret made per instance. Browser-safe (no
 * node:crypto): the signature is a keyed FNV-1a digest, enough for a stand-in that only has to tell
 * its own tokens from edited or foreign ones.
 */
export class TokenIssuer {
  private readonly secret = randomText(32);

  /** A token for `subject` whose exp is `ttlSeconds` from `nowMs` (negative gives an expired one). */
  issue(subject: string, ttlSeconds: number, nowMs = Date.now()): string {
    const iat = Math.floor(nowMs / 1000);
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    const payload = encode({ sub: subject, iat, exp: iat + ttlSeconds, iss: 'roofline-dev-api' });
    return `${header}.${payload}.${this.sign(`${header}.${payload}`)}`;
  }

  /** 'valid', or why the token is refused. */
  check(token: string, nowMs = Date.now()): 'valid' | 'malformed' | 'bad_signature' | 'expired' {
    const parts = token.split('.');
    if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return 'malformed';
    const [header, payload, signature] = parts as [string, string, string];
    if (this.sign(`${header}.${payload}`) !== signature) return 'bad_signature';
    let exp: unknown;
    try {
      exp = (JSON.parse(decodeBase64Url(payload)) as { exp?: unknown }).exp;
    } catch {
      return 'malformed';
    }
    if (typeof exp !== 'number') return 'malformed';
    return exp * 1000 <= nowMs ? 'expired' : 'valid';
  }

  private sign(input: string): string {
    // Four FNV-1a rounds over secret + input with different seeds: 128 bits, base64url.
    const bytes: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      let hash = (0x811c9dc5 ^ (round * 0x9e3779b9)) >>> 0;
      for (const char of `${this.secret}.${round}.${input}`) {
        hash ^= char.codePointAt(0)!;
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      bytes.push(hash >>> 24, (hash >>> 16) & 255, (hash >>> 8) & 255, hash & 255);
    }
    return toBase64Url(String.fromCharCode(...bytes));
  }
}

function randomText(length: number): string {
  const cryptoApi = (
    globalThis as { crypto?: { getRandomValues?: ((array: Uint8Array) => Uint8Array) | undefined } | undefined }
  ).crypto;
  const bytes = new Uint8Array(length);
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const toBase64Url = (binary: string) => btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** JSON with every non-ASCII character escaped, so the text is its own bytes (no TextEncoder in jsdom). */
function encode(value: unknown): string {
  const ascii = JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return toBase64Url(ascii);
}

const decodeBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));
