import 'server-only';
import { createHash } from 'node:crypto';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** How many prepared statements one database keeps; the least recently used is deallocated past it. */
export const PREPARED_STATEMENTS_MAX = 300;

/** A statement prepared in the session: its name and the type OIDs PostgreSQL inferred for its parameters. */
interface Prepared {
  name: string;
  parameterOids: number[];
}

/** PostgreSQL's SQLSTATE for a prepared statement that does not exist (invalid_sql_statement_name). */
const INVALID_STATEMENT_NAME = '26000';

/** Only reads are prepared: PREPARE takes SELECT (and WITH … SELECT) but no utility statement. */
const READ = /^\s*\(?\s*(select|with)\b/i;

/**
 * A parameter as an SQL string literal, from the text PGlite itself would bind for it (the
 * serializer of its type, or `toString()`, as PGlite's `query` does). An escape string (`E'…'`,
 * PostgreSQL manual §4.1.2.2) with every backslash and quote doubled reads back as exactly the text,
 * whatever `standard_conforming_strings` says; PostgreSQL casts it to the parameter's type. Null
 * when the value can't be a literal (a NUL character, which no PostgreSQL text holds).
 */
function literal(value: unknown, oid: number, client: PGlite, options?: QueryOptions): string | null {
  if (value === null || value === undefined) return 'NULL';
  const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
  const text: unknown = serialize ? serialize(value) : (value as { toString(): string }).toString();
  if (typeof text !== 'string' || text.includes('\0')) return null;
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * Wraps a PGlite database so that every read it is asked through `query` is planned once per text
 * and then run from its cached plan (`PREPARE` once, `EXECUTE` after). PGlite's `query` parses and
 * plans each statement anew, and on PGlite (PostgreSQL compiled to WebAssembly) planning costs more
 * than running these short statements: 0.4–1.1 ms against 0.1–0.5 ms for the fines list's reads
 * (README «Speed»). PostgreSQL chooses per statement between a plan for the given values and the
 * cached generic one (plan_cache_mode), as for any prepared statement.
 *
 * Answers, errors and their codes are those of the same statement run directly. A statement that
 * can't be prepared (not a read, a parameter with no text, a syntax error) is run directly, so it
 * fails as it would have. Queries inside `transaction()` go to PGlite's transaction object, not
 * here. At most PREPARED_STATEMENTS_MAX statements are kept.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Promise<Prepared | null>>();
  const direct = client.query.bind(client);

  async function prepare(text: string): Promise<Prepared | null> {
    const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
    } catch {
      return null;
    }
    const types = await direct<{ oids: number[] }>(
      'select parameter_types::oid[] as oids from pg_prepared_statements where name = $1',
      [name],
    );
    return { name, parameterOids: (types.rows[0]?.oids ?? []).map(Number) };
  }

  async function prepared(text: string): Promise<Prepared | null> {
    let entry = statements.get(text);
    if (entry) {
      // Most recently used last: the first key is the one to deallocate.
      statements.delete(text);
      statements.set(text, entry);
      return entry;
    }
    entry = prepare(text);
    statements.set(text, entry);
    if (statements.size > PREPARED_STATEMENTS_MAX) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      void oldest.then((p) => (p ? client.exec(`deallocate ${p.name}`) : undefined)).catch(() => undefined);
    }
    return entry;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Types given by the caller would make PostgreSQL read the parameters otherwise than PREPARE inferred them.
    if (!READ.test(text) || options?.paramTypes) return direct<T>(text, params, options);
    const statement = await prepared(text);
    if (!statement || statement.parameterOids.length !== params.length) return direct<T>(text, params, options);
    const literals: string[] = [];
    for (const [i, value] of params.entries()) {
      const lit = literal(value, statement.parameterOids[i]!, client, options);
      if (lit === null) return direct<T>(text, params, options);
      literals.push(lit);
    }
    const args = literals.length ? `(${literals.join(', ')})` : '';
    try {
      return await direct<T>(`execute ${statement.name}${args}`, [], options);
    } catch (error) {
      // Deallocated meanwhile (evicted by another read, or by `deallocate all`): run it directly, prepare it next time.
      if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
      statements.delete(text);
      return direct<T>(text, params, options);
    }
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
