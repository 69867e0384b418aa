import { describe, expect, it } from 'vitest';
import { GET as listInnRoute } from '@/app/105/api/tax/dataList/route';
import { POST as addInnRoute } from '@/app/105/api/tax/dataAdd/route';
import { POST as deleteInnRoute } from '@/app/105/api/tax/dataDelete/route';
import { PUT as putInnRoute } from '@/app/105/api/inn/[id]/route';
import { GET as listFines } from '@/app/105/api/fines/route';
import { GET as finesBy } from '@/app/105/api/fines/by/[kind]/[id]/route';
import { todayInMoscow } from '@/lib/domain/dates';
import { innCheckDigits, isValidInn, makeInn10, makeInn12 } from '@/lib/domain/inn';
import { MSG_INN_INVALID_CHECKSUM, MSG_INN_INVALID_LENGTH, MSG_INN_STARTS_WITH_00 } from '@/lib/domain/messages';
import { NAME_MESSAGES } from '@/lib/validation/document-fields';
import { generateSandboxResult } from '@/lib/server/adapters/registry/sandbox/generate';
import { call, type TestAuth } from './support/call';
import { everyCharge } from './support/charges';
import { signUp } from './support/users';
import { preloadUntilDone } from './support/lookups';

const add = (auth: TestAuth, body: Record<string, string>) =>
  call(addInnRoute, 'tax/dataAdd', { auth, body: { type: 'inn', ...body } });
const put = (auth: TestAuth, id: number, body: Record<string, string>) =>
  call(putInnRoute, `inn/${id}`, { method: 'PUT', auth, params: { id: String(id) }, body });
const list = async (auth: TestAuth) => (await call(listInnRoute, 'tax/dataList', { auth })).json.inn;
const remove = (auth: TestAuth, id: number | string, type = 'inn') =>
  call(deleteInnRoute, 'tax/dataDelete', { auth, body: { type, id } });
const by = (auth: TestAuth, id: number) => call(finesBy, `fines/by/inn/${id}`, { auth, params: { kind: 'inn', id: String(id) } });

/** A person's ИНН for which the sandbox answers tax debts today (most do; the first such is taken). */
function innWithTaxes(): string {
  for (let i = 1; i < 200; i++) {
    const inn = makeInn12(`77${String(i).padStart(8, '0')}`);
    const result = generateSandboxResult({ type: 'inn', number: inn }, todayInMoscow());
    if (result.charges.some((c) => c.kind === 'tax')) return inn;
  }
  throw new Error('no sandbox ИНН with tax debts');
}

/** The same ИНН with its last check digit changed, so the checksum fails. */
function wrongLastDigit(inn: string): string {
  return inn.slice(0, -1) + String((Number(inn.at(-1)) + 1) % 10);
}

