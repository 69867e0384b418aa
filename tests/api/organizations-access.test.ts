import { afterAll, describe, expect, it } from 'vitest';
import { GET as listOrgs, POST as refreshOrg } from '@/app/105/api/organization/route';
import { DELETE as deleteOrg, GET as getOrg, POST as saveOrg } from '@/app/105/api/organization/[id]/route';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { GET as fleetGroups } from '@/app/105/api/organization/[id]/groups/route';
import { GET as fleetStats } from '@/app/105/api/organization/[id]/stats/route';
import { GET as fleetExport } from '@/app/105/api/organization/[id]/export/route';
import { DELETE as deleteVehicle, GET as listVehicles } from '@/app/105/api/organization/[id]/vehicles/route';
import { POST as importVehicles } from '@/app/105/api/organization/[id]/vehicles/import/route';
import { GET as orgFine } from '@/app/105/api/organization/[id]/fine/route';
import { GET as orgOrder } from '@/app/105/api/organization/[id]/order/route';
import { GET as orgPhoto } from '@/app/105/api/organization/[id]/photo/route';
import { GET as userFine } from '@/app/105/api/fine/route';
import { GET as userPhoto } from '@/app/105/api/photo/route';
import { GET as userFines } from '@/app/105/api/fines/route';
import { setRegistry } from '@/lib/server/adapters/registry';
import { call, type Answer, type TestAuth } from './support/call';
import { installClockedRegistry } from './support/details';
import { FLEET, withOrganization } from './support/organizations';
import { signUp } from './support/users';

afterAll(() => setRegistry(undefined));

/** Every organization endpoint, called for organization `id` as `auth`. */
async function everyEndpoint(auth: TestAuth, id: number, charge: { fine: number; order: number }): Promise<[string, Answer][]> {
  const params = { id: String(id) };
  const p = (tail = '') => `organization/${id}${tail}`;
  return [
    ['GET organization/{id}', await call(getOrg, p(), { auth, params })],
    ['POST organization/{id}', await call(saveOrg, p(), { auth, params, body: { countDays: 30, subscribeType: 'base' } })],
    ['POST organization', await call(refreshOrg, 'organization', { auth, body: { id } })],
    ['GET fines', await call(fleetFines, p('/fines'), { auth, params })],
    ['GET groups', await call(fleetGroups, p('/groups'), { auth, params, query: { by: 'vehicle' } })],
    ['GET stats', await call(fleetStats, p('/stats'), { auth, params })],
    ['GET export', await call(fleetExport, p('/export'), { auth, params })],
    ['GET vehicles', await call(listVehicles, p('/vehicles'), { auth, params })],
    ['DELETE vehicles', await call(deleteVehicle, p('/vehicles'), { auth, params, method: 'DELETE', query: { vehicle: 1 } })],
    ['POST import', await call(importVehicles, p('/vehicles/import'), { auth, params, body: { csv: '9904449114;А123ВС;77;' } })],
    ['GET fine', await call(orgFine, p('/fine'), { auth, params, query: { fine: charge.fine } })],
    ['GET order', await call(orgOrder, p('/order'), { auth, params, query: { id: charge.order } })],
    ['GET photo', await call(orgPhoto, p('/photo'), { auth, params, query: { fineId: charge.fine } })],
    ['DELETE organization/{id}', await call(deleteOrg, p(), { auth, params, method: 'DELETE' })],
  ];
}

describe('an organization is seen by its members only', () => {
  it('another company’s user gets 404 from every endpoint, a private person 403, and nothing changes', async () => {
    installClockedRegistry();
    const owner = await withOrganization(FLEET.small.inn);
    const stranger = await withOrganization(FLEET.largeFleet.inn);
    const params = { id: String(owner.id) };
    const fine = (await call(fleetFines, `organization/${owner.id}/fines`, { auth: owner.auth, params })).json.items[0];
    const order = (
      await call(fleetFines, `organization/${owner.id}/fines`, { auth: owner.auth, params, query: { tab: 'orders' } })
    ).json.items[0];
    const charge = { fine: fine.id, order: order?.id ?? fine.id };

    for (const [name, answer] of await everyEndpoint(stranger.auth, owner.id, charge)) {
      expect(answer.http, name).toBe(404);
      expect(answer.json.error.code, name).toBe('not_found');
    }
    const person = await signUp();
    for (const [name, answer] of await everyEndpoint(person, owner.id, charge)) {
      expect(answer.http, name).toBe(403);
    }
    // The stranger's own organization does not read the owner's charges either.
    const theirs = (
      await call(fleetFines, `organization/${stranger.id}/fines`, {
        auth: stranger.auth,
        params: { id: String(stranger.id) },
        query: { vehicle: fine.vehicle.plate },
      })
    ).json;
    expect(theirs.items.map((r: { uin: string }) => r.uin)).not.toContain(fine.uin);
    // Nothing was changed or removed by the refused calls.
    const still = (await call(getOrg, `organization/${owner.id}`, { auth: owner.auth, params })).json.organization;
    expect(still).toMatchObject({ countDays: 730, subscribeType: 'enterprise' });
    expect((await call(listOrgs, 'organization', { auth: stranger.auth })).json.organizations).toHaveLength(1);
  });

  it('keeps an organization’s charges out of the member’s own lists and user endpoints, and serves them through the organization', async () => {
    installClockedRegistry();
    const { auth, id } = await withOrganization(FLEET.small.inn);
    const params = { id: String(id) };
    const fine = (await call(fleetFines, `organization/${id}/fines`, { auth, params })).json.items.find(
      (r: { kind: string }) => r.kind === 'fine',
    );
    expect((await call(userFines, 'fines', { auth })).json.counts).toEqual({ unpaid: 0, paid: 0, orders: 0 });
    expect((await call(userFine, 'fine', { auth, query: { fine: fine.id } })).http).toBe(404);
    expect((await call(userPhoto, 'photo', { auth, query: { fineId: fine.id } })).http).toBe(404);
    const full = (await call(orgFine, `organization/${id}/fine`, { auth, params, query: { fine: fine.id } })).json.fine;
    expect(full).toMatchObject({
      id: fine.id,
      uin: fine.uin,
      vehiclePlate: fine.vehicle.plate,
      person: { organization: FLEET.small.name },
    });
  });
});
