/**
 * Small SVG images the dev API serves at /assets/<name>.svg, standing in for the CMS's logos, icons
 * and article thumbnails. Made here so nothing is fetched from outside.
 */

function wordmark(text: string, color: string, width: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<rect x="0" y="6" width="28" height="28" rx="6" fill="${color}"/>` +
    `<path d="M6 24 L14 14 L22 24 Z" fill="#fff"/>` +
    // textLength fits the word to the image whatever font the browser picks, so it is never cut off.
    (text
      ? `<text x="36" y="27" textLength="${width - 38}" lengthAdjust="spacingAndGlyphs" ` +
        `font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${color}">${text}</text>`
      : '') +
    `</svg>`
  );
}

function icon(path: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="#1b2530" stroke-width="2" stroke-linecap="round">${path}</svg>`
  );
}

function thumbnail(color: string, shape: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
    `<rect width="160" height="100" fill="${color}"/>${shape}</svg>`
  );
}

const HOUSE =
  '<path d="M40 70 L80 35 L120 70 Z" fill="#fff" opacity="0.9"/><rect x="55" y="68" width="50" height="22" fill="#fff" opacity="0.9"/>';
const LEAF = '<ellipse cx="80" cy="50" rx="36" ry="20" fill="#fff" opacity="0.85" transform="rotate(-25 80 50)"/>';
const DROP =
  '<path d="M80 20 C95 45 105 55 105 68 A25 25 0 0 1 55 68 C55 55 65 45 80 20 Z" fill="#fff" opacity="0.85"/>';
const BOLT = '<path d="M88 15 L60 58 L78 58 L70 88 L102 42 L84 42 Z" fill="#fff" opacity="0.9"/>';

/** The wordmarks' widths (all 40 px high): the navigation data gives each logo's intrinsic size. */
export const LOGO_WIDTHS: Readonly<Record<string, number>> = {
  'roofline-logo': 150,
  'homeadvisor-logo': 180,
  'us-logo': 150,
  'canada-logo': 170,
  'uk-logo': 160,
  'netherlands-logo': 155,
  'france-logo': 175,
  'germany-logo': 165,
  'austria-logo': 165,
  'italy-logo': 150,
};
export const LOGO_HEIGHT = 40;
const logoWidth = (name: string) => LOGO_WIDTHS[name] ?? 150;

export const ASSETS: Readonly<Record<string, string>> = {
  'roofline-logo': wordmark('Roofline', '#0b5cad', logoWidth('roofline-logo')),
  'roofline-icon': wordmark('', '#0b5cad', 32),
  'homeadvisor-logo': wordmark('HomeAdvisor', '#c2410c', logoWidth('homeadvisor-logo')),
  'homeadvisor-icon': wordmark('', '#c2410c', 32),
  'instapro-logo': wordmark('Instapro', '#0f6b5c', 150),
  // The regional sites' wordmarks (the navigation of each regional domain points at its own).
  'us-logo': wordmark('Instapro', '#0f6b5c', logoWidth('us-logo')),
  'canada-logo': wordmark('HomeStars', '#0f6b5c', logoWidth('canada-logo')),
  'uk-logo': wordmark('MyBuilder', '#0f6b5c', logoWidth('uk-logo')),
  'netherlands-logo': wordmark('Werkspot', '#0f6b5c', logoWidth('netherlands-logo')),
  'france-logo': wordmark('Travaux.com', '#0f6b5c', logoWidth('france-logo')),
  'germany-logo': wordmark('MyHammer', '#0f6b5c', logoWidth('germany-logo')),
  'austria-logo': wordmark('MyHammer', '#0f6b5c', logoWidth('austria-logo')),
  'italy-logo': wordmark('Instapro', '#0f6b5c', logoWidth('italy-logo')),
  'instapro-icon': wordmark('', '#0f6b5c', 32),
  'icon-search': icon('<circle cx="10" cy="10" r="6"/><path d="M15 15 L21 21"/>'),
  'icon-sign-in': icon('<circle cx="12" cy="8" r="4"/><path d="M4 21 C4 16 8 14 12 14 C16 14 20 16 20 21"/>'),
  'icon-menu-open': icon('<path d="M4 6 H20 M4 12 H20 M4 18 H20"/>'),
  'icon-menu-close': icon('<path d="M6 6 L18 18 M18 6 L6 18"/>'),
  'article-house': thumbnail('#0b5cad', HOUSE),
  'article-garden': thumbnail('#1e6b35', LEAF),
  'article-water': thumbnail('#1d4ed8', DROP),
  'article-power': thumbnail('#9a3412', BOLT),
};
