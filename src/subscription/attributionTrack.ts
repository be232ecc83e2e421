/** The `track` object of an attribution event, without the undefined fields. */
export function compactTrack(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}
