import type { HttpClient } from '../http/http.types';
import { isHttpError } from '../http/httpError';
import { resolveBrandFamily, type Brand, type BrandFamily } from '../brand';
import { devWarn } from '../shared';
import { encodeComponent, joinUrl } from '../shared/url';

/** Path of the profile-attributes call (spec 7.2). */
export const PROFILE_ATTRIBUTES_PATH = '/v1/profile-attributes';

/** The profile attributes the banner reads (spec 3). */
export interface ProfileAttributes {
  didSubmitSr: boolean;
  didLiteRegister: boolean;
}

/** `GET {host}/v1/profile-attributes?identifier={anonymousId}&attributes=didSubmitSr,didLiteRegister` */
export function buildProfileAttributesUrl(host: string, anonymousId: string): string {
  return `${joinUrl(host, PROFILE_ATTRIBUTES_PATH)}?identifier=${encodeComponent(anonymousId)}&attributes=didSubmitSr,didLiteRegister`;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * Asks for the visitor's profile attributes through the library's HTTP client. A status other than 200,
 * an answer that is not a JSON object, a network error or a timeout is a failure and resolves null
 * ("no profile", spec 7.2 and 8). Never throws.
 */
export async function fetchProfileAttributes(
  http: HttpClient,
  host: string,
  anonymousId: string,
  options: { signal?: AbortSignal | undefined; timeout?: number | undefined } = {},
): Promise<ProfileAttributes | null> {
  try {
    const response = await http.get(buildProfileAttributesUrl(host, anonymousId), options);
    if (response.status !== 200) {
      devWarn('Email sign-up: profile lookup non-200 response, treated as no profile.', response.status);
      return null;
    }
    const data = response.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      devWarn('Email sign-up: profile lookup answer is not a profile, treated as no profile.');
      return null;
    }
    const record = data as Record<string, unknown>;
    return { didSubmitSr: isTrue(record.didSubmitSr), didLiteRegister: isTrue(record.didLiteRegister) };
  } catch (error) {
    if (!(isHttpError(error) && error.kind === 'abort')) {
      devWarn('Email sign-up: profile lookup failed, treated as no profile.', error);
    }
    return null;
  }
}

/**
 * Visibility before any lookup (spec 4.1), by the resolved brand family (`config.brandFamily.family`):
 * only HomeAdvisor shows the banner at first.
 */
export function initialBannerVisibility(family: BrandFamily): boolean {
  return family === 'homeadvisor';
}

/**
 * Visibility after the lookup (spec 4.1), by the resolved brand family: HomeAdvisor always; otherwise
 * only when the profile has neither flag. A failed lookup (`null`) counts as neither flag set.
 */
export function bannerVisibilityAfterLookup(family: BrandFamily, profile: ProfileAttributes | null): boolean {
  if (family === 'homeadvisor') return true;
  return !profile || (!profile.didLiteRegister && !profile.didSubmitSr);
}

/** Visibility before any lookup (spec 4.1), by brand value: only HOME_ADVISOR shows the banner at first. */
export function getInitialBannerVisibility(brand: Brand | undefined): boolean {
  return initialBannerVisibility(resolveBrandFamily(brand).family);
}

/**
 * Visibility after the lookup (spec 4.1), by brand value: HOME_ADVISOR always; otherwise only when the
 * profile has neither flag. A failed lookup (`null`) counts as neither flag set.
 */
export function getBannerVisibility(brand: Brand | undefined, profile: ProfileAttributes | null): boolean {
  return bannerVisibilityAfterLookup(resolveBrandFamily(brand).family, profile);
}
