/** Sections of `npm run bench`; `pages` (Lighthouse) runs only when named (`npm run bench:pages`). */
export const SECTIONS = ['functions', 'http', 'js', 'payments', 'tracking', 'fleet', 'pages'] as const;
/** One section of the bench. */
export type Section = (typeof SECTIONS)[number];

/** What `npm run bench -- [--quick] [--build] [section…]` asked for. */
export interface BenchOptions {
  /** Shorter runs (a smoke test of the bench itself; figures are rougher). */
  quick: boolean;
  /** Build the app and the fixture even when a build exists. */
  build: boolean;
  sections: Set<Section>;
}

/**
 * Reads the command line. No section named: every section but `pages`.
 * @throws Error naming an unknown argument.
 */
export function parseOptions(argv: string[]): BenchOptions {
  const sections = new Set<Section>();
  let quick = false;
  let build = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--build') build = true;
    else if ((SECTIONS as readonly string[]).includes(arg)) sections.add(arg as Section);
    else throw new Error(`Unknown argument ${arg}: use --quick, --build and sections ${SECTIONS.join(', ')}`);
  }
  if (sections.size === 0) for (const s of SECTIONS) if (s !== 'pages') sections.add(s);
  return { quick, build, sections };
}

/** Ports of the servers the bench starts (BENCH_PORT moves them all). */
export function benchPorts(): { app: number; fixture: number } {
  const base = Number(process.env.BENCH_PORT ?? 3300);
  return { app: base, fixture: base + 1 };
}
