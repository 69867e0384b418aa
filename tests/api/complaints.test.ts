import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as getFine } from '@/app/105/api/fine/route';
import { PATCH as reportProblem } from '@/app/105/api/fine/[id]/route';
import { PATCH as reportFleetProblem } from '@/app/105/api/organization/[id]/fine/[chargeId]/route';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { getDb } from '@/lib/server/db/client';
import { complaints } from '@/lib/server/db/schema';
import { SANDBOX_SAMPLE_UINS } from '@/lib/server/adapters/registry/sandbox/uin-samples';
import { COMPLAINT_RULE } from '@/lib/server/complaints/service';
import { COMPLAINT_MAX_LENGTH, MSG_COMPLAINT_EMPTY, MSG_COMPLAINT_TOO_LONG } from '@/lib/validation/fine-details';
import { MSG_CONTROL_CHARACTERS_IN_TEXT } from '@/lib/validation/common';
import { call, type TestAuth } from './support/call';
import { installClockedRegistry, userWithSampleCharges } from './support/details';
import { FLEET, legalEntity, withOrganization } from './support/organizations';
import { lastMailTo, uniqueEmail } from './support/mail';
import { signUp } from './support/users';

const S = SANDBOX_SAMPLE_UINS;

const patch = (auth: TestAuth | undefined, id: number | string, body: Record<string, string>) =>
  call(reportProblem, `fine/${id}`, { method: 'PATCH', auth, params: { id: String(id) }, body });

async function fineOf(auth: TestAuth, uin: string): Promise<number> {
  return (await call(getFine, 'fine', { auth, query: { fine: uin } })).json.fine.id;
}

async function stored(userId: string) {
  const db = await getDb();
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.userId, Number(userId)));
}

