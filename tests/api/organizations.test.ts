import { afterAll, describe, expect, it } from 'vitest';
import { GET as listOrgs, POST as refreshOrg } from '@/app/105/api/organization/route';
import { GET as types } from '@/app/105/api/organization/types/route';
import { GET as search } from '@/app/105/api/organization/search/route';
import { POST as addOrganization } from '@/app/105/api/organization/add/route';
import { DELETE as deleteOrg, GET as getOrg, POST as saveOrg } from '@/app/105/api/organization/[id]/route';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { DIRECTORY_RULE } from '@/lib/server/organizations/service';
import { lockFleet } from '@/lib/server/organizations/fleet-lock';
import { getDb } from '@/lib/server/db/client';
import { fleetVehicles } from '@/lib/server/db/schema';
import { call } from './support/call';
import { installClockedRegistry } from './support/details';
import { runJobs } from './support/jobs';
import { FLEET, legalEntity, withOrganization } from './support/organizations';
import { signUp } from './support/users';

afterAll(() => setRegistry(undefined));

describe('organizations of a legal entity (spec §3, §6, §7)', () => {
  it('are for legal entities only: a private person is told to switch the account type', async () => {
    const person = await signUp();
    for (const answer of [
      await call(listOrgs, 'organization', { auth: person }),
      await call(search, 'organization/search', { auth: person, query: { q: 'авто' } }),
      await call(addOrganization, 'organization/add', { auth: person, body: { inn: FLEET.small.inn } }),
    ]) {
      expect(answer.http).toBe(403);
      expect(answer.json.error).toMatchObject({
        code: 'legal_entity_required',
        errorDesc: expect.stringMatching(/юридическим лицам/),
      });
    }
  });

  it('lists the plans and history lengths (the type list)', async () => {
    const answer = (await call(types, 'organization/types')).json;
    expect(answer.plans.map((p: { type: string }) => p.type)).toEqual(['base', 'fleet', 'enterprise']);
    expect(answer.countDays).toEqual([30, 90, 180, 365, 730]);
  });

  it('finds companies by a part of the name, any case, or the start of the ИНН', async () => {
    const auth = await legalEntity();
    const byName = (await call(search, 'organization/search', { auth, query: { q: 'тестовый АВТОПАРК' } })).json;
    expect(byName.sandbox).toBe(true);
    expect(byName.companies[0]).toMatchObject({ inn: FLEET.small.inn, name: FLEET.small.name });
    const byInn = (await call(search, 'organization/search', { auth, query: { q: FLEET.largeFleet.inn.slice(0, 8) } })).json;
    expect(byInn.companies[0].inn.startsWith(FLEET.largeFleet.inn.slice(0, 8))).toBe(true);
    expect(byInn.companies.length).toBeLessThanOrEqual(10);
    // A word the generated companies share too: the demo companies the hint names come first.
    const common = (await call(search, 'organization/search', { auth, query: { q: 'автопарк' } })).json;
    expect(common.companies.map((c: { inn: string }) => c.inn)).toContain(FLEET.small.inn);
    // Any word, in any order, a hyphen between words read as a space.
    for (const q of ['автопарк тестовый', 'Тестовый-автопарк', 'ооо автопарк тест']) {
      const found = (await call(search, 'organization/search', { auth, query: { q } })).json;
      expect(
        found.companies.map((c: { inn: string }) => c.inn),
        q,
      ).toContain(FLEET.small.inn);
    }
    expect((await call(search, 'organization/search', { auth, query: { q: 'тестовый зоопарк' } })).json.companies).toEqual([]);
    const short = await call(search, 'organization/search', { auth, query: { q: 'а' } });
    expect(short.http).toBe(400);
    expect(short.json.error.fields.q).toBe('Введите хотя бы 2 символа названия или ИНН');
  });

  it("counts the paid directory's searches per account: a loop gets 429, another account still searches", async () => {
    const auth = await legalEntity();
    let last = 0;
    for (let i = 0; i <= DIRECTORY_RULE.limit; i++) {
      last = (await call(search, 'organization/search', { auth, query: { q: `авто${i}` } })).http;
      if (i < DIRECTORY_RULE.limit) expect(last).toBe(200);
    }
    expect(last).toBe(429);
    const other = await legalEntity();
    expect((await call(search, 'organization/search', { auth: other, query: { q: 'авто' } })).http).toBe(200);
  });

  it('adds a company of the directory with its requisites, once, and looks it up in the background', async () => {
    installClockedRegistry();
    const auth = await legalEntity();
    const added = await call(addOrganization, 'organization/add', {
      auth,
      body: { inn: FLEET.small.inn, name: 'Другое имя', countDays: 365, subscribeType: 'fleet' },
    });
    expect(added.json.organization).toMatchObject({
      name: FLEET.small.name,
      inn: FLEET.small.inn,
      kpp: FLEET.small.kpp,
      ogrn: FLEET.small.ogrn,
      countDays: 365,
      subscribeType: 'fleet',
      plan: { title: 'Автопарк' },
      state: 'pending',
      vehicles: 0,
    });
    const again = await call(addOrganization, 'organization/add', { auth, body: { inn: FLEET.small.inn } });
    expect([again.http, again.json.error.code]).toEqual([409, 'duplicate']);

    await runJobs(['organization-lookup']);
    const [listed] = (await call(listOrgs, 'organization', { auth })).json.organizations;
    expect(listed).toMatchObject({ id: added.json.organization.id, state: 'done', checkError: null });
    const page = (await call(fleetFines, `organization/${listed.id}/fines`, { auth, params: { id: String(listed.id) } })).json;
    expect(page.counts.unpaid + page.counts.paid + page.counts.orders).toBeGreaterThan(0);
  });

  it('refuses an ИНН the directory does not know, a wrong check digit, and a history over the plan', async () => {
    const auth = await legalEntity();
    const unknown = await call(addOrganization, 'organization/add', { auth, body: { inn: '7707083893' } });
    expect(unknown.http).toBe(400);
    expect(unknown.json.error.fields.inn).toBe('Организация с таким ИНН не найдена в справочнике');
    const wrong = await call(addOrganization, 'organization/add', { auth, body: { inn: '7707083894' } });
    expect(wrong.json.error.fields.inn).toBe('Проверьте ИНН: контрольная сумма не сходится');
    const person = await call(addOrganization, 'organization/add', { auth, body: { inn: '500100732259' } });
    expect(person.json.error.fields.inn).toBe('ИНН организации — 10 цифр');
    // Without an ИНН it speaks of an organization's too, never of «12 цифр у человека».
    const missing = await call(addOrganization, 'organization/add', { auth, body: {} });
    expect(missing.json.error.fields.inn).toBe('ИНН организации — 10 цифр');
    const long = await call(addOrganization, 'organization/add', { auth, body: { inn: FLEET.small.inn, countDays: 365 } });
    expect(long.json.error.fields.countDays).toBe('На тарифе «Базовый» история — не больше 90 дней');
    expect((await call(listOrgs, 'organization', { auth })).json.organizations).toEqual([]);
  });

  it('saves the plan and history within the limits, looks up again on request, and removes the organization', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn, { countDays: 90, subscribeType: 'base' });
    const params = { id: String(id) };
    const over = await call(saveOrg, `organization/${id}`, { auth, params, body: { countDays: 730, subscribeType: 'fleet' } });
    expect(over.json.error.fields.countDays).toBe('На тарифе «Автопарк» история — не больше 365 дней');
    const saved = await call(saveOrg, `organization/${id}`, {
      auth,
      params,
      body: { countDays: 730, subscribeType: 'enterprise' },
    });
    expect(saved.json.organization).toMatchObject({ countDays: 730, subscribeType: 'enterprise', state: 'pending' });
    await runJobs(['organization-lookup']);
    expect((await call(getOrg, `organization/${id}`, { auth, params })).json.organization.state).toBe('done');

    const refreshed = await call(refreshOrg, 'organization', { auth, body: { id } });
    expect(refreshed.json.organization.state).toBe('pending');
    // Each refresh asks the registry for the whole fleet: a loop of them is stopped.
    for (let i = 1; i < 20; i++) expect((await call(refreshOrg, 'organization', { auth, body: { id } })).http).toBe(200);
    const looped = await call(refreshOrg, 'organization', { auth, body: { id } });
    expect(looped.http).toBe(429);
    expect(looped.json.error.errorDesc).toMatch(/^Слишком много обновлений\. Попробуйте через (минуту|\d+ минут\S*)$/);
    expect((await call(deleteOrg, `organization/${id}`, { auth, params })).json.status).toBe('ok');
    expect((await call(getOrg, `organization/${id}`, { auth, params })).http).toBe(404);
  });

  it('counts the vehicles an import is still adding before it takes a smaller plan', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn, { countDays: 90, subscribeType: 'fleet' });
    const params = { id: String(id) };
    const db = await getDb();
    let downgrade: ReturnType<typeof call> | undefined;
    await db.transaction(async (tx) => {
      // An import under way: it holds the fleet's lock and has written 60 vehicles it has not committed.
      await lockFleet(tx, id);
      downgrade = call(saveOrg, `organization/${id}`, { auth, params, body: { countDays: 90, subscribeType: 'base' } });
      await tx.insert(fleetVehicles).values(
        Array.from({ length: 60 }, (_, i) => {
          const digits = String(100000 + i);
          return {
            organizationId: id,
            sts: `9911${digits}`,
            plateNumber: 'А123ВС',
            plateRegion: '77',
            plate: `А${digits.slice(3)}ВС77`,
          };
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const refused = await downgrade!;
    expect(refused.http).toBe(400);
    expect(refused.json.error.fields.subscribeType).toBe(
      'В списке 60 машин, а тариф «Базовый» допускает 50: удалите лишние или выберите другой тариф',
    );
    expect((await call(getOrg, `organization/${id}`, { auth, params })).json.organization.subscribeType).toBe('fleet');
  });

  it('shows a registry failure at once and keeps nothing of it', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.error.inn);
    const org = (await call(getOrg, `organization/${id}`, { auth, params: { id: String(id) } })).json.organization;
    expect(org).toMatchObject({ state: 'failed', checkError: 'Не удалось получить данные из ГИС ГМП. Попробуем ещё раз позже' });
  });
});
