/** Inline icons (no remote assets). Decorative: the controls carry the accessible names. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function MenuIcon() {
  return (
    <svg {...base}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...base}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A mega-menu trigger's chevron: one element shared by every trigger (no component per icon). */
export const chevronDownIcon = (
  <svg {...base} width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export function ChevronRightIcon() {
  return (
    <svg {...base} width={20} height={20}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <svg {...base}>
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...base}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}

/** The brand mark shown beside the brand name when the CMS gives no logo image: a roof in a tile. */
export function BrandMarkIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 28 28" aria-hidden={true} focusable={false}>
      <rect width="28" height="28" rx="6" fill="currentColor" />
      <path d="M6 18 L14 9 L22 18 Z" fill="#fff" />
    </svg>
  );
}
