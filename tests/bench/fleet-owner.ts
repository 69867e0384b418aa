/** The legal entities of the fleet bench (tests/bench/fleet.ts): a user of type 3 owning one organization. */
import { eq } from 'drizzle-orm';
import { makeInn10 } from '@/lib/domain/inn';
import type { Db } from '@/lib/server/db/client';
import { organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { createClient, createUser } from '@/lib/server/accounts/service';

/** Ids of a bench legal entity and its organization. */
export interface FleetOwner {
  userId: number;
  organizationId: number;
}

/**
 * A legal entity (user type 3) with an enterprise organization of 730 days, looked up just now;
 * `innStart` is the first nine digits of the organization's ИНН (the check digit is computed).
 */
export async function legalEntityWithOrganization(db: Db, innStart: string): Promise<FleetOwner> {
  const { userId } = await createUser(db, { clientId: await createClient(db) });
  await db.update(users).set({ type: 3 }).where(eq(users.id, userId));
  const [org] = await db
    .insert(organizations)
    .values({
      createdBy: userId,
      inn: makeInn10(innStart),
      name: 'ООО «Бенч Транс»',
      address: '125009, г. Москва, ул. Тверская, д. 7',
      countDays: 730,
      subscribeType: 'enterprise',
      checkedAt: new Date(),
    })
    .returning({ id: organizations.id });
  await db.insert(organizationMembers).values({ organizationId: org!.id, userId, role: 'owner' });
  return { userId, organizationId: org!.id };
}
