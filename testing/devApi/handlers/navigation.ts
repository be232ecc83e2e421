import { navigationFor } from '../data/navigation';
import { badRequest, headerValue, HttpError, type DevRequest } from '../http';
import type { HandlerContext, Reply } from './types';

/**
 * 7.5 token: GET {wsEntityServer}/?r_accesskey=&r_username= answers a JWT-shaped token as plain
 * text, valid for the configured lifetime.
 */
export function token(req: DevRequest, { tokens, state, now }: HandlerContext): Reply {
  const key = req.query.get('r_accesskey');
  const name = req.query.get('r_username');
  const missing = [!key && 'r_accesskey', !name && 'r_username'].filter(Boolean);
  if (missing.length) throw badRequest('missing_credentials', `Required: ${missing.join(', ')}.`);
  return { status: 200, text: tokens.issue(name!, state.tokenTtlSeconds, now()) };
}

const VARIANT_PATTERN = /^[A-Za-z0-9_-]{0,64}$/;

/** 7.5 GET {apiServer}/resource/roofline-cms/v1/navigation?variant=&domain= with a bearer token. */
export function navigation(req: DevRequest, { tokens, selfUrl, now }: HandlerContext): Reply {
  const authorization = headerValue(req, 'authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(authorization);
  if (!match) throw new HttpError(401, 'missing_token', 'Send Authorization: Bearer {token}.');
  const verdict = tokens.check(match[1]!, now());
  if (verdict !== 'valid') throw new HttpError(401, `token_${verdict}`, `The token is ${verdict.replace('_', ' ')}.`);

  const domain = req.query.get('domain');
  if (!domain) throw badRequest('missing_domain', 'The domain query parameter is required.');
  const variant = req.query.get('variant') ?? '';
  if (!VARIANT_PATTERN.test(variant)) throw badRequest('invalid_variant', 'The variant is not valid.');
  return { status: 200, json: navigationFor(domain, `${selfUrl}/assets`) };
}
