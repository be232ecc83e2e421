/* global module, __dirname */
/** A consumer's Jest setup: jsdom, ts-jest, the package resolved from node_modules (its CommonJS build). */
module.exports = {
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.spec.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { isolatedModules: true, tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true } },
    ],
  },
};
