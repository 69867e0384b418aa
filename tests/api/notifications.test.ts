import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { POST as setEmail } from '@/app/105/api/email/route';
import { POST as addDl } from '@/app/105/api/driverLicense/route';
import { POST as refreshOrganization } from '@/app/105/api/organization/route';
import { POST as saveOrganization } from '@/app/105/api/organization/[id]/route';
import { getDb } from '@/lib/server/db/client';
import { charges, jobs, mailOutbox, organizations } from '@/lib/server/db/schema';
import { formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { absoluteUrl } from '@/lib/server/mail/templates';
import { newChargesMail, MAIL_CHARGES_SHOWN } from '@/lib/server/notifications/new-charges-mail';
import { unsubscribeUrls } from '@/lib/server/notifications/notify-mails';
import type { ChargeToNotify } from '@/lib/server/notifications/queries';
import { queueScheduledRefresh } from '@/lib/server/notifications/scheduled-refresh';
import { registerNotificationJobs } from '@/lib/server/notifications/register';
import type { FineRowDto } from '@/lib/contract/fines';
import { call, type TestAuth } from './support/call';
import { everyCharge } from './support/charges';
import { signUp } from './support/users';
import { lastMailTo, uniqueEmail } from './support/mail';
import { markStale, preloadUntilDone, runQueue } from './support/lookups';
import { confirmNotifyAddress } from './support/notify';
import { installClockedRegistry } from './support/details';
import { makeJobsDue, runJobs } from './support/jobs';
import { expectErrorLog } from './support/console';
import { getRegistry, setRegistry } from '@/lib/server/adapters/registry';
import { historySince } from '@/lib/domain/organization-plans';
import { FLEET, withOrganization } from './support/organizations';

/** A user with one ВУ, notifications set as asked (the address confirmed unless told), and the first lookup done. */
async function userWithLicence(number: string, doNotify: 0 | 1, confirmed = true) {
  const auth = await signUp();
  const email = uniqueEmail();
  await call(setEmail, 'email', { auth, body: { email, doNotify } });
  if (confirmed) await confirmNotifyAddress(email);
  const dl = (await call(addDl, 'driverLicense', { auth, body: { driverLicense: number } })).json.driverLicense;
  await preloadUntilDone(auth);
  return { auth, email, documentId: dl.id as number };
}

/** Every fine and tax charge listed for the user (unpaid and paid tabs). */
async function fines(auth: TestAuth): Promise<FineRowDto[]> {
  return (await everyCharge(auth)).fines;
}

async function mailsTo(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

/** Forgets stored charges, as if the registry had not shown them before, so the next refresh finds them anew. */
async function forget(userId: string, uins: string[]): Promise<void> {
  const db = await getDb();
  await db.delete(charges).where(and(eq(charges.userId, Number(userId)), inArray(charges.uin, uins)));
}

async function notifiedAt(userId: string, uin: string): Promise<Date | null | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ notifiedAt: charges.notifiedAt })
    .from(charges)
    .where(and(eq(charges.userId, Number(userId)), eq(charges.uin, uin)));
  return row?.notifiedAt;
}

async function refresh(auth: TestAuth, documentId: number): Promise<void> {
  await markStale(documentId);
  await preloadUntilDone(auth);
}

