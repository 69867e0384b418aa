import 'server-only';
import { z } from 'zod';
import { DEV_EXTENSION_ID } from '@/lib/contract/extension';

/**
 * The server's configuration, the only reader of its `process.env` (ARCHITECTURE.md §2). Validated
 * once, lazily, with safe defaults for the embedded mode (PGlite in ./data, sandbox registry, local
 * mail outbox). Server only: what the browser may see is in lib/public-env.ts (ADR 13).
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
  /**
   * How far the server's JavaScript heap may grow past what survived the last full collection,
   * percent (lib/server/runtime/heap-growth.ts); 0 leaves V8's own factor (up to fourfold).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(10),
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
  /**
   * The personal-data operator the service's documents name (152-ФЗ ст. 18.1 ч.2: the policy is
   * published with who processes the data): name, ИНН/ОГРН and address, as one line.
   */
  OPERATOR_DETAILS: z.string().trim().min(1).optional(),
  /** Where people send requests about their personal data (152-ФЗ ст. 14, 21), shown on the same documents. */
  OPERATOR_EMAIL: z.string().trim().email().optional(),
  /**
   * Chrome extension ids (comma-separated) that may receive a sign-in from the site
   * (docs/decisions/0009-extension-hand-over.md). Default: the id of the development build, except
   * in production with DATABASE_URL (a real deployment), where no extension is trusted unless listed:
   * the development key is public, so anyone can build an extension with that id.
   */
  EXTENSION_IDS: z
    .string()
    .refine((v) => v.split(',').every((id) => /^[a-p]{32}$/.test(id.trim())), 'expected 32-letter Chrome extension ids')
    .optional(),
  /** The company directory of the organization search: `sandbox` (built in) or `dadata` (with DADATA_API_KEY). */
  COMPANY_DIRECTORY: z.enum(['sandbox', 'dadata']).default('sandbox'),
  /** Server only. DaData API key (the «API-ключ» of the account) for `COMPANY_DIRECTORY=dadata`. */
  DADATA_API_KEY: z.string().optional(),
  /** Server only. DaData suggestions API base (a local fake in tests). */
  DADATA_API_URL: z.string().url().default('https://suggestions.dadata.ru/suggestions/api/4_1/rs'),
  /** Server only. YooKassa shop id and secret key: both set → card payments go through YooKassa; neither → the sandbox acquirer. */
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  /** Server only. YooKassa API base (a local fake in tests). */
  YOOKASSA_API_URL: z.string().url().default('https://api.yookassa.ru/v3'),
  /** How long the sandbox acquirer's slow test card stays «в обработке» before it succeeds, seconds. */
  SANDBOX_PAYMENT_SLOW_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
});

/** Validated configuration; see README «Конфигурация». `PUBLIC_URL` is always set (defaulted). */
export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'EXTENSION_IDS'> & { PUBLIC_URL: string; EXTENSION_IDS: string };

/**
 * Said when a production server on PostgreSQL has no APP_SECRET: the key that seals salts at rest
 * must be the same in every process sharing the database (lib/server/crypto/app-secret.ts), so none
 * may make up its own. Checked at start, so the server stops instead of failing every sign-in.
 */
export const MSG_APP_SECRET_REQUIRED =
  'APP_SECRET is required in production when DATABASE_URL is set: every process sharing the database ' +
  'must seal salts with the same key of 32 or more characters, e.g. APP_SECRET=$(openssl rand -hex 32)';

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

/** EXTENSION_IDS, else the development build's id — but none in a production deployment (DATABASE_URL). */
function extensionIds(parsed: z.infer<typeof schema>): string {
  if (parsed.EXTENSION_IDS !== undefined) return parsed.EXTENSION_IDS;
  return parsed.NODE_ENV === 'production' && parsed.DATABASE_URL ? '' : DEV_EXTENSION_ID;
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
  if (!parsed.data.YOOKASSA_SHOP_ID !== !parsed.data.YOOKASSA_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\nYOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY go together: set both for YooKassa, or neither for the sandbox acquirer',
    );
  }
  const PUBLIC_URL = publicUrl(parsed.data);
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (parsed.data.NODE_ENV === 'production' && !building && parsed.data.DATABASE_URL && !parsed.data.APP_SECRET) {
    throw new Error(`Invalid configuration:\n${MSG_APP_SECRET_REQUIRED}`);
  }
  cached = { ...parsed.data, PUBLIC_URL, EXTENSION_IDS: extensionIds(parsed.data) };
  return cached;
}

/** Forgets the cached configuration (tests change variables between files). */
export function resetEnvCache(): void {
  cached = undefined;
}