describe('taxpayer numbers (ИНН)', () => {
  it('adds, lists, edits and deletes a number; spaces are dropped and names keep Cyrillic letters only', async () => {
    const auth = await signUp();
    expect(await list(auth)).toEqual([]);
    const added = await add(auth, {
      data: ' 7707 083 893 ',
      innName: ' Сбер ',
      surname: 'Греф1',
      name: 'Герман',
      patronymic: 'Оскарович',
    });
    expect(added.http).toBe(200);
    expect(added.json.inn).toMatchObject({
      inn: '7707083893',
      innName: 'Сбер',
      surname: 'Греф',
      name: 'Герман',
      patronymic: 'Оскарович',
      checkedAt: null,
    });
    const id = added.json.inn.id;
    expect(await list(auth)).toEqual([added.json.inn]);

    const person = makeInn12('5000000001');
    const edited = await put(auth, id, { data: person, innName: 'Мой' });
    expect(edited.http).toBe(200);
    expect(edited.json.inn).toEqual({
      ...added.json.inn,
      inn: person,
      innName: 'Мой',
      surname: null,
      name: null,
      patronymic: null,
    });

    const removed = await remove(auth, id);
    expect(removed.json).toEqual({ status: 'ok' });
    expect(await list(auth)).toEqual([]);
  });

  it('omits optional fields sent empty (stored as null)', async () => {
    const auth = await signUp();
    const added = await add(auth, { data: '7707083893', innName: '', surname: ' ', name: '', patronymic: '' });
    expect(added.json.inn).toMatchObject({ innName: null, surname: null, name: null, patronymic: null });
  });

  it('refuses bad numbers, types and names with the exact messages and stores nothing', async () => {
    const auth = await signUp();
    const cases: [Record<string, string>, string, string][] = [
      [{ data: '' }, 'data', MSG_INN_INVALID_LENGTH],
      [{ data: '77070838' }, 'data', MSG_INN_INVALID_LENGTH],
      [{ data: '77070838931' }, 'data', MSG_INN_INVALID_LENGTH],
      [{ data: '77070838ab' }, 'data', MSG_INN_INVALID_LENGTH],
      [{ data: '7707083894' }, 'data', MSG_INN_INVALID_CHECKSUM],
      [{ data: wrongLastDigit(makeInn12('5000000001')) }, 'data', MSG_INN_INVALID_CHECKSUM],
      // Check digits fine, but a person's ИНН never starts with 00.
      [{ data: '0012345678' + innCheckDigits('0012345678') }, 'data', MSG_INN_STARTS_WITH_00],
      [{ data: '7707083893', surname: 'Gref' }, 'surname', NAME_MESSAGES.surname],
      [{ data: '7707083893', innName: 'Я'.repeat(61) }, 'innName', 'Название — не длиннее 60 символов'],
      [{ data: '7707083893', type: 'sts' }, 'type', 'Неизвестный тип документа'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(auth, body);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.json.error.errorDesc, JSON.stringify(body)).toBe(message);
      expect(res.json.error.fields[field]).toBe(message);
    }
    const noType = await call(addInnRoute, 'tax/dataAdd', { auth, body: { data: '7707083893' } });
    expect(noType.json.error.fields.type).toBe('Неизвестный тип документа');
    expect(await list(auth)).toEqual([]);
  });

  it('refuses a duplicate with 409, also when edited into an existing number', async () => {
    const auth = await signUp();
    await add(auth, { data: '7707083893' });
    const dup = await add(auth, { data: '7707 083893' });
    expect(dup.http).toBe(409);
    expect(dup.json.error).toMatchObject({ code: 'duplicate', errorDesc: 'Этот документ уже добавлен' });
    const other = (await add(auth, { data: makeInn10('500100732') })).json.inn;
    expect((await put(auth, other.id, { data: '7707083893' })).http).toBe(409);
  });

  it('holds at most 50 numbers: the 51st is refused', async () => {
    const auth = await signUp();
    for (let i = 0; i < 50; i++) expect((await add(auth, { data: makeInn12(`51${String(i).padStart(8, '0')}`) })).http).toBe(200);
    const extra = await add(auth, { data: makeInn12('5200000000') });
    expect(extra.http).toBe(409);
    expect(extra.json.error).toMatchObject({ code: 'limit', errorDesc: 'Можно добавить не больше 50 документов' });
    expect(await list(auth)).toHaveLength(50);
  });

  it('keeps each user to their own numbers: another user gets 404 and changes nothing', async () => {
    const alice = await signUp();
    const aliceInn = (await add(alice, { data: '7707083893', innName: 'Работа' })).json.inn;
    const bob = await signUp();
    expect(await list(bob)).toEqual([]);
    const edit = await put(bob, aliceInn.id, { data: '7707083893', innName: 'Чужой' });
    expect(edit.http).toBe(404);
    expect(edit.json.inn).toBeUndefined();
    const del = await remove(bob, aliceInn.id);
    expect(del.http).toBe(404);
    expect(del.json.error.errorDesc).toBe('ИНН не найден');
    expect(await list(alice)).toEqual([aliceInn]);
  });

  it('validates the delete: type must be inn, id a positive number', async () => {
    const auth = await signUp();
    const inn = (await add(auth, { data: '7707083893' })).json.inn;
    expect((await remove(auth, inn.id, 'sts')).json.error.errorDesc).toBe('Неизвестный тип документа');
    expect((await remove(auth, 'abc')).json.error.errorDesc).toBe('Неверный идентификатор');
    expect(await list(auth)).toHaveLength(1);
    expect((await call(listInnRoute, 'tax/dataList')).http).toBe(401);
  });

  it('lists the charges an ИНН found (by/inn), tax debts included', async () => {
    const taxed = innWithTaxes();
    expect(isValidInn(taxed)).toBe(true);
    const auth = await signUp();
    const withTaxes = (await add(auth, { data: taxed })).json.inn;
    const empty = (await add(auth, { data: '990000000041' })).json.inn;
    const failing = (await add(auth, { data: '990050050062' })).json.inn;
    await preloadUntilDone(auth);

    const found = (await by(auth, withTaxes.id)).json;
    expect(found.status).toBe('ok');
    expect(found.documents).toEqual([expect.objectContaining({ id: withTaxes.id, type: 'inn', number: taxed })]);
    const { fines } = await everyCharge(auth, { kind: 'inn', id: withTaxes.id });
    expect(fines.some((f) => f.kind === 'tax')).toBe(true);
    for (const charge of fines) expect(charge.documentIds).toEqual([withTaxes.id]);

    const none = { unpaid: 0, paid: 0, orders: 0 };
    expect((await by(auth, empty.id)).json).toMatchObject({ status: 'ok', items: [], counts: none });
    const broken = (await by(auth, failing.id)).json;
    expect(broken.items).toEqual([]);
    expect(broken.documents[0].checkError).toMatch(/ГИС ГМП/);

    await remove(auth, withTaxes.id);
    expect((await call(listFines, 'fines', { auth })).json.counts).toEqual(none);
  });

  it('never shows another user’s ИНН charges (404, no data)', async () => {
    const alice = await signUp();
    const inn = (await add(alice, { data: innWithTaxes() })).json.inn;
    await preloadUntilDone(alice);
    const bob = await signUp();
    const res = await by(bob, inn.id);
    expect(res.http).toBe(404);
    expect(res.json.items).toBeUndefined();
  });
});
