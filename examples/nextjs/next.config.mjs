import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The example imports the BUILT package (run `npm run build` at the repo root first), exactly as a
 * consumer's app would after `npm install @roofline/chrome`.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  outputFileTracingRoot: repoRoot,
  turbopack: {
    root: repoRoot,
    resolveAlias: {
      '@roofline/chrome/skins/roofline/external-css': './dist/skins/roofline/external-css.js',
      '@roofline/chrome/skins/instapro/external-css': './dist/skins/instapro/external-css.js',
      '@roofline/chrome/skins/roofline.css': './dist/skins/roofline.css',
      '@roofline/chrome/skins/instapro.css': './dist/skins/instapro.css',
      '@roofline/chrome/skins/roofline': './dist/skins/roofline.js',
      '@roofline/chrome/skins/instapro': './dist/skins/instapro.js',
      '@roofline/chrome': './dist/index.js',
    },
  },
};

export default nextConfig;
