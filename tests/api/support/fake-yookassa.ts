import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

/** A payment as the fake keeps it (YooKassa API v3 fields). */
export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: 'RUB' };
  refunded_amount?: { value: string; currency: 'RUB' };
  description?: string;
  metadata?: Record<string, string>;
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url?: string };
  cancellation_details?: { party: string; reason: string };
  paid: boolean;
  created_at: string;
}

/** One request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  idempotenceKey: string | null;
  body: unknown;
}

/**
 * A local fake of YooKassa API v3 for tests (yookassa.ru/developers/api): Basic auth, the
 * `Idempotence-Key` header (a repeated key answers the first result; the same key with another body
 * is refused), payments with redirect confirmation and two-stage capture, cancel, refunds, and the
 * error format `{ type: 'error', code, description }`. Tests script failures (`failNext`) and move
 * payments as a payer would (`pay`, `decline`).
 */
export class FakeYooKassa {
  readonly payments = new Map<string, FakePayment>();
  readonly requests: FakeRequest[] = [];
  private readonly byKey = new Map<string, { body: string; status: number; answer: unknown }>();
  private failures: { status: number; processFirst: boolean }[] = [];
  private server?: Server;

  constructor(
    readonly port: number,
    readonly shopId = 'shop-1',
    readonly secretKey = 'test_secret',
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v3`;
  }

  /**
   * The next `count` requests answer `status` (500, 429…). With `processFirst`, a POST is carried
   * out before the failure is answered — the answer is lost on the way, as in a real outage.
   */
  failNext(count: number, status: number, processFirst = false): void {
    for (let i = 0; i < count; i++) this.failures.push({ status, processFirst });
  }

  /** The payer paid on the gateway's page: authorised, waiting for capture. */
  pay(id: string): void {
    this.payments.get(id)!.status = 'waiting_for_capture';
    this.payments.get(id)!.paid = true;
  }

  /** The bank declined the payment. */
  decline(id: string, reason = 'insufficient_funds'): void {
    Object.assign(this.payments.get(id)!, { status: 'canceled', cancellation_details: { party: 'payment_network', reason } });
  }

  /** How many requests went to `method path` (path without the /v3 prefix, e.g. `/payments`). */
  count(method: string, path: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').replace(/^\/v3/, '');
    const key = (req.headers['idempotence-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? '', path, idempotenceKey: key, body: raw ? JSON.parse(raw) : undefined });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: string, description: string) =>
      send(status, { type: 'error', id: randomUUID(), code, description });

    const expected = `Basic ${Buffer.from(`${this.shopId}:${this.secretKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(401, 'invalid_credentials', 'Authentication failed');
    const failure = this.failures.shift();
    if (failure && !(failure.processFirst && req.method === 'POST'))
      return error(failure.status, 'internal_server_error', 'Try again');
    if (req.method === 'POST') {
      if (!key) return error(400, 'invalid_request', 'Idempotence key is missing');
      const seen = this.byKey.get(`${path}|${key}`);
      if (seen && seen.body !== raw) return error(400, 'invalid_request', 'Idempotence key duplicated with another body');
      const [status, answer] = seen ? [seen.status, seen.answer] : this.post(path, raw ? JSON.parse(raw) : {});
      if (!seen) this.byKey.set(`${path}|${key}`, { body: raw, status, answer });
      if (failure) return error(failure.status, 'internal_server_error', 'Try again');
      return send(status, answer);
    }
    const m = /^\/payments\/([\w-]+)$/.exec(path);
    const payment = m ? this.payments.get(m[1]!) : undefined;
    return payment ? send(200, payment) : error(404, 'not_found', 'Not found');
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies as YooKassa documents them
  private post(path: string, body: any): [number, unknown] {
    if (path === '/payments') {
      const id = randomUUID();
      const payment: FakePayment = {
        id,
        status: 'pending',
        amount: body.amount,
        description: body.description,
        metadata: body.metadata,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
          return_url: body.confirmation?.return_url,
        },
        paid: false,
        created_at: new Date().toISOString(),
      };
      this.payments.set(id, payment);
      return [200, payment];
    }
    const action = /^\/payments\/([\w-]+)\/(capture|cancel)$/.exec(path);
    if (action) {
      const payment = this.payments.get(action[1]!);
      if (!payment) return [404, { type: 'error', code: 'not_found', description: 'Not found' }];
      if (payment.status !== 'waiting_for_capture')
        return [400, { type: 'error', code: 'invalid_request', description: `Payment is ${payment.status}` }];
      if (action[2] === 'capture') payment.status = 'succeeded';
      else
        Object.assign(payment, {
          status: 'canceled',
          cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
        });
      return [200, payment];
    }
    if (path === '/refunds') {
      const payment = this.payments.get(body.payment_id);
      if (!payment || payment.status !== 'succeeded')
        return [400, { type: 'error', code: 'invalid_request', description: 'Cannot refund' }];
      payment.refunded_amount = body.amount;
      return [
        200,
        {
          id: randomUUID(),
          payment_id: payment.id,
          status: 'succeeded',
          amount: body.amount,
          created_at: new Date().toISOString(),
        },
      ];
    }
    return [404, { type: 'error', code: 'not_found', description: 'Not found' }];
  }
}
