import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as fleetFines } from '@/app/105/api/organization/[id]/fines/route';
import { GET as fleetGroups } from '@/app/105/api/organization/[id]/groups/route';
import { GET as fleetStats } from '@/app/105/api/organization/[id]/stats/route';
import { GET as fleetExport } from '@/app/105/api/organization/[id]/export/route';
import { GET as listVehicles } from '@/app/105/api/organization/[id]/vehicles/route';
import { POST as importVehicles } from '@/app/105/api/organization/[id]/vehicles/import/route';
import { FLEET_IMPORT_RULE, MAX_IMPORT_LINES } from '@/lib/server/organizations/fleet-import';
import { setRegistry } from '@/lib/server/adapters/registry';
import { sandboxFleetVehicles } from '@/lib/server/adapters/registry/sandbox/fleet-vehicles';
import { EXPORT_HEADER } from '@/lib/server/organizations/fleet-export-records';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { charges } from '@/lib/server/db/schema';
import { call, type TestAuth } from './support/call';
import { installClockedRegistry } from './support/details';
import { FLEET, withOrganization } from './support/organizations';

afterAll(() => setRegistry(undefined));

let auth: TestAuth;
let id: number;
let params: { id: string };
const path = (tail: string) => `organization/${id}/${tail}`;

beforeAll(async () => {
  installClockedRegistry();
  ({ auth, id } = await withOrganization(FLEET.small.inn));
  params = { id: String(id) };
});

interface Row {
  id: number;
  kind: string;
  uin: string;
  status: string;
  billDate?: string;
  openedDate?: string;
  amountKopeks: number;
  article?: string | null;
  vehicle: { plate: string | null; sts: string | null; driver: string | null };
}

