import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getFine } from '@/app/105/api/fine/route';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { POST as createPayment } from '@/app/105/api/payments/route';
import { POST as setUserType } from '@/app/105/api/user/type/route';
import { AUTH_COOKIE, formatAuthCookie } from '@/lib/auth/cookie';
import { installMissingPageCheck } from '@/lib/proxy/missing-page';
import { setRegistry } from '@/lib/server/adapters/registry';
import { SANDBOX_SAMPLE_UINS } from '@/lib/server/adapters/registry/sandbox/uin-samples';
import { getDb } from '@/lib/server/db/client';
import { missingPageCheck } from '@/lib/server/pages/missing-page-check';
import { grantOperator } from '@/lib/server/tracking/operators';
import { proxy } from '@/proxy';
import { registerAndConfirm } from './support/accounts';
import { call, type TestAuth } from './support/call';
import { installClockedRegistry, userWithSampleCharges } from './support/details';
import { FLEET, withOrganization } from './support/organizations';
import { insertCharge } from './support/payments';
import { signUp } from './support/users';

const S = SANDBOX_SAMPLE_UINS;

/** A whole page's load of `path` by the browser of `auth` (or a signed-out one), through the route guard. */
async function visit(path: string, auth?: TestAuth, headers: Record<string, string> = {}) {
  const cookie: Record<string, string> = auth ? { cookie: `${AUTH_COOKIE}=${formatAuthCookie(auth)}` } : {};
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: { ...cookie, ...headers } }));
  return { status: res.status, passed: res.headers.get('x-middleware-next') === '1', body: await res.text() };
}

/** The guard answered its own full 404 page, with the words of spec §8 and no scripts. */
function expectOwn404(answer: { status: number; passed: boolean; body: string }, path: string) {
  expect(answer.status, path).toBe(404);
  expect(answer.passed, path).toBe(false);
  expect(answer.body, path).toContain('<h1>Страница не найдена</h1>');
  expect(answer.body, path).not.toContain('<script');
}

beforeAll(() => installMissingPageCheck(missingPageCheck));
afterAll(() => {
  installMissingPageCheck(async () => false);
  setRegistry(undefined);
});

