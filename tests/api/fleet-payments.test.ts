import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as history, POST as createPayment } from '@/app/105/api/payments/route';
import { DELETE as deleteOrg } from '@/app/105/api/organization/[id]/route';
import { GET as quote } from '@/app/105/api/payments/quote/route';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { call } from './support/call';
import { installClockedRegistry } from './support/details';
import { FLEET, withOrganization } from './support/organizations';
import { payOnSandboxPage } from './support/sandbox-pay';
import { signUp } from './support/users';

afterAll(() => setRegistry(undefined));

describe('a fleet pays many fines in one payment', () => {
  it('pays the organization’s unpaid fines in bulk, only by its member, and marks them paid and awaiting confirmation', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.largeFleet.inn);
    const params = { id: String(id) };
    const rows: { uin: string; status: string; kind: string; vehicle: { plate: string | null } }[] = [];
    let cursor: string | undefined;
    do {
      const page = (
        await call(fleetFines, `organization/${id}/fines`, { auth, params, query: { limit: 100, ...(cursor && { cursor }) } })
      ).json;
      rows.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < 200);
    const uins = rows
      .filter((r) => r.status === 'notpaid')
      .map((r) => r.uin)
      .slice(0, MAX_PAYMENT_ITEMS + 20);
    expect(uins.length).toBeGreaterThan(MAX_PAYMENT_ITEMS);

    // More than a person may pay at once: fine for the organization, refused without it.
    const personal = await call(createPayment, 'payments', {
      auth,
      body: { uins: uins.join(','), email: 'fleet@example.ru', attempt: randomUUID() },
    });
    expect(personal.http).toBe(400);
    expect(personal.json.error.errorDesc).toBe(`За один платёж можно оплатить не больше ${MAX_PAYMENT_ITEMS} начислений`);
    const priced = (await call(quote, 'payments/quote', { auth, query: { uins: uins.join(','), organization: id } })).json.quote;
    expect(priced.problems).toEqual([]);
    expect(priced.lines).toHaveLength(uins.length);
    // Each line names the car its charge is for, as the fleet's list does: an accountant matches them by it.
    const plates = new Map(rows.map((r) => [r.uin, r.vehicle.plate]));
    for (const line of priced.lines) expect(line.vehiclePlate).toBe(plates.get(line.uin));
    expect(priced.lines.filter((l: { vehiclePlate: string | null }) => l.vehiclePlate).length).toBeGreaterThan(0);

    const stranger = await signUp();
    const refused = await call(createPayment, 'payments', {
      auth: stranger,
      body: { uins: uins.slice(0, 2).join(','), email: 'x@example.ru', attempt: randomUUID(), organization: id },
    });
    expect(refused.http).toBe(403);

    const started = await call(createPayment, 'payments', {
      auth,
      body: { uins: uins.join(','), email: 'fleet@example.ru', attempt: randomUUID(), organization: id },
    });
    // The result pages lead back to the fleet (and «Попробовать ещё раз» to its prepayment) by this id.
    expect(started.json.payment).toMatchObject({ state: 'pending', organizationId: id, items: expect.any(Array) });
    expect(started.json.payment.items).toHaveLength(uins.length);
    await payOnSandboxPage(started.json.payment.confirmationUrl);

    const after = (await call(fleetFines, `organization/${id}/fines`, { auth, params, query: { limit: 100 } })).json.items as {
      uin: string;
      status: string;
    }[];
    const paid = after.filter((r) => uins.includes(r.uin));
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r) => r.status === 'in_progress')).toBe(true);
  });

  it('an organization is not deleted while its payment is unfinished; deleted after, its payment stays in the member’s history', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn);
    const params = { id: String(id) };
    const items = (await call(fleetFines, `organization/${id}/fines`, { auth, params, query: { limit: 100 } })).json.items as {
      uin: string;
      status: string;
    }[];
    const unpaid = items.filter((r) => r.status === 'notpaid').map((r) => r.uin);
    expect(unpaid.length).toBeGreaterThan(0);
    const started = await call(createPayment, 'payments', {
      auth,
      body: { uins: unpaid.slice(0, 2).join(','), email: 'fleet@example.ru', attempt: randomUUID(), organization: id },
    });
    const payment = started.json.payment;
    expect(payment.state).toBe('pending');

    const refused = await call(deleteOrg, `organization/${id}`, { method: 'DELETE', auth, params });
    expect(refused.http).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'payment_in_progress',
      errorDesc: `Организацию нельзя удалить, пока идёт её платёж № ${payment.id}. Дождитесь, когда он завершится, и повторите.`,
    });

    await payOnSandboxPage(payment.confirmationUrl);
    expect((await call(deleteOrg, `organization/${id}`, { method: 'DELETE', auth, params })).http).toBe(200);
    const kept = (await call(history, 'payments', { auth })).json.payments;
    expect(kept).toEqual([expect.objectContaining({ id: payment.id, state: 'succeeded', organizationId: null })]);
    expect(kept[0].items).toHaveLength(2);
  });
});
