import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { installConsoleGuard } from './test/console';

expect.extend(toHaveNoViolations);

// Silent tests: an unexpected console.error or console.warn fails the test that caused it; a test
// that provokes one on purpose asserts it with expectConsole (test/console.ts).
installConsoleGuard();
