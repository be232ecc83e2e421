import { styleText } from '../../theme/sheet';

/**
 * Progressive enhancement (as GOV.UK Frontend does): without JavaScript the footer's disclosures
 * cannot toggle, so every panel is shown open and the chevrons are hidden; a footer link is then
 * always reachable. With JavaScript on, browsers ignore `<noscript>` and nothing changes.
 */
const NO_SCRIPT_CSS = [
  'footer [data-collapsible][data-state="closed"]{visibility:visible!important;grid-template-rows:1fr!important;padding-bottom:12px!important}',
  'footer [data-collapsible="always"][hidden]{display:block!important}',
  'footer [data-collapsible] [data-chevron]{display:none!important}',
].join('');

/**
 * Render inside a footer with disclosures (the global and regional footers). `nonce`: the page's CSP
 * nonce (the theme's), without which a strict `style-src` drops the rule and the panels stay closed.
 */
export function NoScriptDisclosures({ nonce }: { nonce?: string | undefined }) {
  return (
    <noscript>
      <style nonce={nonce} {...styleText(NO_SCRIPT_CSS)} />
    </noscript>
  );
}
