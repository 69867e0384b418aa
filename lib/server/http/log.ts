import 'server-only';

/** Context keys whose values are never written: credentials, addresses and document numbers. */
const SECRET_KEY =
  /session|salt|token|passw|secret|cookie|authorization|e-?mail|^_?username$|^rand$|^(sts|inn|uin|dl|data|driver_?license|vehicle_?plate_?number|plate|query|search|body|params)$/i;

/** An e-mail address (also with a Cyrillic domain); `node_modules/@scope/…` paths are not. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Document-like numbers: СТС and ВУ (`99АВ123456`), ИНН, УИН and other runs of 8+ digits. */
const DOCUMENT_NUMBER = /\b\d{2}[A-ZА-ЯЁ]{2}\d{6}\b|\d{8,}/giu;
/** The query string of a URL or path: sessions, salts and documents travel there. */
const QUERY = /(\/[^\s?"']*)\?[^\s"']*/g;
/** Bound parameters that database drivers put into their error messages (`params: a@b.ru,…`). */
const QUERY_PARAMS = /params:[^\n]*/g;

/** Redacts e-mails, document numbers, query strings and bound query parameters from a text. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, 'params: [redacted]')
    .replace(QUERY, '$1?[redacted]')
    .replace(EMAIL, '[email]')
    .replace(DOCUMENT_NUMBER, '[number]');
}

/**
 * A copy of a log context with secret keys' values replaced by `[redacted]` and e-mails, document
 * numbers and query strings cut out of the remaining texts (nested objects and arrays included).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** The error's name, code, message and stack (and its cause's), redacted. */
function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: redactText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === 'string' && { code }),
    message: redactText(error.message),
    stack: error.stack && redactText(error.stack),
    ...(error.cause !== undefined && depth < 3 && { cause: describeError(error.cause, depth + 1) }),
  };
}

/**
 * Structured error log line (JSON to stderr). Only the error (name, SQLSTATE code, message, stack,
 * cause) and the given context are written, both redacted: never request bodies, query strings,
 * sessions, salts, tokens, passwords, e-mails or document numbers.
 */
export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  const line = { level: 'error', time: new Date().toISOString(), message, ...(redact(context) as object) };
  console.error(JSON.stringify({ ...line, error: describeError(error) }));
}

/** Structured info log line (JSON to stdout), with the context redacted like `logError`'s. */
export function logInfo(message: string, context: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...(redact(context) as object) }));
}
