import 'server-only';

/** Context keys whose values are never written: credentials, addresses and document numbers. */
const SECRET_KEY =
  /session|salt|token|passw|secret|cookie|authorization|e-?mail|^_?username$|^rand$|^(sts|inn|uin|dl|data|driver_?license|vehicle_?plate_?number|plate|query|search|body|params)$/i;

/** An e-mail address (also with a Cyrillic domain); `node_modules/@scope/…` paths are not. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * Document-like numbers: СТС and ВУ (`99АВ123456`), ИНН, УИН and other runs of 8+ digits. A UUID
 * (request and payment ids, `3be54783-…-12345678cdf6`) is matched first and kept whole: its digit
 * runs are not a document, and a request id must stay findable from the code a 500 shows.
 */
const DOCUMENT_NUMBER = /\b([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\b|\b\d{2}[A-ZА-ЯЁ]{2}\d{6}\b|\d{8,}/giu;
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
    .replace(DOCUMENT_NUMBER, (match, uuid: string | undefined) => uuid ?? '[number]');
}

/**
 * A copy of a log context with secret keys' values replaced by `[redacted]` and e-mails, document
 * numbers and query strings cut out of the remaining texts (nested objects and arrays included).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return depth > 4 ? '[redacted]' : redactError(value, depth);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** The error digest Next.js prints beside a failed render and shows on the error page: a string hash. */
const DIGEST = /^\d+$/;

/**
 * A copy of an error of the same class (so Next.js still prints and source-maps it as an error),
 * its message, stack, cause and other own properties redacted like `redact`'s contexts; a numeric
 * `digest` is kept, as it ties the error page to the log line.
 */
function redactError(error: Error, depth: number): Error {
  const copy = new Error();
  Reflect.deleteProperty(copy, 'stack');
  Object.setPrototypeOf(copy, Object.getPrototypeOf(error) as object | null);
  for (const key of Reflect.ownKeys(error)) {
    let value: unknown;
    try {
      value = (error as unknown as Record<PropertyKey, unknown>)[key];
    } catch {
      continue;
    }
    const redacted =
      key === 'digest' && typeof value === 'string' && DIGEST.test(value)
        ? value
        : typeof key === 'string' && SECRET_KEY.test(key)
          ? '[redacted]'
          : redact(value, depth + 1);
    const enumerable = Object.getOwnPropertyDescriptor(error, key)?.enumerable ?? false;
    Object.defineProperty(copy, key, { value: redacted, enumerable, writable: true, configurable: true });
  }
  return copy;
}

/** One argument of console.error/warn, redacted; a JSON line (ours, already redacted) stays JSON. */
function redactArgument(arg: unknown): unknown {
  if (arg instanceof Error) return redact(arg);
  if (typeof arg !== 'string') return arg;
  if (arg.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(arg);
      // `params:` in an escaped JSON string would run to the end of the line: redact the values instead.
      if (parsed !== null && typeof parsed === 'object') return JSON.stringify(redact(parsed));
    } catch {
      // Not JSON: an ordinary text.
    }
  }
  return redactText(arg);
}

/** Marks a console method that already redacts, so installing twice wraps once. */
const REDACTING = Symbol.for('shtrafy.log.redacting-console');

/**
 * Makes `target.error` and `target.warn` (the process's console by default, from instrumentation.ts)
 * redact every string and error they print like `logError` does, because Next.js prints a failed
 * render itself (`⨯ Error: Failed query: … params: 127.0.0.1,…`) with bound query parameters, client
 * addresses and token hashes in it. Texts are only redacted, errors are passed on as redacted copies
 * of their class (the framework still formats and source-maps them), other values are untouched.
 */
export function redactConsole(target: Pick<Console, 'error' | 'warn'> = console): void {
  for (const method of ['error', 'warn'] as const) {
    const original = target[method];
    if (REDACTING in original) continue;
    const redacting = function (this: unknown, ...args: unknown[]): void {
      original.apply(this ?? target, args.map(redactArgument));
    };
    Object.defineProperty(redacting, REDACTING, { value: true });
    Object.defineProperty(redacting, 'name', { value: original.name });
    target[method] = redacting;
  }
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