describe('new-fine notifications', () => {
  it('mails nothing on the first lookup of a new document', async () => {
    const { auth, email } = await userWithLicence('9900100100', 1);
    const found = await fines(auth);
    expect(found).toHaveLength(2);
    expect(await lastMailTo(email)).toBeUndefined();
    for (const fine of found) expect(await notifiedAt(auth.userId, fine.uin)).toBeNull();
  });

  it('mails once, in Russian, naming the fine a refresh found anew, and marks it notified', async () => {
    const { auth, email, documentId } = await userWithLicence('9900100100', 1);
    const fine = (await fines(auth)).find((f) => f.discount)!;
    expect(fine.article).toBeTruthy();
    await forget(auth.userId, [fine.uin]);
    await refresh(auth, documentId);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'new-fine', state: 'queued' });
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('У вас 1 новый штраф');
    for (const part of [
      `Штраф по ст. ${fine.article} КоАП РФ`,
      formatDateRu(fine.billDate),
      formatRubles(fine.amountKopeks),
      `со скидкой ${fine.discount!.percent} %`,
      absoluteUrl('/fines/list'),
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(await notifiedAt(auth.userId, fine.uin)).toBeInstanceOf(Date);
    const other = (await fines(auth)).find((f) => f.uin !== fine.uin)!;
    expect(await notifiedAt(auth.userId, other.uin)).toBeNull();

    // A refresh that finds nothing new mails nothing more.
    await refresh(auth, documentId);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('names every new unpaid fine in one mail and leaves out fines found already paid', async () => {
    const { auth, email, documentId } = await userWithLicence('9999999999', 1);
    const all = await fines(auth);
    const unpaid = all.filter((f) => f.kind === 'fine' && f.status === 'notpaid').slice(0, 2);
    const paid = all.find((f) => f.status === 'paid')!;
    expect(unpaid).toHaveLength(2);
    await forget(auth.userId, [...unpaid.map((f) => f.uin), paid.uin]);
    await refresh(auth, documentId);

    expect(await mailsTo(email)).toHaveLength(1);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('У вас 2 новых штрафа');
    for (const f of unpaid) expect(await notifiedAt(auth.userId, f.uin)).toBeInstanceOf(Date);
    expect(await notifiedAt(auth.userId, paid.uin)).toBeNull();
  });

  it('mails nothing to an address its owner has not confirmed, and marks nothing notified', async () => {
    const { auth, email, documentId } = await userWithLicence('9900100100', 1, false);
    const [fine] = await fines(auth);
    await forget(auth.userId, [fine!.uin]);
    await refresh(auth, documentId);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['notify-confirm']);
    expect(await notifiedAt(auth.userId, fine!.uin)).toBeNull();
  });

  it('puts a one-click unsubscribe link of its own into every new-fine mail', async () => {
    const { auth, email, documentId } = await userWithLicence('9900100100', 1);
    const [fine] = await fines(auth);
    await forget(auth.userId, [fine!.uin]);
    await refresh(auth, documentId);
    const [mail] = await mailsTo(email);
    expect(mail!.listUnsubscribe).toMatch(new RegExp(`^${absoluteUrl('/105/api/email/unsubscribe')}\\?token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(mail!.listUnsubscribe!).searchParams.get('token')!;
    expect(mail!.text).toContain(absoluteUrl(`/email/unsubscribe?token=${token}`));
    expect(mail!.html).toContain(absoluteUrl(`/email/unsubscribe?token=${token}`));
  });

  it('mails nothing when notifications are off', async () => {
    const { auth, email, documentId } = await userWithLicence('9900100100', 0);
    const [fine] = await fines(auth);
    await forget(auth.userId, [fine!.uin]);
    await refresh(auth, documentId);
    expect(await fines(auth)).toHaveLength(2);
    expect(await lastMailTo(email)).toBeUndefined();
    expect(await notifiedAt(auth.userId, fine!.uin)).toBeNull();
  });

  it('the scheduled refresh queues stale documents of users with notifications on only, and their new fines are mailed', async () => {
    registerNotificationJobs();
    registerNotificationJobs(); // a second call changes nothing
    const on = await userWithLicence('9900100100', 1);
    const off = await userWithLicence('9900100100', 0);
    const [fine] = await fines(on.auth);
    await forget(on.auth.userId, [fine!.uin]);
    // Checked an hour ago is fresh enough; thirteen hours ago is not.
    await markStale(on.documentId, 1);
    const db = await getDb();
    const queuedFor = async (documentId: number) =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'registry-lookup'), eq(jobs.dedupeKey, `document:${documentId}`), eq(jobs.state, 'queued')));
    await queueScheduledRefresh(db);
    expect(await queuedFor(on.documentId)).toHaveLength(0);

    await markStale(on.documentId, 13);
    await markStale(off.documentId, 13);
    expect(await queueScheduledRefresh(db)).toBeGreaterThanOrEqual(1);
    expect(await queuedFor(on.documentId)).toHaveLength(1);
    expect(await queuedFor(off.documentId)).toHaveLength(0);
    // Run again while the lookup is queued: no second job for the same document.
    await queueScheduledRefresh(db);
    expect(await queuedFor(on.documentId)).toHaveLength(1);

    await runQueue();
    expect((await lastMailTo(on.email))?.subject).toBe('У вас 1 новый штраф');
    expect(await lastMailTo(off.email)).toBeUndefined();
  });
});

describe('new-fine notifications for an organization’s fleet', () => {
  it('the scheduled refresh looks a stale fleet up again, and its new fines are mailed naming the company and the plate', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn);
    const email = uniqueEmail();
    await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
    await confirmNotifyAddress(email);
    const db = await getDb();
    const fleetFines = await db
      .select({ uin: charges.uin, plate: charges.vehiclePlate, status: charges.status })
      .from(charges)
      .where(and(eq(charges.organizationId, id), eq(charges.kind, 'fine'), eq(charges.status, 'notpaid')));
    expect(fleetFines.length).toBeGreaterThan(0);
    expect(await lastMailTo(email)).toBeUndefined(); // the first lookup mails nothing
    const fine = fleetFines[0]!;
    // As if the registry had not shown this fine before: the next lookup finds it anew.
    await db.delete(charges).where(and(eq(charges.organizationId, id), eq(charges.uin, fine.uin)));

    const queuedFor = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, 'organization-lookup'), eq(jobs.dedupeKey, `organization:${id}`), eq(jobs.state, 'queued')));
    await queueScheduledRefresh(db);
    expect(await queuedFor()).toHaveLength(0); // checked just now
    // 13 hours pass: the lookup and the charges it stored are that old now.
    await db
      .update(organizations)
      .set({ checkedAt: sql`now() - interval '13 hours'` })
      .where(eq(organizations.id, id));
    await db
      .update(charges)
      .set({ firstSeenAt: sql`now() - interval '13 hours 1 minute'` })
      .where(eq(charges.organizationId, id));
    await queueScheduledRefresh(db);
    await queueScheduledRefresh(db); // a second run while it is queued adds nothing
    expect(await queuedFor()).toHaveLength(1);

    await runJobs(['organization-lookup']);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe(`${FLEET.small.name}: 1 новый штраф`);
    expect(mail.text).toContain(`${fine.plate}: Штраф`);
    expect(mail.text).toContain(absoluteUrl(`/fines/list/organization/${id}`));
    const [row] = await db
      .select({ notifiedAt: charges.notifiedAt })
      .from(charges)
      .where(and(eq(charges.organizationId, id), eq(charges.uin, fine.uin)));
    expect(row!.notifiedAt).toBeInstanceOf(Date);
  });
});

describe('a longer history for an organization', () => {
  it('mails nothing for what the longer lookup brings in (older fines, orders of old fines); the next refresh mails what is new', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.largeFleet.inn, { countDays: 90, subscribeType: 'enterprise' });
    const email = uniqueEmail();
    await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
    await confirmNotifyAddress(email);
    const db = await getDb();
    const unpaid = () =>
      db
        .select({ uin: charges.uin, plate: charges.vehiclePlate })
        .from(charges)
        .where(and(eq(charges.organizationId, id), eq(charges.kind, 'fine'), eq(charges.status, 'notpaid')));
    const before = await unpaid();

    const saved = await call(saveOrganization, `organization/${id}`, {
      auth,
      params: { id: String(id) },
      body: { countDays: 365, subscribeType: 'enterprise' },
    });
    expect(saved.json.status).toBe('ok');
    await runJobs(['organization-lookup']); // queued by the longer history
    const after = await unpaid();
    expect(after.length).toBeGreaterThan(before.length); // it did bring unpaid fines in
    expect(await lastMailTo(email)).toBeUndefined();

    // The next refresh with the same history is an ordinary one: a fine it finds anew is news.
    const fine = after[0]!;
    await db.delete(charges).where(and(eq(charges.organizationId, id), eq(charges.uin, fine.uin)));
    await call(refreshOrganization, 'organization', { auth, body: { id } });
    await runJobs(['organization-lookup']);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe(`${FLEET.largeFleet.name}: 1 новый штраф`);
    expect(mail.text).toContain(`${fine.plate}: Штраф`);
  });
});

describe('a large organization stored a part at a time', () => {
  it('a lookup that stopped half-way mails, when run again, the new fines its first attempt stored', async () => {
    installClockedRegistry();
    const registry = getRegistry();
    const { auth, id } = await withOrganization(FLEET.largeFleet.inn, { countDays: 90, subscribeType: 'enterprise' });
    const email = uniqueEmail();
    await call(setEmail, 'email', { auth, body: { email, doNotify: 1 } });
    await confirmNotifyAddress(email);
    const db = await getDb();
    // The registry’s answer in its own order: its first 200 charges are stored before the 251st fails.
    const answer = await registry.lookup(
      { type: 'organization', number: FLEET.largeFleet.inn },
      { since: historySince(todayInMoscow(), 90) },
    );
    const unpaidAt = (from: number, to: number) =>
      answer.charges.slice(from, to).find((c) => c.kind === 'fine' && c.status === 'notpaid')!;
    expect(answer.charges.length).toBeGreaterThan(250);
    const [early, late] = [unpaidAt(0, 200), unpaidAt(200, answer.charges.length)];
    // Both found anew by the next lookup…
    await db.delete(charges).where(and(eq(charges.organizationId, id), inArray(charges.uin, [early.uin, late.uin])));
    // …whose first attempt stores the first part and then fails (a charge the database refuses).
    setRegistry({
      ...registry,
      lookup: async () => ({
        ...answer,
        charges: answer.charges.map((c, i) => (i === 250 ? { ...c, ordinanceNumber: null as unknown as string } : c)),
      }),
    });
    await call(refreshOrganization, 'organization', { auth, body: { id } });
    expectErrorLog(); // the refused part is logged as a defect would be
    await runJobs(['organization-lookup']);
    const stored = await db
      .select({ uin: charges.uin })
      .from(charges)
      .where(and(eq(charges.organizationId, id), inArray(charges.uin, [early.uin, late.uin])));
    expect(stored.map((r) => r.uin)).toEqual([early.uin]);
    expect(await lastMailTo(email)).toBeUndefined();

    setRegistry(registry);
    await makeJobsDue('organization-lookup');
    await runJobs(['organization-lookup']);
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe(`${FLEET.largeFleet.name}: 2 новых штрафа`);
  });
});

describe('new-charges mail', () => {
  const LINKS = unsubscribeUrls('t'.repeat(43));

  const charge = (over: Partial<ChargeToNotify>): ChargeToNotify => ({
    id: 1,
    kind: 'fine',
    status: 'notpaid',
    billDate: '2025-04-24',
    amountKopeks: 150000,
    article: '12.12 ч.1',
    purpose: 'Штраф',
    caseNumber: null,
    discountPercent: null,
    discountUntil: null,
    vehiclePlate: null,
    ...over,
  });

  it('agrees the heading with the count and names taxes and orders as charges', () => {
    const today = todayInMoscow();
    const heading = (n: number, kind: ChargeToNotify['kind'] = 'fine') =>
      newChargesMail(
        'a@example.ru',
        Array.from({ length: n }, (_, i) => charge({ id: i, kind })),
        today,
        LINKS,
      ).subject;
    expect(heading(1)).toBe('У вас 1 новый штраф');
    expect(heading(3)).toBe('У вас 3 новых штрафа');
    expect(heading(5)).toBe('У вас 5 новых штрафов');
    expect(heading(11)).toBe('У вас 11 новых штрафов');
    expect(heading(21)).toBe('У вас 21 новый штраф');
    expect(heading(2, 'tax')).toBe('У вас 2 новых начисления');
  });

  it('describes each kind, with the amount in rubles, and counts what it leaves out', () => {
    const mail = newChargesMail(
      'a@example.ru',
      [
        charge({ article: null }),
        charge({
          kind: 'tax',
          purpose: 'Транспортный налог с физических лиц за 2024 год',
          billDate: '2025-12-15',
          amountKopeks: 1234567,
        }),
        charge({ kind: 'order', status: 'open', caseNumber: '12345/25/77001-ИП', amountKopeks: 100000 }),
        ...Array.from({ length: MAIL_CHARGES_SHOWN }, (_, i) => charge({ id: 100 + i })),
      ],
      '2025-05-01',
      LINKS,
    );
    expect(mail.text).toContain('Штраф (нет статьи нарушения) от 24.04.2025 — 1\u00A0500,00\u00A0₽');
    expect(mail.text).toContain('Транспортный налог с физических лиц за 2024 год, начислено 15.12.2025 — 12\u00A0345,67\u00A0₽');
    expect(mail.text).toContain('Исполнительное производство ФССП № 12345/25/77001-ИП от 24.04.2025 — 1\u00A0000,00\u00A0₽');
    expect(mail.text).toContain('…и ещё 3 — полный список на сайте.');
    expect(mail.subject).toBe('У вас 23 новых начисления');
  });

  it('shows an open discount with the discounted amount and hides a closed one', () => {
    const open = newChargesMail(
      'a@example.ru',
      [charge({ amountKopeks: 75000, discountPercent: 25, discountUntil: '2025-05-26' })],
      '2025-05-26',
      LINKS,
    );
    expect(open.text).toContain('750,00\u00A0₽; со скидкой 25 % — 562,50\u00A0₽ до 26.05.2025');
    const closed = newChargesMail(
      'a@example.ru',
      [charge({ amountKopeks: 75000, discountPercent: 25, discountUntil: '2025-05-26' })],
      '2025-05-27',
      LINKS,
    );
    expect(closed.text).not.toContain('скидкой');
  });

  it('escapes what the registry wrote before putting it into HTML', () => {
    const mail = newChargesMail('a@example.ru', [charge({ kind: 'tax', purpose: 'Налог <b>&</b>' })], '2025-05-01', LINKS);
    expect(mail.html).toContain('Налог &lt;b&gt;&amp;&lt;/b&gt;');
  });
});
