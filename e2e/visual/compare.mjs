import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far a screenshot may drift from its baseline: pixelmatch's per-pixel colour threshold (0 to 1)
 * and the share of pixels allowed to differ. The same chromium renders the same page to the same
 * pixels, so these only absorb anti-aliasing noise; a moved or resized box is far beyond them.
 */
export const TOLERANCE = { threshold: 0.1, maxDiffRatio: 0.002 };

/**
 * Compares a screenshot with its committed baseline. Returns null when they match; otherwise a
 * sentence, and a diff image (changed pixels in red over a faded copy) is written to `diffPath`.
 * With `update`, the screenshot becomes the baseline.
 */
export async function compareWithBaseline(actual, baselinePath, diffPath, { update }) {
  const baseline = existsSync(baselinePath) ? await readFile(baselinePath) : null;
  if (update) {
    // Rewritten only when it no longer matches: a baseline within the tolerance stays as committed.
    if (baseline && differs(baseline, actual) === null) return null;
    await mkdir(dirname(baselinePath), { recursive: true });
    await writeFile(baselinePath, actual);
    return null;
  }
  if (!baseline) return 'has no baseline (run `npm run test:visual -- --update`)';
  const result = differs(baseline, actual);
  if (result === null) return null;
  await mkdir(dirname(diffPath), { recursive: true });
  if (result.diff) await writeFile(diffPath, PNG.sync.write(result.diff));
  await writeFile(diffPath.replace(/\.png$/, '.actual.png'), actual);
  return result.message;
}

/** Null when two screenshots match within the tolerance; else what differs (and a diff image). */
export function differs(baseline, actual) {
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return { message: `is ${got.width} x ${got.height} px, the baseline ${expected.width} x ${expected.height}` };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: TOLERANCE.threshold,
  });
  const ratio = changed / (got.width * got.height);
  if (ratio <= TOLERANCE.maxDiffRatio) return null;
  return { message: `differs from its baseline in ${changed} pixels (${(ratio * 100).toFixed(2)}%)`, diff };
}