/** Every row of a tab under `query`, page by page. */
async function allRows(query: Record<string, string | number> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = (
      await call(fleetFines, path('fines'), { auth, params, query: { ...query, limit: 7, ...(cursor && { cursor }) } })
    ).json;
    expect(page.status).toBe('ok');
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe('a fleet’s charges (GET organization/{id}/fines)', () => {
  it('pages through each tab newest first without repeats, every charge naming a vehicle of the fleet', async () => {
    const first = (await call(fleetFines, path('fines'), { auth, params })).json;
    expect(first.organization).toMatchObject({ id, state: 'done', inn: FLEET.small.inn });
    const plates = new Set(sandboxFleetVehicles(FLEET.small.inn).map((v) => `${v.plateNumber}${v.plateRegion}`));
    for (const tab of ['unpaid', 'paid', 'orders']) {
      const rows = await allRows({ tab });
      expect(rows).toHaveLength(first.counts[tab]);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const dates = rows.map((r) => r.billDate ?? r.openedDate!);
      expect([...dates].sort().reverse()).toEqual(dates);
      // Orders too: a ФССП order names no vehicle and takes the plate of the fine it replaced.
      for (const r of rows) expect(plates.has(r.vehicle.plate!), `${r.kind} ${r.uin}`).toBe(true);
    }
  });

  it('finds a car’s bailiff orders by its plate, as its fines', async () => {
    const orders = await allRows({ tab: 'orders' });
    expect(orders.length).toBeGreaterThan(0);
    const plate = orders[0]!.vehicle.plate!;
    const byPlate = await allRows({ vehicle: plate, tab: 'orders' });
    expect(byPlate.map((r) => r.uin)).toEqual(orders.filter((r) => r.vehicle.plate === plate).map((r) => r.uin));
    expect(byPlate.map((r) => r.uin)).toContain(orders[0]!.uin);
  });

  it('sums the unpaid tab in SQL as the cards count it', async () => {
    const page = (await call(fleetFines, path('fines'), { auth, params })).json;
    const unpaid = (await allRows()).filter((r) => r.status === 'notpaid');
    expect(page.totals.count).toBe(unpaid.length);
    expect(page.totals.total).toBe(page.totals.fines + page.totals.fee);
  });

  it('filters by vehicle (whole plate, start of one, СТС), article, amount and dates', async () => {
    const all = [...(await allRows()), ...(await allRows({ tab: 'paid' }))];
    const plate = all[0]!.vehicle.plate!;
    const byPlate = [...(await allRows({ vehicle: plate })), ...(await allRows({ vehicle: plate, tab: 'paid' }))];
    expect(byPlate.length).toBe(all.filter((r) => r.vehicle.plate === plate).length);
    const lower = plate.toLowerCase().replace('а', 'a');
    expect((await allRows({ vehicle: ` ${lower} ` })).every((r) => r.vehicle.plate === plate)).toBe(true);
    expect((await allRows({ vehicle: plate.slice(0, 4) })).every((r) => r.vehicle.plate!.startsWith(plate.slice(0, 4)))).toBe(
      true,
    );
    const sts = all[0]!.vehicle.sts!;
    expect((await allRows({ vehicle: sts })).every((r) => r.vehicle.sts === sts)).toBe(true);

    const article = all.find((r) => r.article)!.article!;
    const section = article.split(' ')[0]!;
    const bySection = await allRows({ article: section });
    expect(bySection.length).toBeGreaterThan(0);
    expect(bySection.every((r) => r.article === section || r.article!.startsWith(`${section} `))).toBe(true);
    // Spaced as people type it, the article still finds its charges.
    const withPart = all.find((r) => r.article?.includes(' ч.'))?.article;
    if (withPart) {
      const typed = withPart.replace(' ч.', '  ч. ');
      expect((await allRows({ article: typed })).map((r) => r.id)).toEqual(
        (await allRows({ article: withPart })).map((r) => r.id),
      );
      expect((await allRows({ article: withPart })).length).toBeGreaterThan(0);
    }

    const cheap = await allRows({ max: 1000 });
    expect(cheap.every((r) => r.amountKopeks <= 100_000)).toBe(true);
    const dear = await allRows({ min: 1000.5 });
    expect(dear.every((r) => r.amountKopeks >= 100_050)).toBe(true);
    // Sums as people write them: a decimal comma, a space between thousands.
    expect((await allRows({ min: '1 000,5' })).map((r) => r.id)).toEqual(dear.map((r) => r.id));
    expect(cheap.length + dear.length).toBeLessThanOrEqual((await allRows()).length);

    const from = all.map((r) => r.billDate!).sort()[Math.floor(all.length / 2)]!;
    expect((await allRows({ from })).every((r) => r.billDate! >= from)).toBe(true);
    const wrong = await call(fleetFines, path('fines'), { auth, params, query: { min: 2000, max: 1000 } });
    expect(wrong.json.error.fields.min).toBe('Сумма «от» больше суммы «до»');
  });

  it('sorts by amount, largest first, page after page', async () => {
    const rows = await allRows({ sort: 'amount' });
    const amounts = rows.map((r) => r.amountKopeks);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('refuses a cursor of other filters or order', async () => {
    const page = (await call(fleetFines, path('fines'), { auth, params, query: { limit: 2 } })).json;
    const reused = await call(fleetFines, path('fines'), {
      auth,
      params,
      query: { limit: 2, sort: 'amount', cursor: page.nextCursor },
    });
    expect(reused.http).toBe(400);
    expect(reused.json.error.fields.cursor).toMatch(/устарела или повреждена/);
  });
});

describe('vehicles, drivers, groups, the chart and the export', () => {
  it('imports vehicles from a CSV, reporting each refused line, and names the drivers on charges and groups', async () => {
    const fleet = sandboxFleetVehicles(FLEET.small.inn);
    const lines = [
      'СТС;Госномер;Регион;Водитель',
      ...fleet.map((v, i) => `${v.sts};${v.plateNumber};${v.plateRegion};${i === 0 ? 'Петров Пётр Петрович' : v.driver}`),
      '12345;А123ВС;77;Иванов Иван Иванович',
      `${fleet[0]!.sts};А123ВС;77;Иванов Иван Иванович`,
      '7700111222;A777AA177;;',
    ];
    const answer = await call(importVehicles, path('vehicles/import'), { auth, params, body: { csv: lines.join('\r\n') } });
    expect(answer.json.report).toEqual({
      lines: fleet.length + 3,
      added: fleet.length + 1,
      updated: 0,
      refused: [
        { line: fleet.length + 2, reason: expect.stringMatching(/^СТС «12345»/) },
        { line: fleet.length + 3, reason: `СТС ${fleet[0]!.sts} уже есть в строке 2` },
      ],
      refusedCount: 2,
    });
    const again = await call(importVehicles, path('vehicles/import'), {
      auth,
      params,
      body: { csv: lines.slice(0, 2).join('\n') },
    });
    expect(again.json.report).toMatchObject({ added: 0, updated: 1 });
    const listed = (await call(listVehicles, path('vehicles'), { auth, params })).json.vehicles;
    expect(listed).toHaveLength(fleet.length + 1);
    expect(listed.at(-1)).toMatchObject({ sts: '7700111222', plateNumber: 'А777АА', plateRegion: '177', driver: null });

    const withDriver = (await allRows()).find((r) => r.vehicle.sts === fleet[0]!.sts);
    if (withDriver) expect(withDriver.vehicle.driver).toBe('Петров Пётр Петрович');
    const byDriver = (await call(fleetGroups, path('groups'), { auth, params, query: { by: 'driver' } })).json;
    expect(byDriver.groups.some((g: { key: string }) => g.key === 'Петров Пётр Петрович')).toBe(true);
    // Each driver's group holds exactly the unpaid charges whose vehicle names that driver (none is
    // given another vehicle's driver; a vehicle without charges adds nothing). Counted as the totals
    // count them: `notpaid` only — one already paid and waiting for ГИС ГМП (`in_progress`, which the
    // sandbox's registry gives some charges on some days) stays in the tab but is not owed.
    const unpaidPerDriver = new Map<string | null, number>();
    for (const r of (await allRows()).filter((row) => row.status === 'notpaid'))
      unpaidPerDriver.set(r.vehicle.driver, (unpaidPerDriver.get(r.vehicle.driver) ?? 0) + 1);
    const groupedUnpaid = new Map<string | null, number>(
      byDriver.groups
        .filter((g: { unpaidCount: number }) => g.unpaidCount > 0)
        .map((g: { key: string | null; unpaidCount: number }) => [g.key, g.unpaidCount]),
    );
    expect(groupedUnpaid).toEqual(unpaidPerDriver);
    const filtered = await allRows({ driver: 'петров' });
    expect(filtered.every((r) => r.vehicle.driver === 'Петров Пётр Петрович')).toBe(true);
  });

  it('groups one driver whose name the lines spelled in another case once, under the capitalised spelling', async () => {
    // Two vehicles with unpaid charges, given the same driver in two spellings.
    const fleet = sandboxFleetVehicles(FLEET.small.inn);
    const withCharges = [...new Set((await allRows()).map((r) => r.vehicle.sts))]
      .map((sts) => fleet.find((v) => v.sts === sts))
      .filter((v) => v !== undefined)
      .slice(0, 2);
    expect(withCharges).toHaveLength(2);
    const csv = withCharges
      .map((v, i) => `${v.sts};${v.plateNumber};${v.plateRegion};${i === 0 ? 'Сергеев Сергей' : 'сергеев сергей'}`)
      .join('\n');
    expect((await call(importVehicles, path('vehicles/import'), { auth, params, body: { csv } })).json.report).toMatchObject({
      refusedCount: 0,
    });
    const rows = await allRows({ driver: 'сергеев' });
    expect(new Set(rows.map((r) => r.vehicle.driver))).toEqual(new Set(['Сергеев Сергей', 'сергеев сергей']));
    const byDriver = (await call(fleetGroups, path('groups'), { auth, params, query: { by: 'driver' } })).json;
    const sergeev = byDriver.groups.filter((g: { key: string | null }) => g.key?.toLowerCase() === 'сергеев сергей');
    expect(sergeev).toHaveLength(1);
    expect(sergeev[0]).toMatchObject({
      key: 'Сергеев Сергей',
      unpaidCount: rows.filter((r) => r.status === 'notpaid').length,
    });
  });

  it('takes a tab-separated file too, and refuses a file with control characters before reading it', async () => {
    const tabs = await call(importVehicles, path('vehicles/import'), {
      auth,
      params,
      body: { csv: '7700333444\tЕ555КХ\t50\tСидоров Сидор Сидорович' },
    });
    expect(tabs.json.report).toMatchObject({ lines: 1, added: 1, refusedCount: 0 });
    const nul = await call(importVehicles, path('vehicles/import'), {
      auth,
      params,
      body: { csv: '7700333445;Е556КХ;50;\u0000' },
    });
    expect(nul.http).toBe(400);
    expect(nul.json.error.fields.csv).toMatch(/служебные символы/);
  });

  it('refuses a line it cannot read by itself, named in the report, and takes the rest of the file', async () => {
    const csv = [
      '7700333450;Е560КХ;50;Петров Пётр',
      '7700333451;Е561КХ;50;Иванов\u202eИван',
      '7700333452;Е562КХ;50;=HYPERLINK("http://evil.example","click")',
      `7700333453;Е563КХ;50;${'я'.repeat(5000)}`,
      '7700333454;Е564КХ;50;Сидоров Сидор',
      // Invisible characters that glued «ИвановИван» into one word, and an empty region.
      '7700333455;Е565КХ;50;Иванов\u200fИван Иванович',
      '7700333456;Е566КХ;50;Иванов\u200bИван',
      '77003\u200b33457;Е567КХ;50;',
      '7700333458;Е568КХ;;',
    ].join('\n');
    const answer = await call(importVehicles, path('vehicles/import'), { auth, params, body: { csv } });
    expect(answer.http).toBe(200);
    const invisible = 'В строке есть невидимые служебные символы (знаки направления текста, пробелы нулевой ширины): удалите их';
    expect(answer.json.report).toEqual({
      lines: 9,
      added: 2,
      updated: 0,
      refusedCount: 7,
      refused: [
        { line: 2, reason: invisible },
        { line: 3, reason: 'Строка записана с ошибкой: проверьте кавычки и разделители (; , или табуляция)' },
        { line: 4, reason: 'Строка длиннее 1000 символов' },
        { line: 6, reason: invisible },
        { line: 7, reason: invisible },
        { line: 8, reason: invisible },
        { line: 9, reason: 'Не указан регион: код в третьем столбце или в конце госномера, например А123ВС77' },
      ],
    });
  });

  it('refuses a file past MAX_IMPORT_LINES by its count, and an account’s eleventh file taken within an hour', async () => {
    const other = await withOrganization(FLEET.small.inn);
    const otherParams = { id: String(other.id) };
    const otherPath = `organization/${other.id}/vehicles/import`;
    const long = Array.from({ length: MAX_IMPORT_LINES + 1 }, (_, i) => `77${String(i).padStart(8, '0')};А001АА;77`).join('\n');
    const tooLong = await call(importVehicles, otherPath, { auth: other.auth, params: otherParams, body: { csv: long } });
    expect(tooLong.http).toBe(400);
    expect(tooLong.json.error.fields.csv).toBe(`В файле больше ${MAX_IMPORT_LINES} строк: разделите его на части`);
    // A file refused whole wrote nothing and does not count.
    for (let i = 0; i < FLEET_IMPORT_RULE.limit; i++) {
      const ok = await call(importVehicles, otherPath, {
        auth: other.auth,
        params: otherParams,
        body: { csv: '7700333446;Е557КХ;50' },
      });
      expect(ok.http, `file ${i + 1}`).toBe(200);
    }
    const refused = await call(importVehicles, otherPath, {
      auth: other.auth,
      params: otherParams,
      body: { csv: '7700333446;Е557КХ;50' },
    });
    expect(refused.http).toBe(429);
    expect(refused.json.error.errorDesc).toMatch(
      /^Слишком много загрузок файла с машинами\. Попробуйте через (час|\d+ минут[уы]?)$/,
    );
  });

  it('groups by vehicle with counts and sums in SQL, largest unpaid first', async () => {
    const answer = (await call(fleetGroups, path('groups'), { auth, params, query: { by: 'vehicle' } })).json;
    expect(answer.groups.length).toBeGreaterThan(0);
    const unpaid = answer.groups.map((g: { unpaidKopeks: number }) => g.unpaidKopeks);
    expect([...unpaid].sort((a, b) => b - a)).toEqual(unpaid);
    const first = answer.groups[0];
    const rows = [
      ...(await allRows({ vehicle: first.key })),
      ...(await allRows({ vehicle: first.key, tab: 'paid' })),
      ...(await allRows({ vehicle: first.key, tab: 'orders' })),
    ];
    expect(first.count).toBe(rows.length);
    expect(first.amountKopeks).toBe(rows.reduce((s, r) => s + r.amountKopeks, 0));
  });

  it('gives the chart every month of the history and the top vehicles', async () => {
    const stats = (await call(fleetStats, path('stats'), { auth, params })).json;
    expect(stats.months.length).toBeGreaterThanOrEqual(24);
    expect(stats.months.every((m: { month: string }) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);
    const total = stats.months.reduce((s: number, m: { count: number }) => s + m.count, 0);
    const counts = (await call(fleetFines, path('fines'), { auth, params })).json.counts;
    expect(total).toBe(counts.unpaid + counts.paid + counts.orders);
    expect(stats.vehicles.length).toBeLessThanOrEqual(10);
  });

  it('exports every charge under the filters as a CSV that spreadsheets open', async () => {
    const res = await fleetExport(
      new Request(
        `http://localhost:3000/105/api/${path('export')}?userId=${auth.userId}&rand=${auth.rand}&session=${auth.session}`,
      ),
      { params: Promise.resolve(params) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="shtrafy-${FLEET.small.inn}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    // A byte order mark first: Excel then reads the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.slice(1).startsWith('УИН;Вид;Статус')).toBe(true);
    const records = parse(text, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    const counts = (await call(fleetFines, path('fines'), { auth, params })).json.counts;
    expect(records).toHaveLength(counts.unpaid + counts.paid + counts.orders);
    expect(records[0]!['Сумма, ₽']).toMatch(/^\d+,\d{2}$/);
    expect(records.some((r) => r['Водитель'] === 'Петров Пётр Петрович')).toBe(true);
  });

  it('exports the same charges as an Excel workbook: УИН and СТС as text, dates as dates, amounts as numbers', async () => {
    const exported = (format: string) =>
      fleetExport(
        new Request(
          `http://localhost:3000/105/api/${path('export')}?format=${format}&userId=${auth.userId}&rand=${auth.rand}&session=${auth.session}`,
        ),
        { params: Promise.resolve(params) },
      );
    const res = await exported('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="shtrafy-${FLEET.small.inn}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Начисления')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_HEADER]);

    const csv = parse(Buffer.from(await (await exported('csv')).arrayBuffer()).toString('utf8'), {
      delimiter: ';',
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(csv.length).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(csv.length);
    for (let i = 0; i < csv.length; i++) {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      const line = csv[i]!;
      // The УИН as the 20 or 25 digits themselves: a number cell would round them (1,88E+19).
      expect(cells[0]).toBe(line['УИН']);
      expect(cells[0]).toMatch(/^\d{20}(\d{5})?$/);
      expect(cells[9] ?? '').toBe(line['СТС']);
      // Dates are dates (a spreadsheet sorts and filters them), the same days as the CSV's.
      expect(cells[3]).toBeInstanceOf(Date);
      expect((cells[3] as Date).toISOString().slice(0, 10).split('-').reverse().join('.')).toBe(line['Дата постановления']);
      // Amounts are numbers of rubles, the same as the CSV's text.
      expect(typeof cells[11]).toBe('number');
      expect((cells[11] as number).toFixed(2).replace('.', ',')).toBe(line['Сумма, ₽']);
      expect((cells[12] as number).toFixed(2).replace('.', ',')).toBe(line['К оплате сегодня, ₽']);
    }
    expect(sheet.getColumn(1).numFmt).toBe('@');
  });

  it('refuses an unknown export format with a Russian message', async () => {
    const answer = await call(fleetExport, path('export'), { auth, params, query: { format: 'pdf' } });
    expect(answer.http).toBe(400);
    expect(answer.json.error.errorDesc).toBe('Формат выгрузки — csv или xlsx');
  });

  it('writes a registry text that starts like a formula as text in the CSV, so a spreadsheet never runs it', async () => {
    const db = await getDb();
    const [target] = await db.select({ id: charges.id }).from(charges).where(eq(charges.organizationId, id)).limit(1);
    await db.update(charges).set({ place: '=HYPERLINK("http://example.com","Открыть")' }).where(eq(charges.id, target!.id));
    const res = await fleetExport(
      new Request(
        `http://localhost:3000/105/api/${path('export')}?userId=${auth.userId}&rand=${auth.rand}&session=${auth.session}`,
      ),
      { params: Promise.resolve(params) },
    );
    const records = parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), {
      delimiter: ';',
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const places = records.map((r) => r['Место']);
    expect(places).toContain(`'=HYPERLINK("http://example.com","Открыть")`);
    expect(places.some((p) => /^[=+\-@]/.test(p ?? ''))).toBe(false);
  });
});
