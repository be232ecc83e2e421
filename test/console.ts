/**
 * Silent tests: every `console.error` and `console.warn` a test causes is either expected by the
 * test or fails it (installed by jest.setup.ts). A test that provokes a warning on purpose says so,
 * and the warning must then happen:
 *
 *   const warn = expectConsole('warn', 'Dropped an unsafe link: "javascript:alert(1)"');
 *   ...
 *   expect(warn).toHaveBeenCalledTimes(1); // optional: the spy, for finer assertions
 *
 * A test may also spy with `jest.spyOn(console, 'warn')`: it gets the guard's spy, to assert on; it
 * must not replace its implementation. `allowConsole` tolerates messages that may or may not come
 * (timing-dependent retries). Test-only: not part of any build entry (outside src/ and skins/).
 */
import { format } from 'node:util';

export type ConsoleLevel = 'error' | 'warn';

type Pattern = RegExp | string;

interface Expectation {
  level: ConsoleLevel;
  pattern: Pattern;
  required: boolean;
  matched: number;
}

type ConsoleSpy = jest.SpyInstance<void, unknown[]>;

const LEVELS: readonly ConsoleLevel[] = ['error', 'warn'];

let spies: Partial<Record<ConsoleLevel, ConsoleSpy>> = {};
let recorders: Partial<Record<ConsoleLevel, (...args: unknown[]) => void>> = {};
let calls: { level: ConsoleLevel; message: string }[] = [];
let expectations: Expectation[] = [];

function spyFor(level: ConsoleLevel): ConsoleSpy {
  const spy = spies[level];
  if (!spy) throw new Error('expectConsole/allowConsole run inside a test (the guard is installed in beforeEach)');
  return spy;
}

function matches(pattern: Pattern, message: string): boolean {
  return typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);
}

function register(level: ConsoleLevel, patterns: Pattern[], required: boolean): ConsoleSpy {
  for (const pattern of patterns) expectations.push({ level, pattern, required, matched: 0 });
  return spyFor(level);
}

/**
 * The test expects `console[level]` with a message matching each pattern (a string is matched as
 * a substring of the formatted message). Each pattern must match at least one call, or the test
 * fails. Returns the console spy for finer assertions.
 */
export function expectConsole(level: ConsoleLevel, ...patterns: [Pattern, ...Pattern[]]): ConsoleSpy {
  return register(level, patterns, true);
}

/** Tolerates `console[level]` calls matching the patterns, whether or not they happen. */
export function allowConsole(level: ConsoleLevel, ...patterns: [Pattern, ...Pattern[]]): ConsoleSpy {
  return register(level, patterns, false);
}

/** The formatted messages `console[level]` received so far in this test. */
export function consoleMessages(level: ConsoleLevel): string[] {
  spyFor(level);
  return calls.filter((call) => call.level === level).map((call) => call.message);
}

function check(): string[] {
  const problems: string[] = [];
  for (const level of LEVELS) {
    const spy = spies[level];
    if (!spy) continue;
    const current: unknown = console[level];
    const overridden = current === spy && spy.getMockImplementation() !== recorders[level];
    if (overridden || (current !== spy && jest.isMockFunction(current))) {
      problems.push(`console.${level} was replaced by the test: use expectConsole/allowConsole (test/console.ts)`);
    }
  }
  for (const { level, message } of calls) {
    const expected = expectations.filter((e) => e.level === level && matches(e.pattern, message));
    for (const e of expected) e.matched += 1;
    if (expected.length === 0) problems.push(`unexpected console.${level}:\n${message}`);
  }
  for (const e of expectations) {
    if (e.required && e.matched === 0) problems.push(`expected a console.${e.level} matching ${String(e.pattern)}`);
  }
  return problems;
}

/** Installs the guard: a spy on each level before every test, checked after it. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    expectations = [];
    calls = [];
    spies = {};
    recorders = {};
    for (const level of LEVELS) {
      const record = (...args: unknown[]): void => {
        calls.push({ level, message: format(...args) });
      };
      recorders[level] = record;
      spies[level] = jest.spyOn(console, level).mockImplementation(record) as ConsoleSpy;
    }
  });

  afterEach(() => {
    const problems = check();
    for (const spy of Object.values(spies)) spy.mockRestore();
    spies = {};
    recorders = {};
    calls = [];
    expectations = [];
    if (problems.length > 0) throw new Error(`Console guard (test/console.ts):\n\n${problems.join('\n\n')}`);
  });
}
