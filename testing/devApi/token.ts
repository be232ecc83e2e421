import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Issues and checks JWT-shaped tokens (HS256) signed with a secret made per server. */
export class TokenIssuer {
  private readonly secret = randomBytes(32);

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
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
    let exp: unknown;
    try {
      exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    } catch {
      return 'malformed';
    }
    if (typeof exp !== 'number') return 'malformed';
    return exp * 1000 <= nowMs ? 'expired' : 'valid';
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
