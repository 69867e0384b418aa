import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeInn10, makeInn12 } from '@/lib/domain/inn';
import { makeOgrn } from '@/lib/domain/ogrn';

/** A party as DaData's suggestions API answers it (dadata.ru/api/suggest/party: the fields the product reads). */
export interface FakeParty {
  value: string;
  unrestricted_value: string;
  data: {
    inn: string;
    kpp?: string;
    ogrn: string;
    type: 'LEGAL' | 'INDIVIDUAL';
    name: { full_with_opf?: string; short_with_opf?: string; full?: string; short?: string };
    address: { value: string; unrestricted_value: string } | null;
    state: { status: 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'REORGANIZING' | 'BANKRUPT' };
  };
}

/** One request the fake received. */
export interface FakeDaDataRequest {
  path: string;
  authorization: string | null;
  body: unknown;
}

/** A legal entity as DaData answers it: ИНН and ОГРН with valid check digits, КПП of its tax office. */
export function legalParty(
  first9: string,
  full: string,
  short: string | undefined,
  status: FakeParty['data']['state']['status'] = 'ACTIVE',
): FakeParty {
  const inn = makeInn10(first9);
  const address = `г Москва, ул Складочная, д ${Number(first9.slice(-2)) + 1}`;
  return {
    value: short ?? full,
    unrestricted_value: short ?? full,
    data: {
      inn,
      kpp: `${first9.slice(0, 4)}01001`,
      ogrn: makeOgrn(`10277${first9.slice(0, 2)}${first9.slice(4, 9)}`),
      type: 'LEGAL',
      name: { full_with_opf: full, ...(short && { short_with_opf: short }) },
      address: { value: address, unrestricted_value: `127018, ${address}` },
      state: { status },
    },
  };
}

/** An individual entrepreneur (ИП): a 12-digit ИНН, a 15-digit ОГРНИП (check digit mod 13), no КПП. */
export function individualParty(first10: string, fullName: string): FakeParty {
  const first14 = `304770${first10.slice(0, 8)}`;
  return {
    value: `ИП ${fullName}`,
    unrestricted_value: `ИП ${fullName}`,
    data: {
      inn: makeInn12(first10),
      ogrn: `${first14}${(BigInt(first14) % 13n) % 10n}`,
      type: 'INDIVIDUAL',
      name: { full_with_opf: `Индивидуальный предприниматель ${fullName}`, short_with_opf: `ИП ${fullName}` },
      address: null,
      state: { status: 'ACTIVE' },
    },
  };
}

/** The parties the fake knows unless given others: active companies, a liquidated one and an ИП. */
export const FAKE_PARTIES: readonly FakeParty[] = [
  legalParty('770412301', 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА-ЛОГИСТИК"', 'ООО "РОМАШКА-ЛОГИСТИК"'),
  legalParty('770412302', 'АКЦИОНЕРНОЕ ОБЩЕСТВО "РОМАШКА ТРАНС"', 'АО "РОМАШКА ТРАНС"'),
  legalParty('770412303', 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА-СТАРТ"', 'ООО "РОМАШКА-СТАРТ"', 'LIQUIDATED'),
  legalParty('500312304', 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ВАСИЛЁК"', undefined),
  individualParty('7704123456', 'Ромашкин Иван Петрович'),
];

/**
 * A local fake of DaData's party suggestions API (dadata.ru/api/suggest/party and
 * /find-party) for tests: `POST …/suggest/party` (`{ query, count, type }`: a name containing the
 * query, any case, or an ИНН starting with it; at most `count`, 20 at most) and
 * `POST …/findById/party` (`{ query: inn, type }`), answering `{ suggestions: [...] }`. Checks
 * `Authorization: Token <key>`: 401 without a key, 403 with another key, with DaData's error shape.
 * Like DaData, `type` narrows to legal entities or ИП, and liquidated companies are answered too.
 * Tests script failures (`failNext`), slow answers (`delayNext`) and raw answers (`answerNext`).
 */
export class FakeDaData {
  readonly requests: FakeDaDataRequest[] = [];
  private scripted: ({ status: number; body: unknown } | { delayMs: number })[] = [];
  private server?: Server;

  constructor(
    readonly apiKey = 'test-dadata-key',
    readonly parties: readonly FakeParty[] = FAKE_PARTIES,
  ) {}

  /** The port it listens on (after `start`). */
  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** What DaDataDirectory is given as `baseUrl`, shaped as DaData's own. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/suggestions/api/4_1/rs`;
  }

  /** The next `count` authorized requests answer `status` with DaData's error body. */
  failNext(count: number, status: number): void {
    for (let i = 0; i < count; i++) this.scripted.push({ status, body: error(status, 'Internal Server Error') });
  }

  /** The next authorized request answers 200 with exactly `body` (a raw JSON value). */
  answerNext(body: unknown): void {
    this.scripted.push({ status: 200, body });
  }

  /** The next authorized request is answered after `delayMs`. */
  delayNext(delayMs: number): void {
    this.scripted.push({ delayMs });
  }

  /** Listens on a free loopback port. */
  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** Stops listening and drops open connections. */
  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').replace(/^\/suggestions\/api\/4_1\/rs/, '');
    const authorization = req.headers.authorization ?? null;
    let body: unknown;
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    this.requests.push({ path, authorization, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(answer));
    };
    if (!/^Token \S/.test(authorization ?? '')) return send(401, error(401, 'API key is missing'));
    if (authorization !== `Token ${this.apiKey}`) return send(403, error(403, 'Invalid API key'));
    if (req.method !== 'POST') return send(405, error(405, 'Method Not Allowed'));
    const first = this.scripted.shift();
    if (first && 'delayMs' in first) await new Promise((resolve) => setTimeout(resolve, first.delayMs));
    const next = first && 'delayMs' in first ? this.scripted.shift() : first;
    if (next && 'status' in next) return send(next.status, next.body);
    const { query, count, type } = (body ?? {}) as { query?: unknown; count?: unknown; type?: unknown };
    if (typeof query !== 'string') return send(400, error(400, 'query is required'));
    const ofType = this.parties.filter((p) => !type || p.data.type === type);
    if (path === '/suggest/party') {
      const q = query.trim().toLowerCase().replace(/ё/g, 'е');
      const limit = Math.min(typeof count === 'number' ? count : 10, 20);
      const found = ofType.filter(
        (p) => p.data.inn.startsWith(q) || p.value.toLowerCase().replace(/ё/g, 'е').replace(/"/g, '').includes(q),
      );
      return send(200, { suggestions: q ? found.slice(0, limit) : [] });
    }
    if (path === '/findById/party') return send(200, { suggestions: ofType.filter((p) => p.data.inn === query) });
    return send(404, error(404, 'Not Found'));
  }
}

/** DaData's error answer. */
function error(status: number, message: string) {
  return { family: status >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR', reason: message, message };
}
