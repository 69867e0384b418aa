import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_STATES } from '@/lib/domain/payment-state';
import {
  ORGANIZATION_SEARCH_LIMIT,
  type DirectoryCompanyDto,
  type OrganizationDto,
  type OrganizationTypesDto,
} from '@/lib/contract/organizations';
import { COUNT_DAYS_OPTIONS, countDaysProblem, MAX_ORGANIZATIONS, type SubscribeType } from '@/lib/domain/organization-plans';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db/client';
import { organizationMembers, organizations, payments } from '@/lib/server/db/schema';
import { getDirectory } from '@/lib/server/adapters/directory';
import { DirectoryError } from '@/lib/server/adapters/directory/types';
import { badInput, conflict, notFound, unavailable } from '@/lib/server/errors';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { MSG_ORGANIZATION_NOT_FOUND, organizationScope, requireLegalEntity } from './access';
import { allPlans, toOrganizationDto } from './dto';
import { lockFleet } from './fleet-lock';
import { enqueueOrganizationLookup, organizationLookupActive, requeueOrganizationLookup } from './lookup-job';
import { countCreatedOrganizations, countVehicles, findMemberOrganization, listMemberOrganizations } from './queries';
import { formatCount, plural } from '@/lib/domain/plural';

const MSG_DIRECTORY_UNAVAILABLE = 'Справочник организаций сейчас не отвечает. Попробуйте позже';

/** `GET /105/api/organization/types`: the plans (`subscribeType`) and history lengths (`countDays`). */
export function organizationTypes(): OrganizationTypesDto {
  return { plans: allPlans(), countDays: [...COUNT_DAYS_OPTIONS] };
}

/**
 * The company directory (DaData) is a paid service with a daily quota shared by everybody: search
 * as you type and additions are counted per account (a typed name is a request per pause).
 */
export const DIRECTORY_RULE = {
  name: 'organization-directory',
  limit: 120,
  windowSeconds: 10 * 60,
  message: 'Слишком много запросов к справочнику организаций. Попробуйте {wait}',
};

/**
 * `GET /105/api/organization/search?q=`: companies of the directory by a part of their name or the
 * start of their ИНН (at most 10). @throws AppError 403 for a private person; 429 over
 * DIRECTORY_RULE; 503 when the directory cannot answer.
 */