describe('PATCH fine/{id}: report a problem (spec §7)', () => {
  it('stores the report and queues a confirmation that does not repeat its text', async () => {
    const auth = await userWithSampleCharges([S.overdue]);
    const id = await fineOf(auth, S.overdue);
    const email = uniqueEmail();
    const description = 'Штраф уже оплачен 12.03.\nКвитанция есть, номер 123.';
    const res = await patch(auth, id, { email: `  ${email.toUpperCase()} `, description: `${description}  ` });
    expect(res.http).toBe(200);
    expect(res.json.complaint).toEqual({ id: expect.any(Number), uin: S.overdue, createdAt: expect.any(String) });
    const [row] = await stored(auth.userId);
    expect(row).toMatchObject({ chargeId: id, uin: S.overdue, email, description });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain(`№ ${res.json.complaint.id}`);
    expect(mail?.text).toContain(S.overdue);
    expect(mail?.text).not.toContain('Квитанция');
    // Tabs pasted from a mail or a document look like spaces, and are kept as spaces.
    expect(await patch(auth, id, { email, description: 'Сумма:\t1 500 ₽' })).toMatchObject({ http: 200 });
    expect((await stored(auth.userId)).map((r) => r.description)).toContain('Сумма: 1 500 ₽');
  });

  it('refuses an empty, over-long or control-character description and a bad e-mail, storing nothing', async () => {
    const auth = await userWithSampleCharges([S.overdue]);
    const id = await fineOf(auth, S.overdue);
    const email = uniqueEmail();
    const cases: [Record<string, string>, string, string][] = [
      [{ email, description: '   ' }, 'description', MSG_COMPLAINT_EMPTY],
      [{ email }, 'description', MSG_COMPLAINT_EMPTY],
      [{ email, description: 'я'.repeat(COMPLAINT_MAX_LENGTH + 1) }, 'description', MSG_COMPLAINT_TOO_LONG],
      [{ email, description: 'нулевой\u0000символ' }, 'description', MSG_CONTROL_CHARACTERS_IN_TEXT],
      [{ email: '', description: 'Неверная сумма' }, 'email', 'Укажите e-mail, на который прислать ответ'],
      [{ email: 'not-an-email', description: 'Неверная сумма' }, 'email', 'Проверьте e-mail: в адресе ошибка'],
      [{ email: 'bad@@x', description: 'Неверная сумма' }, 'email', 'Проверьте e-mail: в адресе ошибка'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(auth, id, body);
      expect(res.http, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    expect(await patch(auth, id, { email, description: 'я'.repeat(COMPLAINT_MAX_LENGTH) })).toMatchObject({ http: 200 });
    expect(await stored(auth.userId)).toHaveLength(1);
  });

  it("answers 404 for another user's fine and for an order, 401 without a session", async () => {
    const owner = await userWithSampleCharges([S.movedToOrder]);
    const stranger = await signUp();
    const id = await fineOf(owner, S.movedToOrder);
    const body = { email: uniqueEmail(), description: 'Не мой автомобиль' };
    expect((await patch(stranger, id, body)).http).toBe(404);
    const orderId = (await call(getFine, 'fine', { auth: owner, query: { fine: S.movedToOrder } })).json.fine.order.id;
    expect((await patch(owner, orderId, body)).http).toBe(404);
    expect((await patch(undefined, id, body)).http).toBe(401);
    expect((await patch(owner, 'abc', body)).http).toBe(400);
    expect(await stored(stranger.userId)).toHaveLength(0);
    expect(await stored(owner.userId)).toHaveLength(0);
  });

  it('refuses a report from another site and limits reports per account', async () => {
    const auth = await userWithSampleCharges([S.overdue]);
    const id = await fineOf(auth, S.overdue);
    const crossSite = await call(reportProblem, `fine/${id}`, {
      method: 'PATCH',
      auth,
      params: { id: String(id) },
      body: { email: uniqueEmail(), description: 'x' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.http).toBe(403);
    for (let i = 0; i < COMPLAINT_RULE.limit; i++) {
      expect((await patch(auth, id, { email: uniqueEmail(), description: `Сообщение ${i}` })).http).toBe(200);
    }
    const over = await patch(auth, id, { email: uniqueEmail(), description: 'Ещё одно' });
    expect(over.http).toBe(429);
    expect(await stored(auth.userId)).toHaveLength(COMPLAINT_RULE.limit);
  });
});

describe('PATCH organization/{id}/fine/{chargeId}: a member reports a problem with the organization’s fine', () => {
  const patchFleet = (auth: TestAuth, organization: number, chargeId: number, body: Record<string, string>) =>
    call(reportFleetProblem, `organization/${organization}/fine/${chargeId}`, {
      method: 'PATCH',
      auth,
      params: { id: String(organization), chargeId: String(chargeId) },
      body,
    });

  it('stores the member’s report of the organization’s fine; another account, another organization and a person’s own id get 404', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn);
    const page = await call(fleetFines, `organization/${id}/fines`, { auth, params: { id: String(id) }, query: { tab: 'paid' } });
    const charge = (page.json.items as { id: number; uin: string; kind: string }[]).find((row) => row.kind !== 'order')!;
    const email = uniqueEmail();
    const res = await patchFleet(auth, id, charge.id, { email, description: 'Машина продана до даты нарушения' });
    expect(res.http).toBe(200);
    expect(res.json.complaint).toMatchObject({ uin: charge.uin });
    expect(await stored(auth.userId)).toMatchObject([{ chargeId: charge.id, uin: charge.uin, email }]);
    expect((await lastMailTo(email))?.text).toContain(charge.uin);

    const body = { email: uniqueEmail(), description: 'x' };
    const stranger = await legalEntity();
    expect((await patchFleet(stranger, id, charge.id, body)).http).toBe(404);
    const person = await userWithSampleCharges([S.overdue]);
    const own = await fineOf(person, S.overdue);
    // A person's own fine is not the organization's, whatever the path says.
    expect((await patchFleet(auth, id, own, body)).http).toBe(404);
    expect((await patchFleet(auth, id + 1000, charge.id, body)).http).toBe(404);
    expect(await stored(auth.userId)).toHaveLength(1);
    expect(await stored(stranger.userId)).toHaveLength(0);
  });
});
