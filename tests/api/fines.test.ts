import { describe, expect, it } from 'vitest';
import { GET as preload } from '@/app/105/api/preload/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as getOrder } from '@/app/105/api/order/route';
import { DELETE as deleteSts, GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { isValidUin } from '@/lib/domain/uin';
import { call, type TestAuth } from './support/call';
import { lookupJobsOf, runJobs } from './support/jobs';
import { preloadUntilDone, runQueue } from './support/lookups';
import { signUp, uniqueSts } from './support/users';

describe('preload and fine lists', () => {
  it('answers wait while lookups run, then ok; results are stored and not looked up again while fresh', async () => {
    const auth = await signUp({ sts: uniqueSts(), vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' });
    const { first, done } = await preloadUntilDone(auth);
    expect(first.http).toBe(202);
    expect(first.json).toMatchObject({ status: 'wait', taxeslist: true });
    expect(first.json.wait).toBeGreaterThan(0);
    expect(first.headers.get('retry-after')).toBe(String(first.json.wait));
    expect(done.json).toMatchObject({ status: 'ok', taxeslist: true });
    expect(done.json.documents[0].checkedAt).toBeTruthy();

    const again = await call(preload, 'preload', { auth, query: { web: 1 } });
    expect(again.json.status).toBe('ok');
    expect(await lookupJobsOf(auth.userId)).toHaveLength(1);
  });

  it('lists fines with valid УИНs, kopek amounts, sources, and marks sandbox data', async () => {
    // Look for a certificate with fines (about one in six has none).
    let auth: TestAuth | undefined;
    let list;
    for (let i = 0; i < 10; i++) {
      auth = await signUp({ sts: uniqueSts() });
      await preloadUntilDone(auth);
      list = (await call(listFines, 'fines', { auth })).json;
      if (list.fines.length > 0) break;
    }
    expect(list.status).toBe('ok');
    expect(list.sandbox).toBe(true);
    expect(list.fines.length).toBeGreaterThan(0);
    const [sts] = (await call(listSts, 'sts', { auth })).json.sts;
    for (const fine of list.fines) {
      expect(isValidUin(fine.uin)).toBe(true);
      expect(Number.isInteger(fine.amountKopeks)).toBe(true);
      expect(fine.documentIds).toEqual([sts.id]);
      expect(fine.billDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const one = await call(getFine, 'fine', { auth, query: { fine: list.fines[0].uin } });
    // The detail answer is the charge in full (spec §3 Fine, tests/api/fine-details.test.ts).
    expect(one.json.fine).toMatchObject({ id: list.fines[0].id, uin: list.fines[0].uin, fineAmount: list.fines[0].amountKopeks });
    const byId = await call(getFine, 'fine', { auth, query: { fine: list.fines[0].id } });
    expect(byId.json.fine.uin).toBe(list.fines[0].uin);
  });

  it('shows orders instead of the stale fine for the bailiffs-only document', async () => {
    const auth = await signUp({ sts: '9900700700' });
    await preloadUntilDone(auth);
    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list.orders.length).toBeGreaterThan(0);
    for (const order of list.orders) {
      expect(order.uin.startsWith('322')).toBe(true);
      const replaced = list.fines.find((f: { uin: string }) => f.uin === order.fineUin);
      if (replaced) expect(replaced).toMatchObject({ hasOrder: true, orderUin: order.uin });
    }
    const one = await call(getOrder, 'order', { auth, query: { id: list.orders[0].id } });
    expect(one.json.order).toMatchObject({ id: list.orders[0].id, uin: list.orders[0].uin, amount: list.orders[0].amountKopeks });
  });

  it('stores 1000+ fines for the many-fines document', async () => {
    const auth = await signUp({ sts: '9999999999' });
    await preloadUntilDone(auth);
    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list.fines.length + list.orders.length).toBeGreaterThanOrEqual(1000);
  });

  it('reports a registry failure for the document at once, retried in the background, in Russian', async () => {
    const auth = await signUp({ sts: '9900500500' });
    const first = await call(preload, 'preload', { auth, query: { web: 1 } });
    expect(first.json.documents).toEqual([expect.objectContaining({ state: 'pending', checkError: null })]);
    // One attempt only: the person sees the failure without waiting for the retries.
    await runJobs(['registry-lookup']);
    const failed = await call(preload, 'preload', { auth, query: { web: 1 } });
    expect(failed.json.status).toBe('ok');
    expect(failed.json.documents[0]).toMatchObject({ state: 'failed', checkError: expect.stringMatching(/ГИС ГМП/) });
    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list.documents[0]).toMatchObject({ state: 'failed', checkError: expect.stringMatching(/ГИС ГМП/) });
    const [queued] = await lookupJobsOf(auth.userId);
    expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
    expect(queued!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await runQueue();
    const [job] = await lookupJobsOf(auth.userId);
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect((await call(preload, 'preload', { auth, query: { web: 1 } })).json.documents[0].state).toBe('failed');
  });

  it('answers an empty list for the no-fines document', async () => {
    const auth = await signUp({ sts: '9900000000' });
    await preloadUntilDone(auth);
    const list = (await call(listFines, 'fines', { auth })).json;
    expect(list).toMatchObject({ status: 'ok', fines: [], orders: [] });
  });

  it('filters by document and forgets fines only a deleted document found', async () => {
    const auth = await signUp({ sts: '9900100100' });
    const second = await call(addSts, 'sts', { auth, body: { sts: '9900000000' } });
    await preloadUntilDone(auth);
    const [first] = (await call(listSts, 'sts', { auth })).json.sts;
    const byFirst = (await call(finesBy, `fines/by/sts/${first.id}`, { auth, params: { kind: 'sts', id: String(first.id) } }))
      .json;
    expect(byFirst.fines.length).toBeGreaterThan(0);
    const bySecond = (await call(finesBy, 'x', { auth, params: { kind: 'car', id: String(second.json.sts.id) } })).json;
    expect(bySecond.fines).toEqual([]);
    await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id: first.id } });
    expect((await call(listFines, 'fines', { auth })).json.fines).toEqual([]);
  });

  it('never shows one user’s fines, orders or documents to another (404, no data)', async () => {
    const alice = await signUp({ sts: '9900700700' });
    await preloadUntilDone(alice);
    const aliceList = (await call(listFines, 'fines', { auth: alice })).json;
    const [aliceSts] = (await call(listSts, 'sts', { auth: alice })).json.sts;
    const bob = await signUp();

    expect((await call(listFines, 'fines', { auth: bob })).json).toMatchObject({ fines: [], orders: [] });
    const by = await call(finesBy, 'x', { auth: bob, params: { kind: 'sts', id: String(aliceSts.id) } });
    expect(by.http).toBe(404);
    expect(by.json.fines).toBeUndefined();
    for (const fine of aliceList.fines.slice(0, 2)) {
      for (const key of [fine.id, fine.uin]) {
        const res = await call(getFine, 'fine', { auth: bob, query: { fine: key } });
        expect(res.http).toBe(404);
        expect(res.json.fine).toBeUndefined();
      }
    }
    const order = await call(getOrder, 'order', { auth: bob, query: { id: aliceList.orders[0].id } });
    expect(order.http).toBe(404);
  });

  it('validates keys and kinds', async () => {
    const auth = await signUp();
    expect((await call(getFine, 'fine', { auth, query: { fine: '12ab' } })).http).toBe(400);
    expect((await call(getFine, 'fine', { auth })).json.error.errorDesc).toBe('Укажите штраф');
    expect((await call(finesBy, 'x', { auth, params: { kind: 'passport', id: '1' } })).json.error.errorDesc).toBe(
      'Неизвестный тип документа',
    );
    expect((await call(preload, 'preload', { query: { web: 1 } })).http).toBe(401);
  });
});
