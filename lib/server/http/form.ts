import 'server-only';
import { MAX_BODY_BYTES } from '@/lib/contract/errors';
import { AppError } from '@/lib/server/errors';

/** The limit in words: `256 КБ`, `8 МБ`. */
function sizeText(limit: number): string {
  return limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} МБ` : `${Math.round(limit / 1024)} КБ`;
}

const tooLarge = (limit: number) => new AppError('too_large', `Слишком большой запрос: не больше ${sizeText(limit)}`);

/** The message for a form body that is not valid `%`-encoded UTF-8. */
export const MSG_MALFORMED_FORM = 'Неверный формат запроса: испорчена %-последовательность или кодировка текста';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses `application/x-www-form-urlencoded` text (WHATWG URL «application/x-www-form-urlencoded
 * parsing») strictly: `+` is a space, and a `%` not followed by two hex digits, or escapes that are
 * not UTF-8, refuse the whole text instead of turning into `%` or U+FFFD as URLSearchParams does.
 * Browsers never send such text; a value stored with U+FFFD in place of what was meant would be
 * a silent change. Repeated keys keep the last value; empty pairs are skipped.
 * @throws AppError 400 `bad_request` (MSG_MALFORMED_FORM).
 */
export function parseFormEncoded(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeFormPart(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decodeFormPart(pair.slice(eq + 1));
    // A key like `__proto__` stays an own data property, as Object.fromEntries would make it.
    Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

function decodeFormPart(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw new AppError('bad_request', MSG_MALFORMED_FORM);
  }
}

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
 * Repeated keys keep the last value. An empty body is `{}`. Decoding is strict (parseFormEncoded).
 * The size is checked before anything is read: a `Content-Length` over `limit` (256 KiB unless a
 * route allows more) is refused at once, and a body without one is counted while it streams and
 * cut off past the limit, so a large post never sits in memory.
 * @throws AppError 413 `too_large` for a body over the limit, 415 for another content type, 400
 * `bad_request` for a broken `%`-escape or text that is not UTF-8.
 */
export async function readForm(req: Request, limit = MAX_BODY_BYTES): Promise<Record<string, string>> {
  assertBodySize(req, limit);
  const bytes = await readLimited(req, limit);
  if (bytes.byteLength === 0) return {};
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AppError('unsupported_media_type', 'Тело запроса должно быть в формате application/x-www-form-urlencoded');
  }
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new AppError('bad_request', MSG_MALFORMED_FORM);
  }
  return parseFormEncoded(text);
}

/** The body's bytes, reading at most `limit` of them. @throws AppError 413 past the limit. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
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
  return Buffer.concat(chunks);
}
