import { vi } from 'vitest';

let expected = false;

/**
 * Declares that the running test expects the server to log an error (console.error); without it
 * any error log fails the test (tests/setup/api.ts).
 */
export function expectErrorLog(): void {
  expected = true;
}

/** True when the running test called `expectErrorLog`. */
export function errorLogExpected(): boolean {
  return expected;
}

/** Forgets the expectation (before each test). */
export function resetErrorLogExpectation(): void {
  expected = false;
}

/** The lines written with console.error so far in this test (the spy of tests/setup/api.ts). */
export function errorLogLines(): string[] {
  const spy = vi.mocked(console.error);
  return spy.mock.calls.map((args) => args.map(String).join(' '));
}
