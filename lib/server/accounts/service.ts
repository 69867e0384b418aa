import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { clients, users } from '@/lib/server/db/schema';
import type { NewUserInput } from '@/lib/validation/accounts';
import type { UserDto } from '@/lib/contract/accounts';
import { AppError, notFound } from '@/lib/server/errors';
import { insertDocuments } from '@/lib/server/documents/queries';
import { issueCredential } from './credentials';

/** `GET /105/api/client`: registers a new install and returns its clientId (UUID v4). */
export async function createClient(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insert(clients).values({ id });
  return id;
}

/**
 * `POST /105/api/newuser`: creates an anonymous private person (type 1) for a known clientId,
 * optionally with its first СТС, and issues a sign-in, all in one transaction. Returns userId and
 * the salt (spec §7).
 * @throws AppError 400 when the clientId was never issued.
 */
export async function createUser(db: Db, input: NewUserInput): Promise<{ userId: number; salt: string }> {
  const channel = input.channel ?? 'web';
  // One transaction: a failure anywhere leaves no user without its certificate or sign-in.
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId)).limit(1);
    if (!client) throw new AppError('unknown_client', 'Неизвестный clientId: запросите новый через /105/api/client');
    const [user] = await tx.insert(users).values({ clientId: input.clientId, channel, type: 1 }).returning({ id: users.id });
    if (input.sts) {
      await insertDocuments(tx, [
        {
          userId: user!.id,
          type: 'sts',
          number: input.sts,
          plateNumber: input.vehiclePlateNumber ?? null,
          plateRegion: input.vehiclePlateRegion ?? null,
        },
      ]);
    }
    return { userId: user!.id, salt: await issueCredential(tx, user!.id, channel) };
  });
}

/** `GET /105/api/user`: the caller's own account. @throws AppError 404 if the user was deleted. */
export async function getUser(db: Db, userId: number): Promise<UserDto> {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      pendingEmail: users.pendingEmail,
      gender: users.gender,
      fullName: users.fullName,
      birthDate: users.birthDate,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Пользователь не найден');
  return {
    id: row.id,
    userType: row.type === 3 ? 3 : 1,
    email: row.email,
    pendingEmail: row.pendingEmail,
    gender: row.gender === 'f' ? 'f' : 'm',
    fullName: row.fullName,
    birthDate: row.birthDate,
    registered: row.email !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
