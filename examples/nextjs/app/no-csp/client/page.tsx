// /csp/client without the proxy (no policy, no nonce): scripts/check-next-csp.mjs's reference styles.
export { default, metadata } from '../../csp/client/page';
