import 'server-only';
import { AppError } from '@/lib/server/errors';

const MAX_BODY_BYTES = 256 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body into a plain object (ARCHITECTURE.md §3).
 * Repeated keys keep the last value. An empty body is `{}`.
 * @throws AppError 415 for another content type, 413 for a body over 256 KiB.
 */
export async function readForm(req: Request): Promise<Record<string, string>> {
  const text = await req.text();
  if (text.length === 0) return {};
  if (text.length > MAX_BODY_BYTES) throw new AppError('too_large', 'Слишком большой запрос', 413);
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AppError('unsupported_media_type', 'Тело запроса должно быть в формате application/x-www-form-urlencoded', 415);
  }
  return Object.fromEntries(new URLSearchParams(text));
}
