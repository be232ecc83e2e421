/** The gallery's ?brand= values (examples/gallery/src/brands.ts), one per skin and regional site. */
export const GALLERY_BRAND_KEYS = [
  'roofline',
  'homeadvisor',
  'us',
  'canada',
  'uk',
  'netherlands',
  'france',
  'germany',
  'austria',
  'italy',
  // The pseudo-locale: every text about 40% longer (checked for clipping and overflow, not photographed).
  'pseudo',
];
