/**
 * `npm run bench [-- --quick] [-- --build] [-- section…]`: speed and memory figures, printed with
 * their targets and never asserted (README «Speed»). Sections: `functions` (in-process timings),
 * `http` (the production server under autocannon beside the framework's own baseline), `js`
 * (first-load JavaScript beside the empty page), `payments` (payment creation under load,
 * `npm run bench:payments`), `tracking` (the tracking endpoint under load, `npm run bench:tracking`),
 * `fleet` (a legal entity's fleet of 10 000 vehicles and 100 000 charges: lists, groups, export,
 * import, company search; tests/bench/fleet.ts) and `pages` (Lighthouse; `npm run bench:pages`).
 * `payments`, `tracking` and `fleet` run as processes of their own: each starts its own database.
 * With DATABASE_URL the database sections use a new database on that PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseOptions } from './options';

/**
 * Runs a bench script in a process of its own (it sets up its own database), printing what it
 * prints. With `quick`: BENCH_SECONDS=3 (timed loads) and BENCH_QUICK=1 (smaller data).
 */
function runScript(file: string, quick: boolean): void {
  const script = path.join(import.meta.dirname, file);
  const env = quick ? { ...process.env, BENCH_SECONDS: process.env.BENCH_SECONDS ?? '3', BENCH_QUICK: '1' } : process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=react-server', script], { stdio: 'inherit', env });
  if (result.status !== 0) console.log(`\n${file} ended with code ${result.status}`);
}

const options = parseOptions(process.argv.slice(2));
const started = performance.now();
if (options.sections.has('functions')) await (await import('./functions')).runFunctionsBench();
if (options.sections.has('js')) (await import('./js-bench')).runJsBench(options);
if (options.sections.has('http')) await (await import('./http-bench')).runHttpBench(options);
if (options.sections.has('payments')) runScript('payments.ts', options.quick);
if (options.sections.has('tracking')) runScript('tracking.ts', options.quick);
if (options.sections.has('fleet')) runScript('fleet.ts', options.quick);
if (options.sections.has('pages')) await (await import('./pages-bench')).runPagesBench(options);
console.log(`\nBench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
