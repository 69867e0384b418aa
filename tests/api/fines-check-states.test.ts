import { describe, expect, it } from 'vitest';
import { GET as preload } from '@/app/105/api/preload/route';
import { POST as retry } from '@/app/105/api/preload/retry/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { call, type TestAuth } from './support/call';
import { lookupJobsOf, runJobs } from './support/jobs';
import { markStale, runQueue } from './support/lookups';
import { signUp } from './support/users';
import { getDb } from '@/lib/server/db/client';
import { renderListPage } from '@/lib/server/fines/list-page';
import { preload as preloadService } from '@/lib/server/fines/service';
import { userScope } from '@/lib/server/owner-scope';
import { parseListAddress } from '@/lib/validation/charge-list';

const preloadOf = (auth: TestAuth) => call(preload, 'preload', { auth, query: { web: 1 } });
const retryOf = (auth: TestAuth | undefined, id: number | string) =>
  call(retry, 'preload/retry', { method: 'POST', auth, body: { id } });

const jobsOf = (auth: TestAuth) => lookupJobsOf(auth.userId);
const activeJobsOf = (auth: TestAuth) => lookupJobsOf(auth.userId, true);

/** Two certificates: one with two unpaid fines, one whose registry lookup always fails. */
async function twoDocuments() {
  const auth = await signUp({ sts: '9900100100', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' });
  await call(addSts, 'sts', { auth, body: { sts: '9900500500', name: 'Фургон' } });
  const sts = (await call(listSts, 'sts', { auth })).json.sts as { id: number; sts: string }[];
  const good = sts.find((s) => s.sts === '9900100100')!;
  const bad = sts.find((s) => s.sts === '9900500500')!;
  return { auth, good, bad };
}

describe('per-document lookup states', () => {
  it('answers each document pending, then done or failed; the list agrees and names the documents', async () => {
    const { auth, good, bad } = await twoDocuments();
    // Before any lookup, the list itself says its documents are pending: it is not complete.
    const before = (await call(listFines, 'fines', { auth })).json;
    expect(before.items).toEqual([]);
    expect(before.documents.map((d: { state: string }) => d.state)).toEqual(['pending', 'pending']);

    const first = await preloadOf(auth);
    expect(first.json.status).toBe('wait');
    expect(first.json.documents).toEqual([
      expect.objectContaining({ id: good.id, state: 'pending', plateNumber: 'А123ВС', plateRegion: '77', title: null }),
      expect.objectContaining({ id: bad.id, state: 'pending', title: 'Фургон' }),
    ]);

    await runJobs(['registry-lookup']);
    const after = await preloadOf(auth);
    expect(after.json.status).toBe('ok');
    const byId = new Map(after.json.documents.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(good.id)).toMatchObject({ state: 'done', checkError: null, checkedAt: expect.any(String) });
    expect(byId.get(bad.id)).toMatchObject({ state: 'failed', checkError: expect.stringMatching(/ГИС ГМП/) });

    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list.documents.map((d: { state: string }) => d.state).sort()).toEqual(['done', 'failed']);
    expect(list.items.filter((f: { status: string }) => f.status === 'notpaid')).toHaveLength(2);
  });

  it('says a stale document is pending and queues its lookup on preload', async () => {
    const { auth, good } = await twoDocuments();
    await preloadOf(auth);
    await runQueue();
    await markStale(good.id);
    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list.documents.find((d: { id: number }) => d.id === good.id).state).toBe('pending');
    const again = await preloadOf(auth);
    expect(again.json.status).toBe('wait');
    expect((await activeJobsOf(auth)).map((j) => j.documentId)).toEqual([good.id]);
  });

  it('a page rendered after its preload shows what a list read on its own shows, states included', async () => {
    const { auth, bad } = await twoDocuments();
    const db = await getDb();
    const userId = Number(auth.userId);
    const address = parseListAddress({});
    for (const step of ['before lookups', 'after lookups', 'one failed document asked for'] as const) {
      if (step === 'after lookups') await runQueue();
      const shown = step === 'one failed document asked for' ? { ...address, document: bad.id } : address;
      const { checked } = await preloadService(db, userId, () => {});
      const reused = await renderListPage(db, userScope(userId), shown, checked);
      const own = await renderListPage(db, userScope(userId), shown);
      expect(reused, step).toEqual(own);
    }
    expect((await renderListPage(db, userScope(userId), address)).page.documents.map((d) => d.state).sort()).toEqual([
      'done',
      'failed',
    ]);
  });
});

