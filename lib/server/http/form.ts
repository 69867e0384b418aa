import 'server-only';
import { MAX_BODY_BYTES } from '@/lib/contract/errors';
import { AppError } from '@/lib/server/errors';

/** The limit in words: `256 КБ`, `8 МБ`. */
function sizeText(limit: number): string {
  return limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} МБ` : `${Math.round(limit / 1024)} КБ`;
}

const tooLarge = (limit: number) => new AppError('too_large', `Слишком большой запрос: не больше ${sizeText(limit)}`);

/**
 * Refuses a body that declares more than `limit` bytes (256 KiB unless a route allows more) in
 * `Content-Length`, before a byte of it is read. @throws AppError 413 `too_large`.
 */
export function assertBodySize(req: Request, limit = MAX_BODY_BYTES): void {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
}

/**
 * Reads an `application/x-www-form-urlencoded` body into a plain object (ARCHITECTURE.md §3).
 * Repeated keys keep the last value. An empty body is `{}`.
 * The size is checked before anything is read: a `Content-Length` over `limit` (256 KiB unless a
 * route allows more) is refused at once, and a body without one is counted while it streams and
 * cut off past the limit, so a large post never sits in memory.
 * @throws AppError 413 `too_large` for a body over the limit, 415 for another content type.
 */
export async function readForm(req: Request, limit = MAX_BODY_BYTES): Promise<Record<string, string>> {
  assertBodySize(req, limit);
  const text = await readLimited(req, limit);
  if (text.length === 0) return {};
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AppError('unsupported_media_type', 'Тело запроса должно быть в формате application/x-www-form-urlencoded');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The body as UTF-8 text, reading at most `limit` bytes. @throws AppError 413 past the limit. */
async function readLimited(req: Request, limit: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop the upload instead of draining it: the rest of the body is never read.
      void reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
