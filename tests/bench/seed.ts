import { randomUUID } from 'node:crypto';
import { computeSession } from '@/lib/auth/session-hash';
import { generateSandboxResult } from '@/lib/server/adapters/registry/sandbox/generate';

/** The sandbox certificate with more than 1000 charges (README «Sandbox data»). */
export const MANY_CHARGES_STS = '9999999999';

/** A signed-in bench user: the API's query triple and the browser's auth cookie. */
export interface BenchUser {
  label: string;
  userId: string;
  /** `session=…&rand=…&userId=…` for API calls. */
  authQuery: string;
  /** The `Cookie` header a signed-in browser sends for pages. */
  cookie: string;
  documents: number;
  /** Charges the list holds after the lookups (fines, taxes and orders). */
  charges: number;
}

/**
 * Ordinary sandbox certificates (at most 8 charges each) whose answers today add up to at least
 * `target` charges, found with the sandbox's own pure generator, so seeding is deterministic
 * for the day. Numbers are `77 00 NNNNNN`, clear of the documented edge numbers.
 */
export function certificatesFor(target: number, at = new Date()): string[] {
  const chosen: string[] = [];
  let total = 0;
  for (let n = 100_000; total < target && n < 999_999; n++) {
    const sts = `7700${n}`;
    const result = generateSandboxResult({ type: 'sts', number: sts }, at);
    const count = result.charges.length + result.orders.length;
    if (count === 0 || total + count > target + 4) continue;
    chosen.push(sts);
    total += count;
  }
  return chosen;
}

async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(base + path, {
    ...init,
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
  });
  const body = (await response.json()) as T & { status?: string; error?: { errorDesc?: string } };
  if (body.status === 'error') throw new Error(`${path}: ${body.error?.errorDesc ?? response.status}`);
  return body;
}

/**
 * Makes a user with `certificates` through the API, as the web client does (client id, new user
 * with the first certificate, the others added, preload until every lookup is done), and signs
 * in a browser (the auth cookie from `POST /auth/cookie`).
 * @throws Error when a call fails or the lookups do not finish in 5 minutes.
 */
export async function seedUser(base: string, label: string, certificates: string[]): Promise<BenchUser> {
  const [first, ...rest] = certificates;
  const { clientId } = await api<{ clientId: string }>(base, '/105/api/client');
  const created = await api<{ userId: number; salt: string }>(base, '/105/api/newuser', {
    method: 'POST',
    body: new URLSearchParams({ clientId: clientId ?? randomUUID(), channel: 'web', sts: first! }),
  });
  const rand = 12_345_678;
  const session = computeSession({ rand, userId: created.userId, salt: created.salt });
  const userId = String(created.userId);
  const authQuery = new URLSearchParams({ session, rand: String(rand), userId }).toString();
  for (const sts of rest) {
    await api(base, `/105/api/sts?${authQuery}`, { method: 'POST', body: new URLSearchParams({ sts }) });
  }
  const deadline = Date.now() + 300_000;
  for (;;) {
    const answer = await api<{ status: string; wait?: number }>(base, `/105/api/preload?web=1&${authQuery}`);
    if (answer.status === 'ok') break;
    if (Date.now() > deadline) throw new Error(`${label}: the registry lookups did not finish in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signIn = await fetch(`${base}/auth/cookie`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userId, rand: String(rand), session }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!signIn.ok || !cookie) throw new Error(`${label}: POST /auth/cookie answered ${signIn.status}`);
  const list = await api<{ fines?: unknown[]; orders?: unknown[]; counts?: Record<string, number> }>(
    base,
    `/105/api/fines?${authQuery}`,
  );
  const charges = list.counts
    ? Object.values(list.counts).reduce((a, b) => a + b, 0)
    : (list.fines?.length ?? 0) + (list.orders?.length ?? 0);
  return { label, userId, authQuery, cookie, documents: certificates.length, charges };
}
