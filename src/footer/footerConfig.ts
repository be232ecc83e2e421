import type { Brand } from '../brand';
import type { ChromeConfig } from '../config';

/** The footer props of spec 3 that are config fields (the rest are the sign-up's own options). */
export interface FooterConfigProps {
  brand?: Brand | undefined;
  anonymousId?: string | undefined;
  /** The spec's name for `applicationName`. */
  appName?: string | undefined;
  subscriptionServiceBaseUrl?: string | undefined;
  eventGatewayBaseUrl?: string | undefined;
  landingPagesBackendHost?: string | undefined;
}

/**
 * The config a footer provides to the sign-ups inside it (a nested `ChromeProvider`): its footer
 * props of spec 3 as `ChromeConfig` fields, the brand defaulting to the footer's own. Unset fields
 * stay the outer provider's.
 *
 * @example getFooterConfig({ appName: 'web' }, 'ROOFLINE') // { brand: 'ROOFLINE', applicationName: 'web', ... }
 */
export function getFooterConfig(props: FooterConfigProps, footerBrand: Brand): ChromeConfig {
  return {
    brand: props.brand ?? footerBrand,
    anonymousId: props.anonymousId,
    applicationName: props.appName,
    subscriptionServiceBaseUrl: props.subscriptionServiceBaseUrl,
    eventGatewayBaseUrl: props.eventGatewayBaseUrl,
    landingPagesBackendHost: props.landingPagesBackendHost,
  };
}
