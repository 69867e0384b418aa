/**
 * `npm run bench:pages`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the
 * production build with a fresh database, driving the same Chromium as the end-to-end tests.
 * Pages are a short list so more audits (accessibility, SEO) and pages can be added in one place.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchApp } from './app-server';
import { printGoals, type Goal } from './goals';
import { benchPorts, type BenchOptions } from './options';
import { MANY_CHARGES_STS, seedUser, type BenchUser } from './seed';
import { APP_DIR, ensureBuild } from './servers';

/** A page Lighthouse audits: its path, and whether it is opened signed in as the 1000+ charges user. */
export interface AuditedPage {
  path: string;
  signedIn: boolean;
  /** Lighthouse categories to run; performance gives the figures below. */
  categories: readonly string[];
}

/** The audited pages (issue 9 §4). */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { path: '/', signedIn: false, categories: ['performance'] },
  { path: '/fines/list', signedIn: true, categories: ['performance'] },
];

/** Targets of issue 9 §4. */
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.02, tbtMs: 100 };

interface Figures {
  /** Lighthouse's measure of this machine's speed at the time (about 1000+ on an idle desktop; lower is slower). */
  benchmarkIndex: number;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

async function audit(url: string, port: number, page: AuditedPage, cookie: string | undefined): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...page.categories],
      extraHeaders: cookie ? { cookie } : undefined,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs Lighthouse on every audited page (the median of 3 runs, 1 with --quick) and prints the figures with the targets. */
export async function runPagesBench(options: BenchOptions): Promise<void> {
  const runs = options.quick ? 1 : 3;
  ensureBuild(APP_DIR, options.build);
  const app = await startBenchApp(benchPorts().app);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const user: BenchUser | undefined = AUDITED_PAGES.some((p) => p.signedIn)
      ? await seedUser(app.server.url, '1000+', [MANY_CHARGES_STS])
      : undefined;
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    console.log(`\nLighthouse — mobile preset, median of ${runs} run(s), ${app.engine}`);
    const goals: Goal[] = [];
    const benchmarkIndexes: number[] = [];
    for (const page of AUDITED_PAGES) {
      const figures: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        figures.push(await audit(app.server.url + page.path, chrome.port, page, page.signedIn ? user!.cookie : undefined));
      }
      benchmarkIndexes.push(...figures.map((f) => f.benchmarkIndex));
      const pick = (key: keyof Figures) => median(figures.map((f) => f[key]));
      const label = page.signedIn ? `${page.path} (${user!.charges} charges)` : page.path;
      goals.push(
        {
          name: `${label} performance`,
          value: String(pick('performance')),
          goal: `≥ ${TARGETS.performance}`,
          pass: pick('performance') >= TARGETS.performance,
        },
        {
          name: `${label} LCP`,
          value: `${(pick('lcpMs') / 1000).toFixed(2)} s`,
          goal: '≤ 1.5 s',
          pass: pick('lcpMs') <= TARGETS.lcpMs,
        },
        { name: `${label} CLS`, value: pick('cls').toFixed(3), goal: `≤ ${TARGETS.cls}`, pass: pick('cls') <= TARGETS.cls },
        { name: `${label} TBT`, value: `${pick('tbtMs').toFixed(0)} ms`, goal: '≤ 100 ms', pass: pick('tbtMs') <= TARGETS.tbtMs },
      );
    }
    printGoals(goals);
    console.log(
      `\nLighthouse's benchmark index of this machine during the runs: ${benchmarkIndexes.map((b) => b.toFixed(0)).join(', ')}`,
    );
  } finally {
    chrome?.kill();
    await app.close();
  }
}
