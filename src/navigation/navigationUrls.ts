import { encodeComponent, trimTrailingSlashes } from '../shared/url';

/** `{apiServer}/resource/roofline-cms/v1/navigation?variant={variant}&domain={domain}` (spec 7.5). */
export function buildNavigationUrl(
  apiServer: string,
  params: { variant?: string | undefined; domain?: string | undefined },
): string {
  const variant = encodeComponent(params.variant ?? '');
  const domain = encodeComponent(params.domain ?? '');
  return `${trimTrailingSlashes(apiServer)}/resource/roofline-cms/v1/navigation?variant=${variant}&domain=${domain}`;
}

/** `{wsEntityServer}/?r_accesskey={key}&r_username={name}` (spec 7.5). */
export function buildTokenUrl(wsEntityServer: string, params: { accessKey: string; userName: string }): string {
  const key = encodeComponent(params.accessKey);
  const name = encodeComponent(params.userName);
  return `${trimTrailingSlashes(wsEntityServer)}/?r_accesskey=${key}&r_username=${name}`;
}