describe('the guard answers a page that would be the 404 page with a full page of its own', () => {
  it('a fine, tax charge or order of another person, or a malformed id, is 404; one’s own passes to the page', async () => {
    const owner = await userWithSampleCharges([S.discounted]);
    const fineId = (await call(getFine, 'fine', { auth: owner, query: { fine: S.discounted } })).json.fine.id as number;
    const stranger = await signUp();

    expect((await visit(`/fines/list/fine/${fineId}`, owner)).passed).toBe(true);
    expect((await visit(`/taxes/list/${fineId}`, owner)).passed).toBe(true);
    const cases: [string, TestAuth, string][] = [
      [`/fines/list/fine/${fineId}`, stranger, 'another person’s fine'],
      [`/taxes/list/${fineId}`, stranger, 'another person’s charge as a tax page'],
      [`/fines/list/order/${fineId}`, owner, 'a fine’s id as an order'],
      ['/fines/list/order/99999999', owner, 'an order that does not exist'],
      ['/fines/list/fine/abc', owner, 'a malformed id'],
      ['/fines/list/fine/0', stranger, 'an id the page refuses'],
    ];
    for (const [path, visitor, what] of cases) expectOwn404(await visit(path, visitor), what);
  });

  it('leaves a visitor without a valid sign-in to the page, which sends them to sign in', async () => {
    const owner = await userWithSampleCharges([S.discounted]);
    const fineId = (await call(getFine, 'fine', { auth: owner, query: { fine: S.discounted } })).json.fine.id as number;
    const forged = { ...(await signUp()), session: 'f'.repeat(64) };
    const signedOut = await visit(`/fines/list/fine/${fineId}`);
    expect(signedOut.status).toBe(307);
    expect((await visit(`/fines/list/fine/${fineId}`, forged)).passed).toBe(true);
  });

  it('the router’s own fetch of a page (RSC) is left to the page, which shows its 404 in place', async () => {
    const stranger = await signUp();
    expectOwn404(await visit('/fines/list/fine/123456', stranger), 'a whole page');
    expect((await visit('/fines/list/fine/123456', stranger, { 'sec-fetch-dest': 'empty' })).passed).toBe(true);
  });

  it('a payment result page of another person’s payment is 404; one’s own and a malformed id pass', async () => {
    const payer = await signUp();
    const charge = await insertCharge(payer);
    const created = await call(createPayment, 'payments', {
      auth: payer,
      body: { uins: charge.uin, email: 'payer@example.ru', attempt: randomUUID() },
    });
    const payment = created.json.payment as { id: number; confirmationUrl: string };
    const stranger = await signUp();
    expect((await visit(`/prepayment/wait?payment=${payment.id}`, payer)).passed).toBe(true);
    expectOwn404(await visit(`/prepayment/wait?payment=${payment.id}`, stranger), 'another’s payment');
    expectOwn404(await visit(`/prepayment/success?payment=${payment.id}`, stranger), 'another’s payment');
    // A malformed or repeated id is no payment: the same 404 (without any id the page goes back to /prepayment).
    expectOwn404(await visit('/prepayment/wait?payment=abc', stranger), 'malformed id');
    expectOwn404(await visit(`/prepayment/wait?payment=${payment.id}&payment=1`, payer), 'repeated id');
    expect((await visit('/prepayment/wait', stranger)).passed).toBe(true);
    // The sandbox acquirer's page knows its own payments only.
    expect((await visit(payment.confirmationUrl)).passed).toBe(true);
    expectOwn404(await visit(`/sandbox-acquirer/${randomUUID()}`), 'unknown sandbox payment');
  });

  it('an organization’s pages are 404 for a stranger and a private person, and its charges for another organization', async () => {
    installClockedRegistry();
    const owner = await withOrganization(FLEET.small.inn);
    const other = await withOrganization(FLEET.largeFleet.inn);
    const person = await signUp();
    const page = (
      await call(fleetFines, `organization/${owner.id}/fines`, { auth: owner.auth, params: { id: String(owner.id) } })
    ).json.items as { id: number }[];
    const chargeId = page[0]!.id;

    expect((await visit(`/fines/list/organization/${owner.id}`, owner.auth)).passed).toBe(true);
    expect((await visit(`/fines/list/organization/${owner.id}/fine/${chargeId}`, owner.auth)).passed).toBe(true);
    expect((await visit(`/prepayment?organization=${owner.id}`, owner.auth)).passed).toBe(true);
    for (const auth of [other.auth, person]) {
      expectOwn404(await visit(`/fines/list/organization/${owner.id}`, auth), 'another’s organization');
      expectOwn404(await visit(`/fines/list/organization/${owner.id}/fine/${chargeId}`, auth), 'another’s fleet charge');
      expectOwn404(await visit(`/prepayment?organization=${owner.id}`, auth), 'another’s fleet payment');
    }
    expectOwn404(await visit(`/fines/list/organization/${other.id}/fine/${chargeId}`, other.auth), 'a charge of another fleet');
    // A malformed organization on /prepayment is no organization there (the person's own payment), not a 404.
    expect((await visit('/prepayment?organization=abc', person)).passed).toBe(true);
  });

  it('an organization of a member switched to a private person is a 403 page saying how to see it again, not a 404', async () => {
    installClockedRegistry();
    const owner = await withOrganization(FLEET.small.inn);
    const chargeId = (
      (await call(fleetFines, `organization/${owner.id}/fines`, { auth: owner.auth, params: { id: String(owner.id) } })).json
        .items as { id: number }[]
    )[0]!.id;
    expect((await call(setUserType, 'user/type', { auth: owner.auth, body: { type: '1' } })).http).toBe(200);
    for (const path of [
      `/fines/list/organization/${owner.id}`,
      `/fines/list/organization/${owner.id}/fine/${chargeId}`,
      `/prepayment?organization=${owner.id}`,
    ]) {
      const answer = await visit(path, owner.auth);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toContain('<h1>Организация скрыта</h1>');
      expect(answer.body, path).toContain('выберите в профиле тип аккаунта «Юридическое лицо»');
      expect(answer.body, path).toContain('href="/profile#profile-account"');
      expect(answer.body, path).not.toContain('<script');
    }
    // Another private person still meets the 404: the 403 tells nothing about organizations not theirs.
    expectOwn404(await visit(`/fines/list/organization/${owner.id}`, await signUp()), 'a stranger');
    await call(setUserType, 'user/type', { auth: owner.auth, body: { type: '3' } });
    expect((await visit(`/fines/list/organization/${owner.id}`, owner.auth)).passed).toBe(true);
  });

  it('the operators’ dashboard is 404 for everybody but an operator; the local outbox outside development', async () => {
    const email = `ops-${randomUUID()}@example.ru`;
    await grantOperator(await getDb(), email);
    const operator = await registerAndConfirm(await signUp(), email);
    expect((await visit('/operator', operator)).passed).toBe(true);
    expectOwn404(await visit('/operator'), 'signed out');
    expectOwn404(await visit('/operator', await signUp()), 'not an operator');
    expectOwn404(await visit('/dev/outbox'), 'outbox in a test build');
  });
});
