import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The gallery (index.html) and the hooks-only custom UI (custom-ui.html), served from the library's
 * sources: '@roofline/chrome' and its skin entries resolve to src/ and skins/, so edits show at once.
 * The pages call the dev API directly (CORS with credentials) at VITE_DEV_API_URL.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@roofline\/chrome\/skins\/([a-z]+)$/, replacement: here('../../skins/$1/index.ts') },
      { find: /^@roofline\/chrome$/, replacement: here('../../src/index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // GALLERY_DIST: another folder, so two browser runs on one machine do not overwrite each other.
    outDir: process.env.GALLERY_DIST ?? here('dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: { gallery: here('index.html'), customUi: here('custom-ui.html') },
    },
  },
});
