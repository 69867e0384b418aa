/** The JavaScript section of `npm run bench`: first-load JS of the budgeted pages beside the empty page of the same Next.js. */
import { EMPTY_PAGE_KB, GOAL_OVER_EMPTY_KB, PAGE_BUDGETS } from './budgets';
import { firstLoadJs, kb } from './first-load-js';
import { printGoals } from './goals';
import type { BenchOptions } from './options';
import { APP_DIR, ensureBuild, FIXTURE_DIR } from './servers';
import path from 'node:path';

/** Prints the sizes; says so when the empty page measured now differs from the one the budgets assume. */
export function runJsBench(options: BenchOptions): void {
  ensureBuild(APP_DIR, options.build);
  ensureBuild(FIXTURE_DIR, options.build);
  const empty = firstLoadJs(path.join(FIXTURE_DIR, '.next'), '/');
  const emptyKb = empty.gzipBytes / 1024;
  console.log(
    `\nFirst-load JavaScript, gzip — the empty Next.js page (tests/bench/fixture): ${kb(empty.gzipBytes)} kB in ${empty.files.length} files`,
  );
  if (Math.abs(emptyKb - EMPTY_PAGE_KB) > 1) {
    console.log(`  tests/bench/budgets.ts assumes ${EMPTY_PAGE_KB} kB: update EMPTY_PAGE_KB (Next.js changed?)`);
  }
  printGoals(
    PAGE_BUDGETS.map(({ route }) => {
      const page = firstLoadJs(path.join(APP_DIR, '.next'), route);
      const over = page.gzipBytes / 1024 - emptyKb;
      return {
        name: `${route} (${kb(page.gzipBytes)} kB)`,
        value: `+${over.toFixed(1)} kB`,
        goal: `≤ +${GOAL_OVER_EMPTY_KB} kB`,
        pass: over <= GOAL_OVER_EMPTY_KB,
      };
    }),
  );
}
