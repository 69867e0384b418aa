/**
 * `npm run bench [-- --quick] [-- --build] [-- section…]`: speed and memory figures, printed with
 * their targets and never asserted (README «Speed»). Sections: `functions` (in-process timings),
 * `http` (the production server under autocannon beside the framework's own baseline), `js`
 * (first-load JavaScript beside the empty page) and `pages` (Lighthouse; `npm run bench:pages`).
 * With DATABASE_URL the database sections use a new database on that PostgreSQL server.
 */
import { parseOptions } from './options';

const options = parseOptions(process.argv.slice(2));
const started = performance.now();
if (options.sections.has('functions')) await (await import('./functions')).runFunctionsBench();
if (options.sections.has('js')) (await import('./js-bench')).runJsBench(options);
if (options.sections.has('http')) await (await import('./http-bench')).runHttpBench(options);
if (options.sections.has('pages')) await (await import('./pages-bench')).runPagesBench(options);
console.log(`\nBench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
