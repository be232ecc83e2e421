/** @jest-config-loader esbuild-register */
import { existsSync } from 'node:fs';
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['src', 'skins', 'testing', 'examples', 'docs', 'bench', 'scripts']
    .filter((dir) => existsSync(`${__dirname}/${dir}`))
    .map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/examples/nextjs/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        // Transpile only (isolatedModules): type checking is `npm run typecheck`'s job.
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|uuid)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  // Two cores here; a lean worker count keeps runs predictable.
  maxWorkers: process.env.CI ? 2 : '50%',
};

export default config;
