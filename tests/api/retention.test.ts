import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { POST as sendAuth } from '@/app/105/api/fos/send/auth/route';
import { getDb } from '@/lib/server/db/client';
import {
  authTokens,
  credentials,
  documents,
  extensionHandovers,
  jobs,
  mailOutbox,
  notifyAddresses,
  rateLimits,
  unsubscribeTokens,
  usageEvents,
  users,
} from '@/lib/server/db/schema';
import { pruneExpiredData } from '@/lib/server/jobs/retention';
import { call } from './support/call';
import { uniqueEmail } from './support/mail';
import { runJobs } from './support/jobs';
import { insertCharge } from './support/payments';
import { startPaying } from './support/sandbox-pay';
import { signUp, uniqueSts } from './support/users';

const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;
const hoursAgo = (n: number) => sql`now() - make_interval(hours => ${n})`;

async function userIdFor(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.pendingEmail} = ${email} or ${users.email} = ${email}`);
  return row!.id;
}

async function exists(table: typeof users | typeof jobs | typeof mailOutbox | typeof usageEvents, id: number): Promise<boolean> {
  const db = await getDb();
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
}

describe('retention', () => {
  it('deletes what is dead and keeps what is alive, table by table', async () => {
    const db = await getDb();

    // Accounts. Anonymous and signed in: kept. A sign-in link requested for a new address and never
    // followed: deleted once the link is a day past expiry. Anonymous with documents but no live
    // sign-in (unused for SESSION_IDLE_DAYS): deleted with its documents. Registered: always kept.
    const active = await signUp({ sts: uniqueSts() });
    const neverFollowed = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email: neverFollowed } });
    const ghost = await userIdFor(neverFollowed);
    await db
      .update(users)
      .set({ createdAt: daysAgo(3) })
      .where(eq(users.id, ghost));
    await db
      .update(authTokens)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(authTokens.userId, ghost));
    const stillWaiting = uniqueEmail();
    await call(sendAuth, 'fos/send/auth', { body: { email: stillWaiting } });
    const waiting = await userIdFor(stillWaiting);
    await db
      .update(users)
      .set({ createdAt: daysAgo(3) })
      .where(eq(users.id, waiting));
    const idle = await signUp({ sts: uniqueSts() });
    await db
      .update(users)
      .set({ createdAt: daysAgo(200) })
      .where(eq(users.id, Number(idle.userId)));
    await db
      .update(credentials)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(credentials.userId, Number(idle.userId)));
    // An anonymous account as idle, but it paid a fine: its payments are money records and stay, and it with them.
    const payer = await signUp();
    await startPaying(payer, [(await insertCharge(payer)).uin], 'anon-payer@example.ru');
    await db
      .update(users)
      .set({ createdAt: daysAgo(200) })
      .where(eq(users.id, Number(payer.userId)));
    await db
      .update(credentials)
      .set({ expiresAt: daysAgo(2) })
      .where(eq(credentials.userId, Number(payer.userId)));
    const [registered] = await db
      .insert(users)
      .values({ email: uniqueEmail(), createdAt: daysAgo(400) })
      .returning({ id: users.id });

    // Sign-ins: revoked long ago goes, revoked yesterday stays.
    const [oldRevoked] = await db
      .insert(credentials)
      .values({ userId: Number(active.userId), saltEnc: 'x', expiresAt: sql`now() + interval '1 day'`, revokedAt: daysAgo(40) })
      .returning({ id: credentials.id });
    const [newRevoked] = await db
      .insert(credentials)
      .values({ userId: Number(active.userId), saltEnc: 'x', expiresAt: sql`now() + interval '1 day'`, revokedAt: daysAgo(1) })
      .returning({ id: credentials.id });

    // Extension hand-overs: one expired two days ago goes, a live one stays.
    const handover = {
      userId: Number(active.userId),
      issuerCredentialId: newRevoked!.id,
      extensionId: 'a'.repeat(32),
      challenge: 'c',
    };
    const [oldHandover, liveHandover] = await db
      .insert(extensionHandovers)
      .values([
        { ...handover, tokenHash: `e${Date.now()}a`, expiresAt: daysAgo(2) },
        { ...handover, tokenHash: `e${Date.now()}b`, expiresAt: sql`now() + interval '2 minutes'` },
      ])
      .returning({ id: extensionHandovers.id });

    // Mailed links: expired two days ago goes, a live one stays.
    const [oldToken] = await db
      .insert(authTokens)
      .values({ userId: Number(active.userId), purpose: 'signin', tokenHash: `h${Date.now()}a`, expiresAt: daysAgo(2) })
      .returning({ id: authTokens.id });
    const [liveToken] = await db
      .insert(authTokens)
      .values({
        userId: Number(active.userId),
        purpose: 'signin',
        tokenHash: `h${Date.now()}b`,
        expiresAt: sql`now() + interval '10 minutes'`,
      })
      .returning({ id: authTokens.id });

    // Rate-limit counters, usage events, mail metadata, finished jobs.
    await db.insert(rateLimits).values([
      { key: 'test:old', windowStart: daysAgo(3), count: 1 },
      { key: 'test:new', windowStart: sql`now()`, count: 1 },
    ]);
    const [oldEvent, newEvent] = await db
      .insert(usageEvents)
      .values([
        { kind: 'screen', name: 'test', createdAt: daysAgo(200) },
        { kind: 'screen', name: 'test', createdAt: sql`now()` },
      ])
      .returning({ id: usageEvents.id });
    const mail = { to: 'x@example.ru', subject: 's', text: '', html: '', kind: 'test' };
    const [oldSent, newSent, oldQueued] = await db
      .insert(mailOutbox)
      .values([
        { ...mail, state: 'sent', createdAt: daysAgo(40) },
        { ...mail, state: 'sent', createdAt: daysAgo(2) },
        { ...mail, state: 'queued', createdAt: daysAgo(40) },
      ])
      .returning({ id: mailOutbox.id });
    const [oldDone, newDone, oldFailed, newFailed, oldQueuedJob] = await db
      .insert(jobs)
      .values([
        { type: 'test', state: 'done', finishedAt: daysAgo(2) },
        { type: 'test', state: 'done', finishedAt: hoursAgo(1) },
        { type: 'test', state: 'failed', finishedAt: daysAgo(40) },
        { type: 'test', state: 'failed', finishedAt: daysAgo(2) },
        { type: 'test', state: 'queued', createdAt: daysAgo(40) },
      ])
      .returning({ id: jobs.id });

    // Notification addresses and unsubscribe links.
    const notified = await signUp();
    const current = uniqueEmail();
    await db
      .update(users)
      .set({ notifyEmail: current })
      .where(eq(users.id, Number(notified.userId)));
    await db.insert(notifyAddresses).values({ userId: Number(notified.userId), email: current, confirmedAt: sql`now()` });
    const unconfirmed = await signUp();
    const abandoned = uniqueEmail();
    await db
      .update(users)
      .set({ notifyEmail: abandoned })
      .where(eq(users.id, Number(unconfirmed.userId)));
    await db
      .insert(notifyAddresses)
      .values({ userId: Number(unconfirmed.userId), email: abandoned, tokenHash: `n${Date.now()}`, tokenExpiresAt: daysAgo(2) });
    const [forOldAddress, forCurrent, tooOld] = await db
      .insert(unsubscribeTokens)
      .values([
        { userId: Number(notified.userId), email: uniqueEmail(), tokenHash: `u${Date.now()}a` },
        { userId: Number(notified.userId), email: current, tokenHash: `u${Date.now()}b` },
        { userId: Number(notified.userId), email: current, tokenHash: `u${Date.now()}c`, createdAt: daysAgo(200) },
      ])
      .returning({ id: unsubscribeTokens.id });

    // A small batch size, so the batching itself is exercised.
    const deleted = await pruneExpiredData(db, 1);
    expect(deleted).toMatchObject({
      mailOutbox: 1,
      authTokens: 2, // the old one and the abandoned link of `ghost`
      rateLimits: 1,
      extensionHandovers: 1,
      usageEvents: 1,
      jobs: 2,
      notifyAddresses: 1,
      unsubscribeTokens: 2,
      unreachableAccounts: 2,
    });

    expect(await exists(users, Number(active.userId))).toBe(true);
    expect(await exists(users, ghost)).toBe(false);
    expect(await exists(users, waiting)).toBe(true);
    expect(await exists(users, Number(idle.userId))).toBe(false);
    expect(await exists(users, Number(payer.userId))).toBe(true);
    expect(
      await db
        .select()
        .from(documents)
        .where(eq(documents.userId, Number(idle.userId))),
    ).toEqual([]);
    expect(await exists(users, registered!.id)).toBe(true);

    const credentialIds = (await db.select({ id: credentials.id }).from(credentials)).map((c) => c.id);
    expect(credentialIds).not.toContain(oldRevoked!.id);
    expect(credentialIds).toContain(newRevoked!.id);
    const handoverIds = (await db.select({ id: extensionHandovers.id }).from(extensionHandovers)).map((h) => h.id);
    expect(handoverIds).not.toContain(oldHandover!.id);
    expect(handoverIds).toContain(liveHandover!.id);
    const tokenIds = (await db.select({ id: authTokens.id }).from(authTokens)).map((t) => t.id);
    expect(tokenIds).not.toContain(oldToken!.id);
    expect(tokenIds).toContain(liveToken!.id);
    expect(
      (
        await db
          .select()
          .from(rateLimits)
          .where(inArray(rateLimits.key, ['test:old', 'test:new']))
      ).map((r) => r.key),
    ).toEqual(['test:new']);
    expect([await exists(usageEvents, oldEvent!.id), await exists(usageEvents, newEvent!.id)]).toEqual([false, true]);
    expect([
      await exists(mailOutbox, oldSent!.id),
      await exists(mailOutbox, newSent!.id),
      await exists(mailOutbox, oldQueued!.id),
    ]).toEqual([false, true, true]);
    const jobIds = [oldDone, newDone, oldFailed, newFailed, oldQueuedJob].map((j) => j!.id);
    expect(await Promise.all(jobIds.map((id) => exists(jobs, id)))).toEqual([false, true, false, true, true]);
    expect((await db.select().from(notifyAddresses)).map((n) => n.userId)).toEqual([Number(notified.userId)]);
    const unsubscribeIds = (await db.select({ id: unsubscribeTokens.id }).from(unsubscribeTokens)).map((t) => t.id);
    expect(unsubscribeIds).toEqual([forCurrent!.id]);
    expect(unsubscribeIds).not.toContain(forOldAddress!.id);
    expect(unsubscribeIds).not.toContain(tooOld!.id);

    // A second pass finds nothing more.
    expect(Object.values(await pruneExpiredData(db)).every((n) => n === 0)).toBe(true);
  });

  it('runs as the daily `retention` job', async () => {
    const db = await getDb();
    await db.insert(rateLimits).values({ key: 'test:job', windowStart: daysAgo(3), count: 1 });
    const id = (await db.insert(jobs).values({ type: 'retention' }).returning({ id: jobs.id }))[0]!.id;
    expect(await runJobs(['retention'])).toBe(1);
    expect((await db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'done' });
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:job'))).toEqual([]);
  });
});
