/**
 * `npm run bench:tracking`: throughput and latency of `POST /105/api/track/batch` under 50
 * concurrent clients, each sending batches of 20 records from its own address and device, over
 * a real loopback HTTP server; and what tracking adds to a page (the gzipped size of the code
 * every page loads for it; its requests leave after the page is idle and nothing waits for them).
 * Runs on an in-memory PGlite, or on the PostgreSQL server in DATABASE_URL. Prints; asserts nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';

process.env.WORKER_ENABLED = '0';
process.env.TRUST_PROXY = '1';
process.env.APP_SECRET ??= randomBytes(32).toString('hex');
if (!process.env.DATABASE_URL) process.env.DATA_DIR = 'memory://';

const CONNECTIONS = 50;
const RECORDS_PER_BATCH = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const { getDbAtStart, closeDb } = await import('@/lib/server/db/client');
const { POST } = await import('@/app/105/api/track/batch/route');
const db = await getDbAtStart();
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';

const server = createServer((req: IncomingMessage, res) => {
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  void POST(request, { params: Promise.resolve({}) }).then(async (response) => {
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

/** One client's batch: screens and clicks of its own device, as the browser sends them. */
function batchBody(device: string): string {
  const records = Array.from({ length: RECORDS_PER_BATCH }, (_, i) =>
    i % 2 === 0
      ? { type: 'screen', userId: null, trackingId: device, screenName: 'fines/list', referer: 'home' }
      : { type: 'button', userId: null, trackingId: device, buttonName: 'check-fines', buttonData: { place: 'home' } },
  );
  return new URLSearchParams({ records: JSON.stringify(records) }).toString();
}

let client = 0;
const result = await autocannon({
  url: `http://127.0.0.1:${port}/105/api/track/batch`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  method: 'POST',
  setupClient: (c: { setHeaders: (h: Record<string, string>) => void; setBody: (b: string) => void }) => {
    client += 1;
    const device = randomUUID();
    // Each client is its own address (as behind one trusted proxy), so per-address limits apply per client.
    c.setHeaders({
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.0.${Math.floor(client / 250)}.${client % 250}`,
      DeviceId: device,
      DeviceTimestamp: String(Date.now()),
      AppVersion: '0.1.0',
    });
    c.setBody(batchBody(device));
  },
});
server.close();

const stored = Number(
  ((await db.execute('select count(*)::int as n from usage_events')) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
);

// What every page loads for tracking: the providers' component and what it imports statically.
// The API client it sends through is a dynamic import, fetched after the page is up.
const bundle = await build({
  entryPoints: ['components/tracking/usage-tracking.tsx'],
  bundle: true,
  splitting: true,
  outdir: 'bench-out',
  minify: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'browser',
  external: ['react', 'react/*', 'react-dom', 'next', 'next/*'],
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.NEXT_PUBLIC_API_BASE_URL': '""' },
  logLevel: 'silent',
});
const gz = (file: string) => gzipSync(bundle.outputFiles.find((f) => f.path.endsWith(file))!.contents).length;
const outputs = bundle.metafile!.outputs;
const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint)!;
const firstLoad = [
  entry,
  ...outputs[entry]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
];
const firstLoadBytes = firstLoad.reduce((sum, file) => sum + gz(file), 0);
const lazyBytes = Object.keys(outputs)
  .filter((k) => !firstLoad.includes(k))
  .reduce((sum, file) => sum + gz(file), 0);

const ok = result['2xx'];
console.log(`\nТрекинг «Штрафы» — ${engine}, Node ${process.version}\n`);
const rows: [string, string][] = [
  ['клиентов одновременно', String(CONNECTIONS)],
  ['записей в пакете', String(RECORDS_PER_BATCH)],
  ['длительность, с', String(DURATION_S)],
  ['пакетов в секунду (среднее)', result.requests.average.toFixed(0)],
  ['записей в секунду', ((ok * RECORDS_PER_BATCH) / DURATION_S).toFixed(0)],
  ['задержка p50, мс', String(result.latency.p50)],
  ['задержка p99, мс', String(result.latency.p99)],
  ['ответов 2xx / прочих / ошибок', `${ok} / ${result.non2xx} / ${result.errors + result.timeouts}`],
  ['записей в таблице', String(stored)],
  ['код трекинга при загрузке страницы, gzip', `${(firstLoadBytes / 1024).toFixed(1)} КиБ`],
  [
    'клиент API, догружается после страницы, gzip',
    `${(lazyBytes / 1024).toFixed(1)} КиБ (esbuild; общий с другими вызовами API)`,
  ],
  ['на критическом пути страницы', 'ничего: пакет уходит через 2 с или при уходе со страницы (keepalive), ответа никто не ждёт'],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

await closeDb();
process.exit(0);
