import type { ChromeTheme, ChromeThemeOverrides } from './theme';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `override`'s defined values, objects merged key by key. */
function mergeValue(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isRecord(base) || !isRecord(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(override)) merged[key] = mergeValue(base[key], override[key]);
  return merged;
}

/**
 * A brand theme with overrides, as the skins' ThemeProvider merges them: every part merged key by
 * key at any depth (`{ colors: { primary } }` changes one colour and keeps the others), a part left
 * out or `undefined` keeps the brand's value, `stylesheet` is taken whole.
 */
export function mergeTheme(brandTheme: ChromeTheme, overrides?: ChromeThemeOverrides): ChromeTheme {
  if (!overrides) return brandTheme;
  const merged: Record<string, unknown> = { ...brandTheme };
  for (const [key, value] of Object.entries(overrides))
    merged[key] = key === 'stylesheet' ? value : mergeValue(merged[key], value);
  return merged as unknown as ChromeTheme;
}