describe('a rendered list for a kind of document the owner has none of', () => {
  it('shows every document instead of an empty list that would read «штрафов нет»', async () => {
    const { auth } = await twoDocuments();
    await runQueue();
    const db = await getDb();
    const scope = userScope(Number(auth.userId));
    const noLicence = await renderListPage(db, scope, parseListAddress({ show: 'dl', tab: 'orders' }));
    expect(noLicence.address).toMatchObject({ show: 'all', document: null, tab: 'orders' });
    const all = await renderListPage(db, scope, parseListAddress({ tab: 'orders' }));
    expect(noLicence.page).toEqual(all.page);
    // A kind the owner has is shown as asked.
    expect((await renderListPage(db, scope, parseListAddress({ show: 'sts' }))).address.show).toBe('sts');
  });
});

describe('POST /105/api/preload/retry', () => {
  it('re-queues a failed document now, so it is pending again, then fails again', async () => {
    const { auth, bad } = await twoDocuments();
    await preloadOf(auth);
    await runJobs(['registry-lookup']);
    // The failed job waits for its background retry; «Повторить» makes it due now.
    const [waiting] = (await activeJobsOf(auth)).filter((j) => j.documentId === bad.id);
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());

    const answer = await retryOf(auth, bad.id);
    expect(answer.http).toBe(200);
    expect(answer.json).toMatchObject({ status: 'ok', document: { id: bad.id, state: 'pending', checkError: null } });
    const [due] = (await activeJobsOf(auth)).filter((j) => j.documentId === bad.id);
    expect(due).toMatchObject({ id: waiting!.id, lastError: null, attempts: 0 });
    expect(due!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await preloadOf(auth)).json.status).toBe('wait');

    await runJobs(['registry-lookup']);
    const after = await preloadOf(auth);
    expect(after.json.documents.find((d: { id: number }) => d.id === bad.id)).toMatchObject({ state: 'failed' });
  });

  it('queues a new lookup when the last one has finished for good', async () => {
    const { auth, bad } = await twoDocuments();
    await preloadOf(auth);
    await runQueue();
    expect(await activeJobsOf(auth)).toEqual([]);
    const before = (await jobsOf(auth)).length;
    expect((await retryOf(auth, bad.id)).json.document.state).toBe('pending');
    const jobs = await jobsOf(auth);
    expect(jobs).toHaveLength(before + 1);
    expect((await activeJobsOf(auth)).map((j) => j.documentId)).toEqual([bad.id]);
  });

  it('refuses another user’s document, a missing session and a bad id, changing nothing', async () => {
    const { auth: alice, bad } = await twoDocuments();
    await preloadOf(alice);
    await runQueue();
    const jobsBefore = await jobsOf(alice);
    const bob = await signUp();

    const foreign = await retryOf(bob, bad.id);
    expect(foreign.http).toBe(404);
    expect(foreign.json).toMatchObject({ status: 'error', error: { errorDesc: 'Документ не найден' } });
    expect(foreign.json.document).toBeUndefined();
    expect((await retryOf(undefined, bad.id)).http).toBe(401);
    const badId = await retryOf(alice, 'abc');
    expect(badId.http).toBe(400);
    expect(badId.json.error.errorDesc).toBe('Неверный идентификатор');
    expect(await jobsOf(alice)).toEqual(jobsBefore);
    expect(await jobsOf(bob)).toEqual([]);
  });

  it('limits how often a person can retry', async () => {
    const { auth, bad } = await twoDocuments();
    let last;
    for (let i = 0; i < 31; i++) last = await retryOf(auth, bad.id);
    expect(last!.http).toBe(429);
    expect(last!.json.error.errorDesc).toMatch(/Попробуйте/);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
