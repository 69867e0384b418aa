import { describe, expect, it } from 'vitest';
import { GET as preload } from '@/app/105/api/preload/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as getOrder } from '@/app/105/api/order/route';
import { DELETE as deleteSts, GET as listSts, POST as addSts } from '@/app/105/api/sts/route';
import { isValidUin } from '@/lib/domain/uin';
import type { FineRowDto } from '@/lib/contract/fines';
import { call, type TestAuth } from './support/call';
import { lookupJobsOf, runJobs } from './support/jobs';
import { preloadUntilDone, runQueue } from './support/lookups';
import { everyCharge, storedCharges } from './support/charges';
import { signUp, uniqueSts } from './support/users';
import { installClockedRegistry } from './support/details';
import { POST as fineUinAdd } from '@/app/105/api/fine/uinAdd/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { SANDBOX_SAMPLE_UINS } from '@/lib/server/adapters/registry/sandbox/uin-samples';

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
    let fines: FineRowDto[] = [];
    for (let i = 0; i < 10; i++) {
      auth = await signUp({ sts: uniqueSts() });
      await preloadUntilDone(auth);
      fines = (await everyCharge(auth)).fines;
      if (fines.length > 0) break;
    }
    const first = (await call(listFines, 'fines', { auth })).json;
    expect(first.status).toBe('ok');
    expect(first.sandbox).toBe(true);
    expect(fines.length).toBeGreaterThan(0);
    const [sts] = (await call(listSts, 'sts', { auth })).json.sts;
    for (const fine of fines) {
      expect(isValidUin(fine.uin)).toBe(true);
      expect(Number.isInteger(fine.amountKopeks)).toBe(true);
      expect(fine.documentIds).toEqual([sts.id]);
      expect(fine.billDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The detail answer is the charge in full (spec §3 Fine, tests/api/fine-details.test.ts).
    const one = await call(getFine, 'fine', { auth, query: { fine: fines[0]!.uin } });
    expect(one.json.fine).toMatchObject({ id: fines[0]!.id, uin: fines[0]!.uin, fineAmount: fines[0]!.amountKopeks });
    expect(one.json.fine.payee).toEqual(expect.objectContaining({ inn: expect.any(String) }));
    const byId = await call(getFine, 'fine', { auth, query: { fine: fines[0]!.id } });
    expect(byId.json.fine.uin).toBe(fines[0]!.uin);
  });

  it('shows orders instead of the stale fine for the bailiffs-only document', async () => {
    const auth = await signUp({ sts: '9900700700' });
    await preloadUntilDone(auth);
    const { fines, orders } = await everyCharge(auth);
    expect(orders.length).toBeGreaterThan(0);
    // The fines the orders replaced are shown through their orders only.
    expect(fines.filter((f) => orders.some((o) => o.fineUin === f.uin))).toEqual([]);
    for (const order of orders) {
      expect(order.uin.startsWith('322')).toBe(true);
      const replaced = await call(getFine, 'fine', { auth, query: { fine: order.fineUin! } });
      expect(replaced.json.fine).toMatchObject({ order: { uin: order.uin, id: order.id }, fineStatus: 'moved-to-order' });
      expect(order.fineArticle).toBe(replaced.json.fine.article);
    }
    const one = await call(getOrder, 'order', { auth, query: { id: orders[0]!.id } });
    expect(one.json.order).toMatchObject({ id: orders[0]!.id, uin: orders[0]!.uin, amount: orders[0]!.amountKopeks });
  });

  it('stores 1000+ fines for the many-fines document', async () => {
    const auth = await signUp({ sts: '9999999999' });
    await preloadUntilDone(auth);
    const { counts } = (await call(listFines, 'fines', { auth })).json;
    expect(counts.unpaid + counts.paid + counts.orders).toBeGreaterThanOrEqual(1000);
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
    expect(list).toMatchObject({ status: 'ok', items: [], counts: { unpaid: 0, paid: 0, orders: 0 } });
  });

  it('filters by document and forgets fines only a deleted document found', async () => {
    const auth = await signUp({ sts: '9900100100' });
    const second = await call(addSts, 'sts', { auth, body: { sts: '9900000000' } });
    await preloadUntilDone(auth);
    const [first] = (await call(listSts, 'sts', { auth })).json.sts;
    const byFirst = (await call(finesBy, `fines/by/sts/${first.id}`, { auth, params: { kind: 'sts', id: String(first.id) } }))
      .json;
    expect(byFirst.items.length).toBeGreaterThan(0);
    const bySecond = (await call(finesBy, 'x', { auth, params: { kind: 'car', id: String(second.json.sts.id) } })).json;
    expect(bySecond.items).toEqual([]);
    await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id: first.id } });
    expect((await call(listFines, 'fines', { auth })).json.counts).toEqual({ unpaid: 0, paid: 0, orders: 0 });
  });

  it('keeps a fine added by its УИН, and another document’s fines, when a document is deleted', async () => {
    installClockedRegistry();
    const auth = await signUp({ sts: '9900100100' });
    await preloadUntilDone(auth);
    const [sts] = (await call(listSts, 'sts', { auth })).json.sts;
    const added = await call(fineUinAdd, 'fine/uinAdd', {
      auth,
      body: { uin: SANDBOX_SAMPLE_UINS.discounted },
      headers: { 'x-forwarded-for': '198.51.100.201' },
    });
    expect(added.http).toBe(200);
    const before = await storedCharges(Number(auth.userId));
    expect(before.filter((c) => c.documentIds.length === 0).map((c) => c.uin)).toEqual([SANDBOX_SAMPLE_UINS.discounted]);
    expect(before.length).toBeGreaterThan(1);

    // An id of another kind of document, or of nobody's, deletes nothing.
    expect((await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id: sts.id + 100000 } })).http).toBe(404);
    expect(await storedCharges(Number(auth.userId))).toHaveLength(before.length);

    await call(deleteSts, 'sts', { method: 'DELETE', auth, query: { id: sts.id } });
    const after = await storedCharges(Number(auth.userId));
    expect(after.map((c) => c.uin)).toEqual([SANDBOX_SAMPLE_UINS.discounted]);
    setRegistry(undefined);
  });

  it('never shows one user’s fines, orders or documents to another (404, no data)', async () => {
    const alice = await signUp({ sts: '9900700700' });
    await preloadUntilDone(alice);
    const aliceList = await everyCharge(alice);
    const [aliceSts] = (await call(listSts, 'sts', { auth: alice })).json.sts;
    const bob = await signUp();

    expect((await call(listFines, 'fines', { auth: bob })).json).toMatchObject({ items: [], documents: [] });
    const by = await call(finesBy, 'x', { auth: bob, params: { kind: 'sts', id: String(aliceSts.id) } });
    expect(by.http).toBe(404);
    expect(by.json.items).toBeUndefined();
    const byQuery = await call(listFines, 'fines', { auth: bob, query: { document: aliceSts.id } });
    expect(byQuery.http).toBe(404);
    expect(byQuery.json.items).toBeUndefined();
    for (const fine of aliceList.fines.slice(0, 2)) {
      for (const key of [fine.id, fine.uin]) {
        const res = await call(getFine, 'fine', { auth: bob, query: { fine: key } });
        expect(res.http).toBe(404);
        expect(res.json.fine).toBeUndefined();
      }
    }
    const order = await call(getOrder, 'order', { auth: bob, query: { id: aliceList.orders[0]!.id } });
    expect(order.http).toBe(404);
  });

  it('validates keys and kinds', async () => {
    const auth = await signUp();
    expect((await call(getFine, 'fine', { auth, query: { fine: '12ab' } })).http).toBe(400);
    expect((await call(getFine, 'fine', { auth })).json.error.errorDesc).toBe('Укажите штраф');
    expect((await call(getFine, 'fine', { auth, query: { fine: '1e3' } })).json.error.errorDesc).toBe(
      'Укажите номер штрафа или УИН',
    );
    // An order's messages speak of the ФССП order it is.
    expect((await call(getOrder, 'order', { auth, query: { id: '1e3' } })).json.error.errorDesc).toBe(
      'Укажите номер постановления ФССП или УИН',
    );
    expect((await call(getOrder, 'order', { auth })).json.error.errorDesc).toBe('Укажите постановление ФССП');
    for (const id of ['0', '00001']) {
      const refused = (await call(getOrder, 'order', { auth, query: { id } })).json.error;
      expect(refused.fields, id).toEqual({ id: 'Укажите номер постановления ФССП или УИН' });
    }
    expect((await call(finesBy, 'x', { auth, params: { kind: 'passport', id: '1' } })).json.error.errorDesc).toBe(
      'Неизвестный тип документа',
    );
    expect((await call(preload, 'preload', { query: { web: 1 } })).http).toBe(401);
  });
});
