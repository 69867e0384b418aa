import { describe, expect, it } from 'vitest';
import { MSG_NO_SUCH_DATE } from '@/lib/validation/document-fields';
import { DELETE as deleteDl, GET as listDl, POST as addDl } from '@/app/105/api/driverLicense/route';
import { PUT as putDl } from '@/app/105/api/dl/[id]/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { POST as addInn } from '@/app/105/api/tax/dataAdd/route';
import { addDays, formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import { MSG_DRIVER_LICENSE_INVALID } from '@/lib/domain/messages';
import { DRIVER_LICENSE_DATE_MESSAGES as DATES } from '@/lib/validation/driver-license';
import { NAME_MESSAGES } from '@/lib/validation/document-fields';
import { call, type TestAuth } from './support/call';
import { signUp } from './support/users';
import { preloadUntilDone, runQueue } from './support/lookups';
import { GET as preload } from '@/app/105/api/preload/route';
import { getDb } from '@/lib/server/db/client';
import { claimJobs, completeJob } from '@/lib/server/jobs/queue';
import { jobDefinition } from '@/lib/server/jobs/registry';
import { saveLookupResult } from '@/lib/server/fines/save-result';
import { generateSandboxResult } from '@/lib/server/adapters/registry/sandbox/generate';

const add = (auth: TestAuth, body: Record<string, string>) => call(addDl, 'driverLicense', { auth, body });
const put = (auth: TestAuth, id: number, body: Record<string, string>) =>
  call(putDl, `dl/${id}`, { method: 'PUT', auth, params: { id: String(id) }, body });
const list = async (auth: TestAuth) => (await call(listDl, 'driverLicense', { auth })).json.driverLicense;
const remove = (auth: TestAuth, number: string) =>
  call(deleteDl, 'driverLicense', { method: 'DELETE', auth, query: { driverLicense: number } });
const by = (auth: TestAuth, kind: string, id: number) =>
  call(finesBy, `fines/by/${kind}/${id}`, { auth, params: { kind, id: String(id) } });

describe('driver licences (ВУ)', () => {
  it('adds, lists, edits and deletes a licence; the number is normalized and names keep Cyrillic letters only', async () => {
    const auth = await signUp();
    expect(await list(auth)).toEqual([]);
    const added = await add(auth, {
      driverLicense: '77 ab 123456',
      issue_date: '15.03.2021',
      first_issue_date: '01.02.2011',
      surname: '  Иванов1 ',
      name: 'Иван',
      patronymic: 'Иванович',
      driverName: ' Папа ',
    });
    expect(added.http).toBe(200);
    expect(added.json.driverLicense).toMatchObject({
      driverLicense: '77АВ123456',
      issueDate: '2021-03-15',
      firstIssueDate: '2011-02-01',
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Иванович',
      driverName: 'Папа',
      checkedAt: null,
    });
    const id = added.json.driverLicense.id;
    expect(await list(auth)).toEqual([added.json.driverLicense]);

    const edited = await put(auth, id, { driverLicense: '77АВ123456', surname: 'Петров' });
    expect(edited.http).toBe(200);
    // Fields left out of the edit are cleared, not kept: the form sends the whole licence.
    expect(edited.json.driverLicense).toEqual({
      ...added.json.driverLicense,
      surname: 'Петров',
      name: null,
      patronymic: null,
      issueDate: null,
      firstIssueDate: null,
      driverName: null,
    });

    const removed = await remove(auth, '77 AB 123456');
    expect(removed.json).toEqual({ status: 'ok' });
    expect(await list(auth)).toEqual([]);
  });

  it('omits optional fields sent empty (stored as null, never as empty strings)', async () => {
    const auth = await signUp();
    const added = await add(auth, {
      driverLicense: '9912345678',
      issue_date: '',
      first_issue_date: ' ',
      surname: '',
      name: '',
      patronymic: '',
      driverName: '  ',
    });
    expect(added.json.driverLicense).toMatchObject({
      issueDate: null,
      firstIssueDate: null,
      surname: null,
      name: null,
      patronymic: null,
      driverName: null,
    });
  });

  it('refuses bad input with Russian messages and stores nothing', async () => {
    const auth = await signUp();
    const tomorrow = formatDateRu(addDays(todayInMoscow(), 1));
    const cases: [Record<string, string>, string, string][] = [
      [{}, 'driverLicense', MSG_DRIVER_LICENSE_INVALID],
      [{ driverLicense: '99 12 34567' }, 'driverLicense', MSG_DRIVER_LICENSE_INVALID],
      [{ driverLicense: '99QZ345678' }, 'driverLicense', MSG_DRIVER_LICENSE_INVALID],
      [{ driverLicense: '9912345678', issue_date: '31.02.2020' }, 'issue_date', MSG_NO_SUCH_DATE],
      [{ driverLicense: '9912345678', issue_date: '2020-03-15' }, 'issue_date', DATES.issueInvalid],
      [{ driverLicense: '9912345678', issue_date: '15.03.0021' }, 'issue_date', DATES.issueInvalid],
      [{ driverLicense: '9912345678', issue_date: tomorrow }, 'issue_date', DATES.issueFuture],
      [{ driverLicense: '9912345678', first_issue_date: '32.01.2010' }, 'first_issue_date', MSG_NO_SUCH_DATE],
      [{ driverLicense: '9912345678', first_issue_date: tomorrow }, 'first_issue_date', DATES.firstIssueFuture],
      [
        { driverLicense: '9912345678', issue_date: '01.01.2015', first_issue_date: '02.01.2015' },
        'first_issue_date',
        DATES.firstAfterIssue,
      ],
      [{ driverLicense: '9912345678', surname: 'Ivanov' }, 'surname', NAME_MESSAGES.surname],
      [{ driverLicense: '9912345678', name: '123' }, 'name', NAME_MESSAGES.name],
      [{ driverLicense: '9912345678', patronymic: 'Я'.repeat(61) }, 'patronymic', NAME_MESSAGES.patronymic],
      [{ driverLicense: '9912345678', driverName: 'Я'.repeat(61) }, 'driverName', 'Название — не длиннее 60 символов'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(auth, body);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('invalid_input');
      expect(res.json.error.errorDesc, JSON.stringify(body)).toBe(message);
      expect(res.json.error.fields[field]).toBe(message);
    }
    expect(await list(auth)).toEqual([]);

    // Today and the same day for both dates are fine.
    const today = formatDateRu(todayInMoscow());
    expect((await add(auth, { driverLicense: '9912345678', issue_date: today, first_issue_date: today })).http).toBe(200);
  });

  it('refuses a duplicate with 409, also when typed differently or edited into an existing number', async () => {
    const auth = await signUp();
    await add(auth, { driverLicense: '77АВ123456' });
    const dup = await add(auth, { driverLicense: '77 ab 123456' });
    expect(dup.http).toBe(409);
    expect(dup.json.error).toMatchObject({ code: 'duplicate', errorDesc: 'Этот документ уже добавлен' });

    const other = (await add(auth, { driverLicense: '9912345678' })).json.driverLicense;
    const clash = await put(auth, other.id, { driverLicense: '77АВ123456' });
    expect(clash.http).toBe(409);
    expect((await list(auth)).map((d: { driverLicense: string }) => d.driverLicense)).toEqual(['77АВ123456', '9912345678']);
  });

  it('holds at most 50 licences: the 51st is refused', async () => {
    const auth = await signUp();
    for (let i = 0; i < 50; i++) expect((await add(auth, { driverLicense: `50${String(i).padStart(8, '0')}` })).http).toBe(200);
    const extra = await add(auth, { driverLicense: '5100000000' });
    expect(extra.http).toBe(409);
    expect(extra.json.error).toMatchObject({ code: 'limit', errorDesc: 'Можно добавить не больше 50 документов' });
    expect(await list(auth)).toHaveLength(50);
    // The limit is per type: an ИНН still fits.
    expect((await call(addInn, 'tax/dataAdd', { auth, body: { type: 'inn', data: '7707083893' } })).http).toBe(200);
  });

  it('keeps each user to their own licences: another user gets 404 and changes nothing', async () => {
    const alice = await signUp();
    const aliceDl = (await add(alice, { driverLicense: '9912345678', surname: 'Иванова' })).json.driverLicense;
    const bob = await signUp();
    expect(await list(bob)).toEqual([]);

    const edit = await put(bob, aliceDl.id, { driverLicense: '9912345678', surname: 'Петров' });
    expect(edit.http).toBe(404);
    expect(edit.json.driverLicense).toBeUndefined();
    const del = await remove(bob, '9912345678');
    expect(del.http).toBe(404);
    expect(del.json.error.errorDesc).toBe('Водительское удостоверение не найдено');
    expect(await list(alice)).toEqual([aliceDl]);

    // The same number in another user's list is not a duplicate.
    expect((await add(bob, { driverLicense: '9912345678' })).http).toBe(200);
  });

  it('validates the id and the number of the delete', async () => {
    const auth = await signUp();
    const badId = await put(auth, 0, { driverLicense: '9912345678' });
    expect(badId.http).toBe(400);
    expect(badId.json.error.errorDesc).toBe('Неверный идентификатор');
    const badNumber = await remove(auth, '12');
    expect(badNumber.http).toBe(400);
    expect(badNumber.json.error.errorDesc).toBe(MSG_DRIVER_LICENSE_INVALID);
    expect((await call(listDl, 'driverLicense')).http).toBe(401);
  });

  it('lists the fines a licence found (by/dl), resets the check on a new number and forgets fines on delete', async () => {
    const auth = await signUp();
    const withFines = (await add(auth, { driverLicense: '9900100100' })).json.driverLicense;
    const clean = (await add(auth, { driverLicense: '9900000000' })).json.driverLicense;
    await preloadUntilDone(auth);

    const found = await by(auth, 'dl', withFines.id);
    expect(found.json.status).toBe('ok');
    expect(found.json.items).toHaveLength(2);
    expect(found.json.counts).toEqual({ unpaid: 2, paid: 0, orders: 0 });
    expect(found.json.documents).toEqual([
      expect.objectContaining({ id: withFines.id, type: 'driverLicense', number: '9900100100' }),
    ]);
    for (const fine of found.json.items)
      expect(fine).toMatchObject({ kind: 'fine', status: 'notpaid', documentIds: [withFines.id] });
    expect((await by(auth, 'dl', clean.id)).json.items).toEqual([]);
    // A licence id is not a certificate or an ИНН.
    expect((await by(auth, 'sts', withFines.id)).http).toBe(404);
    expect((await by(auth, 'inn', withFines.id)).http).toBe(404);

    const [checked] = await list(auth);
    expect(checked.checkedAt).toBeTruthy();
    expect((await put(auth, checked.id, { driverLicense: '9900100100', driverName: 'Я' })).json.driverLicense.checkedAt).toBe(
      checked.checkedAt,
    );
    expect((await put(auth, clean.id, { driverLicense: '9900000001' })).json.driverLicense.checkedAt).toBeNull();

    await remove(auth, '9900100100');
    expect((await call(listFines, 'fines', { auth })).json.counts).toEqual({ unpaid: 0, paid: 0, orders: 0 });
  });

  it('a new number forgets the fines the old one found and is looked up at once', async () => {
    const auth = await signUp();
    const dl = (await add(auth, { driverLicense: '9900100100' })).json.driverLicense;
    await preloadUntilDone(auth);
    expect((await by(auth, 'dl', dl.id)).json.items).toHaveLength(2);

    expect((await put(auth, dl.id, { driverLicense: '9900000000' })).http).toBe(200);
    // At once: the old number's fines are not this number's (also not payable under it).
    expect((await by(auth, 'dl', dl.id)).json.items).toEqual([]);
    expect((await call(listFines, 'fines', { auth })).json.counts).toEqual({ unpaid: 0, paid: 0, orders: 0 });
    // The new number's lookup is already queued: it runs without waiting for a preload.
    await runQueue();
    const [renumbered] = await list(auth);
    expect(renumbered.checkedAt).toBeTruthy();
    expect((await by(auth, 'dl', dl.id)).json.items).toEqual([]);
  });

  it('an answer for the old number that arrives after the change is discarded, and the new number is looked up', async () => {
    const auth = await signUp();
    const dl = (await add(auth, { driverLicense: '9900100100' })).json.driverLicense;
    await call(preload, 'preload', { auth, query: { web: 1 } });
    // The old number's lookup is under way (claimed) when the person changes the number.
    const [running] = await claimJobs(await getDb(), [jobDefinition('registry-lookup')!], 1);
    expect(running!.payload).toMatchObject({ documentId: dl.id });
    expect((await put(auth, dl.id, { driverLicense: '9900000000' })).http).toBe(200);
    const db = await getDb();
    const answer = generateSandboxResult({ type: 'driverLicense', number: '9900100100' }, new Date());
    expect(answer.charges.length).toBeGreaterThan(0);
    expect(await saveLookupResult(db, Number(auth.userId), dl.id, answer, '9900100100')).toBe(false);
    expect(await completeJob(db, running!)).toBe(true);
    expect((await by(auth, 'dl', dl.id)).json.items).toEqual([]);
    expect((await list(auth))[0].checkedAt).toBeNull();
    // The change asked for a lookup of the new number, run right after the old one ended.
    await runQueue();
    expect((await list(auth))[0].checkedAt).toBeTruthy();
    expect((await by(auth, 'dl', dl.id)).json.items).toEqual([]);
  });

  it('never shows another user’s licence fines (404, no data)', async () => {
    const alice = await signUp();
    const dl = (await add(alice, { driverLicense: '9900100100' })).json.driverLicense;
    await preloadUntilDone(alice);
    const bob = await signUp();
    const res = await by(bob, 'dl', dl.id);
    expect(res.http).toBe(404);
    expect(res.json.items).toBeUndefined();
  });
});
