import { z } from 'zod';

/**
 * The only reader of `process.env` (ARCHITECTURE.md §2). Validated once, lazily, with safe
 * defaults for the embedded mode (PGlite in ./data, sandbox registry, local mail outbox).
 * @throws Error listing every invalid variable when the configuration is wrong.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… — use a PostgreSQL server (several app processes may share it). Empty: embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: how long to wait for a connection before answering 503 (the pool, ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** PostgreSQL: the longest a statement may run before the server cancels it (ms); the client gives up 5 s later. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** Where the embedded database and generated secrets live. `memory://` keeps PGlite in memory. */
  DATA_DIR: z.string().default('./data'),
  /** Secret for encrypting salts at rest (≥ 32 chars). Embedded mode generates one in DATA_DIR. */
  APP_SECRET: z.string().min(32).optional(),
  /**
   * Absolute public address of the site, used in e-mail links. Default: `http://localhost:<PORT>`
   * (the port this server listens on); required in production with SMTP_URL or DATABASE_URL.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** The port the server listens on; `next start -p N` and `next dev -p N` set it before the app loads. */
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Other origins allowed to call /105/api from a browser (comma-separated): CORS and the CSP's connect-src. */
  API_ALLOWED_ORIGINS: z.string().default(''),
  /**
   * How many reverse proxies of ours stand in front of the app (like Express's `trust proxy` hop
   * count). 0: the app faces the network and per-address limits use the socket address.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Fines registry adapter. Only the built-in sandbox ships; see README «Реестр штрафов» to plug ГИС ГМП. */
  FINES_REGISTRY: z.enum(['sandbox']).default('sandbox'),
  SANDBOX_DELAY_MIN_MS: z.coerce.number().int().min(0).default(1000),
  SANDBOX_DELAY_MAX_MS: z.coerce.number().int().min(0).default(3000),
  /** Stored registry results older than this are looked up again on the next preload. */
  FINES_STALE_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** A sign-in (salt) stays valid this long after its last use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(90),
  /** Set to 0 to not start the background worker in this process (tests drive it by hand). */
  WORKER_ENABLED: z.enum(['0', '1']).default('1'),
  /**
   * Map tiles of the offence map, a URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`),
   * e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Empty: no tiles are loaded and the page
   * shows the place as coordinates and an address. The CSP allows images from its origin only.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+\{z\}.*\{x\}.*\{y\}/, 'MAP_TILE_URL: a http(s) URL template with {z}, {x} and {y}')
    .optional(),
  /** Attribution the tile provider requires (shown on the map), e.g. `© участники OpenStreetMap`. */
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /** smtp(s)://user:pass@host:port — outgoing mail. Empty: the local outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('«Штрафы» <no-reply@shtrafy.local>'),
});

/** Validated configuration; see README «Конфигурация». `PUBLIC_URL` is always set (defaulted). */
export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Said when a production server that sends real mail has no public address to put in its links. */
export const MSG_PUBLIC_URL_REQUIRED =
  'PUBLIC_URL is required in production when SMTP_URL or DATABASE_URL is set: ' +
  'set it to the address people open, e.g. PUBLIC_URL=https://shtrafy.example.ru';

/**
 * The site's public address: PUBLIC_URL, else `http://localhost:<PORT>` (3000 when no port is
 * known), so links work in the embedded one-machine mode on any port.
 * @throws Error in production (not while building) with SMTP_URL or DATABASE_URL and no PUBLIC_URL:
 * a guessed localhost address in real mail would send people nowhere.
 */
function publicUrl(parsed: z.infer<typeof schema>): string {
  if (parsed.PUBLIC_URL) return parsed.PUBLIC_URL.replace(/\/+$/, '');
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (parsed.NODE_ENV === 'production' && !building && (parsed.SMTP_URL || parsed.DATABASE_URL)) {
    throw new Error(`Invalid configuration:\n${MSG_PUBLIC_URL_REQUIRED}`);
  }
  return `http://localhost:${parsed.PORT || 3000}`;
}

let cached: Env | undefined;

/** Reads and validates the environment once per process. */
export function env(): Env {
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  cached = { ...parsed.data, PUBLIC_URL: publicUrl(parsed.data) };
  return cached;
}

/** Forgets the cached configuration (tests change variables between files). */
export function resetEnvCache(): void {
  cached = undefined;
}

/**
 * Base URL of /105/api for the browser (NEXT_PUBLIC_API_BASE_URL, inlined at build time).
 * Empty: the same origin. The client works against any host that speaks the same contract.
 */
export const PUBLIC_API_BASE_URL: string = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';