export async function searchCompanies(db: Db, userId: number, q: string): Promise<DirectoryCompanyDto[]> {
  await requireLegalEntity(db, userId);
  await hitRateLimit(db, DIRECTORY_RULE, `user:${userId}`);
  try {
    return await getDirectory().search(q, ORGANIZATION_SEARCH_LIMIT, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    if (error instanceof DirectoryError || (error instanceof Error && error.name === 'TimeoutError')) {
      throw unavailable(MSG_DIRECTORY_UNAVAILABLE);
    }
    throw error;
  }
}

/** An organization's DTO with its lookup state, read now. */
async function dtoOf(db: Db, row: Parameters<typeof toOrganizationDto>[0]): Promise<OrganizationDto> {
  return toOrganizationDto(row, await organizationLookupActive(db, row.id));
}

/**
 * `GET /105/api/organization` (spec §7, channel Web): the user's organizations with their states.
 * Those never looked up or looked up longer ago than FINES_STALE_SECONDS get a lookup queued.
 * @throws AppError 403 for a private person.
 */
export async function listOrganizations(db: Db, userId: number): Promise<OrganizationDto[]> {
  await requireLegalEntity(db, userId);
  const rows = await listMemberOrganizations(db, userId);
  await Promise.all(rows.map((row) => refreshIfStale(db, row)));
  return Promise.all(rows.map((row) => dtoOf(db, row)));
}

/** Queues a lookup when the organization was never looked up or its results are stale. */
export async function refreshIfStale(db: Db, row: { id: number; checkedAt: Date | null }): Promise<void> {
  const staleBefore = Date.now() - env().FINES_STALE_SECONDS * 1000;
  if (!row.checkedAt || row.checkedAt.getTime() < staleBefore) await enqueueOrganizationLookup(db, row.id);
}

/**
 * `POST /105/api/organization/add` (spec §7: name, inn, countDays, subscribeType): adds the company
 * with this ИНН from the directory as the user's organization (the user becomes its owner) and
 * queues its registry lookup. The name and requisites are the directory's.
 * @throws AppError 403 for a private person; 400 for an ИНН the directory does not know or a
 *   history over the plan; 409 `duplicate` when already added, `limit` at MAX_ORGANIZATIONS; 429 over DIRECTORY_RULE.
 */
export async function addOrganization(
  db: Db,
  userId: number,
  input: { inn: string; countDays: number; subscribeType: SubscribeType },
): Promise<OrganizationDto> {
  await requireLegalEntity(db, userId);
  const problem = countDaysProblem(input.subscribeType, input.countDays);
  if (problem) throw badInput(problem, { countDays: problem });
  await hitRateLimit(db, DIRECTORY_RULE, `user:${userId}`);
  let company;
  try {
    company = await getDirectory().byInn(input.inn, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    if (error instanceof DirectoryError || (error instanceof Error && error.name === 'TimeoutError')) {
      throw unavailable(MSG_DIRECTORY_UNAVAILABLE);
    }
    throw error;
  }
  if (!company) {
    const message = 'Организация с таким ИНН не найдена в справочнике';
    throw badInput(message, { inn: message });
  }
  const id = await db.transaction(async (tx) => {
    // Serializes one user's additions, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(724101, ${userId}::int)`);
    if ((await countCreatedOrganizations(tx, userId)) >= MAX_ORGANIZATIONS) {
      throw conflict('limit', `Можно добавить не больше ${MAX_ORGANIZATIONS} организаций`);
    }
    const [row] = await tx
      .insert(organizations)
      .values({ createdBy: userId, ...company, countDays: input.countDays, subscribeType: input.subscribeType })
      .onConflictDoNothing()
      .returning({ id: organizations.id });
    if (!row) throw conflict('duplicate', 'Эта организация уже добавлена');
    await tx.insert(organizationMembers).values({ organizationId: row.id, userId, role: 'owner' });
    await enqueueOrganizationLookup(tx, row.id);
    return row.id;
  });
  return getOrganization(db, userId, id);
}

/** `GET /105/api/organization/{id}`: one of the user's organizations. @throws AppError 403; 404 when not theirs. */
export async function getOrganization(db: Db, userId: number, organizationId: number): Promise<OrganizationDto> {
  const { organization } = await organizationScope(db, userId, organizationId);
  return dtoOf(db, organization);
}

/**
 * `POST /105/api/organization/{id}`: saves the history length and the plan, enforcing the plan's
 * limits (a smaller plan cannot hold more vehicles than it allows). A longer history queues a
 * lookup for the days it adds. @throws AppError 400 over a limit; 403; 404 when not the user's.
 */
export async function saveOrganization(
  db: Db,
  userId: number,
  organizationId: number,
  input: { countDays: number; subscribeType: SubscribeType },
): Promise<OrganizationDto> {
  const { organization } = await organizationScope(db, userId, organizationId);
  const problem = countDaysProblem(input.subscribeType, input.countDays);
  if (problem) throw badInput(problem, { countDays: problem });
  const { maxVehicles, title } = allPlans().find((p) => p.type === input.subscribeType)!;
  await db.transaction(async (tx) => {
    // Under the fleet's lock: an import running now is counted whole, or starts after the new plan.
    await lockFleet(tx, organizationId);
    const vehicles = await countVehicles(tx, organizationId);
    if (vehicles > maxVehicles) {
      const message = `В списке ${formatCount(vehicles)} ${plural(vehicles, 'машина', 'машины', 'машин')}, а тариф «${title}» допускает ${formatCount(maxVehicles)}: удалите лишние или выберите другой тариф`;
      throw badInput(message, { subscribeType: message });
    }
    await tx
      .update(organizations)
      .set({ countDays: input.countDays, subscribeType: input.subscribeType })
      .where(eq(organizations.id, organizationId));
  });
  if (input.countDays > organization.countDays) await requeueOrganizationLookup(db, organizationId);
  return getOrganization(db, userId, organizationId);
}

/**
 * `DELETE /105/api/organization/{id}`: removes the organization with its fleet and charges; its
 * payments stay, as the paying member's (the money record outlives the organization). Refused
 * while one of its payments is unfinished: the gateway's answer must still find it and its charges.
 * @throws AppError 403; 404; 409 `payment_in_progress`.
 */
export async function deleteOrganization(db: Db, userId: number, organizationId: number): Promise<void> {
  await organizationScope(db, userId, organizationId);
  const deleted = await db.transaction(async (tx) => {
    const [unfinished] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.organizationId, organizationId), inArray(payments.state, [...ACTIVE_STATES])))
      .limit(1);
    if (unfinished) throw conflict('payment_in_progress', msgOrganizationPaying(unfinished.id));
    return tx
      .delete(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.createdBy, userId)))
      .returning({ id: organizations.id });
  });
  if (deleted.length === 0) throw notFound(MSG_ORGANIZATION_NOT_FOUND);
}

/** Said when an organization with an unfinished payment is to be deleted. */
const msgOrganizationPaying = (paymentId: number) =>
  `Организацию нельзя удалить, пока идёт её платёж № ${paymentId}. Дождитесь, когда он завершится, и повторите.`;

/** «Обновить данные» asks the registry for a whole fleet each time: an accountant needs a few, not a loop. */
const REFRESH_RULE = {
  name: 'organization-refresh',
  limit: 20,
  windowSeconds: 15 * 60,
  message: 'Слишком много обновлений. Попробуйте {wait}',
};

/**
 * `POST /105/api/organization` (spec §7 «refresh data»): looks the organization up again now and
 * answers its state (`pending`). @throws AppError 403; 404 when not the user's; 429 over REFRESH_RULE.
 */
export async function refreshOrganization(db: Db, userId: number, organizationId: number): Promise<OrganizationDto> {
  await organizationScope(db, userId, organizationId);
  await hitRateLimit(db, REFRESH_RULE, `user:${userId}`);
  await requeueOrganizationLookup(db, organizationId);
  const organization = await findMemberOrganization(db, userId, organizationId);
  if (!organization) throw notFound(MSG_ORGANIZATION_NOT_FOUND);
  return dtoOf(db, organization);
}
