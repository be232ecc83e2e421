// A consumer's Vitest setup: jsdom, globals, the package resolved from node_modules (its ESM build).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { environment: 'jsdom', globals: true, include: ['*.spec.tsx'] },
});
