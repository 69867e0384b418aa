/**
 * `npm run bench:pages`: Lighthouse (mobile preset: a mid-range phone on slow 4G, its slowness
 * simulated and applied) on the production build with a fresh database, driving the same Chromium
 * as the end-to-end tests, and on the framework's own empty static page (the fixture app) as the
 * floor measured in the same run.
 * Pages are a short list so more audits (accessibility, SEO) and pages can be added in one place.
 *
 * The browser is Playwright's persistent context, so a signed-in page is audited as a signed-in
 * visitor has it: the auth cookie in the cookie jar and the sign-in in localStorage (Lighthouse
 * clears neither). A cookie sent as an extra header alone would not do: the page's scripts read
 * the sign-in from localStorage and, finding none, send the visitor to /login.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import { AUTH_COOKIE } from '@/lib/auth/cookie';
import { startBenchApp } from './app-server';
import { printGoals, type Goal } from './goals';
import { benchPorts, type BenchOptions } from './options';
import { MANY_CHARGES_STS, seedUser, type BenchUser } from './seed';
import { APP_DIR, ensureBuild, FIXTURE_DIR, startNext } from './servers';

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
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Debugging port of the audited browser (Lighthouse drives it there). */
const DEVTOOLS_PORT = 9333;

function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/**
 * How Lighthouse slows the page to a mid-range phone on slow 4G (the mobile preset's figures either way):
 * - `simulate`, its default: the page loads at this machine's full speed and the figures are
 *   computed from that trace. On localhost the scripts often arrive before the first paint, and
 *   then the simulation counts all of them as delaying the largest paint, so its LCP changes from
 *   run to run (README «Speed»).
 * - `devtools`: the same slow network and 4× slower processor are applied while the page loads,
 *   so what is painted before which script arrives is what such a phone would see.
 */
export type Throttling = 'simulate' | 'devtools';
const THROTTLINGS: readonly Throttling[] = ['simulate', 'devtools'];
const THROTTLING_NAME: Record<Throttling, string> = { simulate: 'simulated', devtools: 'applied' };

async function audit(url: string, label: string, categories: readonly string[], throttling: Throttling): Promise<Figures> {
  const result = await lighthouse(url, {
    port: DEVTOOLS_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttlingMethod: throttling,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
  // A signed-in page that sent the visitor elsewhere (to /login) was not the page measured.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${label}: the page went on to ${lhr.finalDisplayedUrl}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median figures of `runs` audits of `url`. */
async function auditMedian(url: string, label: string, categories: readonly string[], runs: number, throttling: Throttling) {
  const figures: Figures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await audit(url, label, categories, throttling));
  return { pick: (key: keyof Figures) => median(figures.map((f) => f[key])), indexes: figures.map((f) => f.benchmarkIndex) };
}

/** Signs the browser in as `user` on `base`, as a sign-in in it would: the auth cookie and the localStorage record. */
async function signIn(context: BrowserContext, base: string, user: BenchUser): Promise<void> {
  const [name, value] = user.cookie.split(/=(.*)/s) as [string, string];
  if (name !== AUTH_COOKIE) throw new Error(`unexpected sign-in cookie ${name}`);
  await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  const triple = Object.fromEntries(new URLSearchParams(user.authQuery));
  await page.evaluate((record) => window.localStorage.setItem('shtrafy:auth:web', JSON.stringify(record)), triple);
  await page.close();
}

/**
 * Runs Lighthouse on every audited page and on the fixture's empty static page (the median of 3
 * runs, 1 with --quick) and prints the figures with the targets and the floor.
 */
export async function runPagesBench(options: BenchOptions): Promise<void> {
  const runs = options.quick ? 1 : 3;
  ensureBuild(APP_DIR, options.build);
  ensureBuild(FIXTURE_DIR, options.build);
  const ports = benchPorts();
  const app = await startBenchApp(ports.app);
  const fixture = await startNext({ dir: FIXTURE_DIR, port: ports.fixture, readyPath: '/' });
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    const user: BenchUser | undefined = AUDITED_PAGES.some((p) => p.signedIn)
      ? await seedUser(app.server.url, '1000+', [MANY_CHARGES_STS])
      : undefined;
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: [`--remote-debugging-port=${DEVTOOLS_PORT}`, '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    console.log(`\nLighthouse — mobile preset, median of ${runs} run(s) each, simulated and applied throttling, ${app.engine}`);
    const goals: Goal[] = [];
    const benchmarkIndexes: number[] = [];
    const floors = new Map<Throttling, Awaited<ReturnType<typeof auditMedian>>>();
    for (const throttling of THROTTLINGS) {
      const floor = await auditMedian(`${fixture.url}/`, 'the empty static page', ['performance'], runs, throttling);
      floors.set(throttling, floor);
      benchmarkIndexes.push(...floor.indexes);
    }
    // Public pages first: signing in changes what every later page shows.
    for (const page of [...AUDITED_PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn && user) await signIn(context, app.server.url, user);
      for (const throttling of THROTTLINGS) {
        const floor = floors.get(throttling)!;
        const floorNote = (key: keyof Figures, unit: 's' | 'ms') =>
          unit === 's' ? `${(floor.pick(key) / 1000).toFixed(2)} s` : `${floor.pick(key).toFixed(0)} ms`;
        const label = `${page.signedIn ? `${page.path} (${user!.charges} charges)` : page.path}, ${THROTTLING_NAME[throttling]}`;
        const { pick, indexes } = await auditMedian(app.server.url + page.path, label, page.categories, runs, throttling);
        benchmarkIndexes.push(...indexes);
        goals.push(
          {
            name: `${label}: performance (empty page ${floor.pick('performance')})`,
            value: String(pick('performance')),
            goal: `≥ ${TARGETS.performance}`,
            pass: pick('performance') >= TARGETS.performance,
          },
          {
            name: `${label}: LCP (empty page ${floorNote('lcpMs', 's')}; FCP ${(pick('fcpMs') / 1000).toFixed(2)} s)`,
            value: `${(pick('lcpMs') / 1000).toFixed(2)} s`,
            goal: '≤ 1.5 s',
            pass: pick('lcpMs') <= TARGETS.lcpMs,
          },
          { name: `${label}: CLS`, value: pick('cls').toFixed(3), goal: `≤ ${TARGETS.cls}`, pass: pick('cls') <= TARGETS.cls },
          {
            name: `${label}: TBT (empty page ${floorNote('tbtMs', 'ms')})`,
            value: `${pick('tbtMs').toFixed(0)} ms`,
            goal: '≤ 100 ms',
            pass: pick('tbtMs') <= TARGETS.tbtMs,
          },
        );
      }
    }
    printGoals(goals);
    console.log(
      `\nLighthouse's benchmark index of this machine during the runs: ${benchmarkIndexes.map((b) => b.toFixed(0)).join(', ')}`,
    );
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
    await fixture.stop();
    await app.close();
  }
}
