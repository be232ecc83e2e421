/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from './jest.config';

/**
 * The server render and hydration tests again on React 18.3, the lowest line of the declared peer
 * range (`npm run test:react18`). React and React DOM 18 are installed under npm aliases
 * (`react-18`, `react-dom-18`), and every import of `react` and `react-dom`, the library's and its
 * dependencies' (Radix, Downshift, Testing Library), resolves to them. Only the tests that render
 * on the server or hydrate run here: the lane is about what differs between the two Reacts there.
 */
const config: Config = {
  ...base,
  displayName: 'react 18',
  testMatch: [
    '**/*.ssr.test.ts?(x)',
    '**/ssr.*.test.ts?(x)',
    '**/ssr.test.ts?(x)',
    '**/*.server.test.ts?(x)',
    '**/*.hydrate.test.ts?(x)',
    '**/skins/theme/sheet.test.tsx',
    '**/skins/theme/sheet.hydration.test.tsx',
  ],
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/jest.react18.setup.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // A server renders with React DOM's Node build (its browser build needs TextEncoder, which
    // jsdom lacks; React 19's does not).
    '^react-dom/server$': 'react-dom-18/server.node',
    '^react$': 'react-18',
    '^react/(.*)$': 'react-18/$1',
    '^react-dom$': 'react-dom-18',
    '^react-dom/(.*)$': 'react-dom-18/$1',
  },
};

export default config;
