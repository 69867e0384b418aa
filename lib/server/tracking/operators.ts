import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { operators, users } from '@/lib/server/db/schema';
import { isAppError, notFound } from '@/lib/server/errors';
import { normalizeEmail } from '@/lib/domain/email-address';
import { authenticate } from '@/lib/server/accounts/authenticate';

/** An operator as the `npm run operator list` command prints it. */
export interface OperatorRow {
  email: string;
  grantedAt: Date;
  /** The account that signs in with this e-mail now, or null (the grant waits for it). */
  userId: number | null;
}

/** True when the user's confirmed sign-in e-mail is listed as an operator (ADR 0011). */
export async function isOperator(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .innerJoin(operators, eq(operators.email, users.email))
    .where(eq(users.id, userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Lets only operators through. Everybody else gets the same 404 as an unknown path, so the
 * dashboard's existence is not advertised. @throws AppError 404 `not_found`.
 */
export async function assertOperator(db: Db, userId: number): Promise<void> {
  if (!(await isOperator(db, userId))) throw notFound('Такой страницы нет');
}

/**
 * The operator calling an operator endpoint, from the `session`, `rand`, `userId` query. A
 * missing, wrong or expired session and a user who is not an operator all get the same 404 as an
 * unknown path. @throws AppError 404 `not_found` (503 when the database is down).
 */
export async function operatorFromQuery(db: Db, query: URLSearchParams): Promise<number> {
  let userId: number;
  try {
    userId = (await authenticate(db, query)).userId;
  } catch (error) {
    if (isAppError(error) && error.httpStatus === 401) throw notFound('Такой страницы нет');
    throw error;
  }
  await assertOperator(db, userId);
  return userId;
}

/**
 * Grants the operator role to whoever signs in with `email` (in its one spelling, `normalizeEmail`; an address becomes a
 * sign-in identity only once confirmed, ADR 5). Idempotent. Answers the account using it now, if any.
 */
export async function grantOperator(db: Db, email: string): Promise<OperatorRow> {
  const normalized = normalizeEmail(email) ?? email.trim().toLowerCase();
  await db.insert(operators).values({ email: normalized }).onConflictDoNothing();
  const [row] = await listOperators(db, normalized);
  return row!;
}

/** Takes the role away; true when the address was an operator. */
export async function revokeOperator(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(operators)
    .where(eq(operators.email, normalizeEmail(email) ?? email.trim().toLowerCase()))
    .returning();
  return removed.length > 0;
}

/** Every operator (or the one with `email`), oldest grant first. */
export async function listOperators(db: Db, email?: string): Promise<OperatorRow[]> {
  return db
    .select({ email: operators.email, grantedAt: operators.grantedAt, userId: users.id })
    .from(operators)
    .leftJoin(users, eq(users.email, operators.email))
    .where(email ? eq(operators.email, email) : undefined)
    .orderBy(asc(operators.grantedAt), asc(operators.email));
}
