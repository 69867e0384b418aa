/**
 * `npm run size`: first-load JavaScript (gzip) of the budgeted pages from the production build in
 * .next, printed beside the budget and the goal; exits 1 when a page is over its budget
 * (tests/bench/budgets.ts). Deterministic, so CI runs it after the build its end-to-end tests
 * already made; it builds only when .next has no build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GOAL_KB, PAGE_BUDGETS } from './budgets';
import { firstLoadJs, kb } from './first-load-js';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, '.next');

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('No production build in .next: running next build');
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' });
}

console.log(`\nFirst-load JavaScript, gzip (goal ${GOAL_KB.toFixed(1)} kB: the empty Next.js page + 40 kB)\n`);
console.log(`${'page'.padEnd(14)}${'kB'.padStart(8)}${'budget'.padStart(9)}${'goal'.padStart(8)}  files${'later'.padStart(9)}`);
let over = 0;
for (const { route, maxKb } of PAGE_BUDGETS) {
  const page = firstLoadJs(distDir, route);
  const sizeKb = page.gzipBytes / 1024;
  const fits = sizeKb <= maxKb;
  if (!fits) over++;
  console.log(
    `${route.padEnd(14)}${kb(page.gzipBytes).padStart(8)}${maxKb.toFixed(1).padStart(9)}${(sizeKb <= GOAL_KB ? 'pass' : 'miss').padStart(8)}  ${String(page.files.length).padEnd(5)}${kb(page.laterGzipBytes).padStart(9)}${fits ? '' : '  OVER BUDGET'}`,
  );
}
if (over > 0) {
  console.error(`\n${over} page(s) over the JavaScript budget (tests/bench/budgets.ts).`);
  process.exit(1);
}
console.log(
  "\nlater: the page's lazily loaded code, not in kB (next/dynamic: parts the server rendered are preloaded at low\n" +
    'priority and hydrated when their code arrives; the others load when opened).',
);
console.log('\nEvery page is within its budget.');
