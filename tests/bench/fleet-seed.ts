/**
 * The data of the fleet bench (tests/bench/fleet.ts): a fleet's vehicles drawn as the sandbox
 * registry draws them (valid СТС, plates, regions and drivers), as CSV lines, and a two-year
 * history of charges generated in SQL (`insert … select … from generate_series`), so 100 000
 * rows take seconds. Deterministic: the same sizes give the same data.
 */
import { sql } from 'drizzle-orm';
import { PLATE_LETTERS } from '@/lib/domain/plate';
import type { Db } from '@/lib/server/db/client';
import { SANDBOX_ARTICLES } from '@/lib/server/adapters/registry/sandbox/articles';
import { drawDriver } from '@/lib/server/adapters/registry/sandbox/fleet-drivers';
import { createRng, type Rng } from '@/lib/server/adapters/registry/sandbox/prng';
import { SANDBOX_REGIONS } from '@/lib/server/adapters/registry/sandbox/regions';

/** One vehicle of a bench fleet: what a line of the vehicle CSV holds. */
export interface BenchVehicle {
  sts: string;
  plateNumber: string;
  plateRegion: string;
  /** Null for the few vehicles nobody is assigned to. */
  driver: string | null;
}

const letter = (rng: Rng): string => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)]!;

/** Draws until `draw` gives a value not in `used`. */
function unique(used: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!used.has(value)) return (used.add(value), value);
  }
}

/**
 * `count` vehicles of a company registered in Moscow (a tenth elsewhere), СТС and plates unique
 * within the fleet, one in twenty without a driver. `seed` tells two fleets apart.
 */
export function benchVehicles(seed: string, count: number): BenchVehicle[] {
  const rng = createRng(`bench-fleet:${seed}`);
  const taken = { sts: new Set<string>(), plates: new Set<string>() };
  return Array.from({ length: count }, () => {
    const region = rng.chance(0.1) ? rng.pick(SANDBOX_REGIONS) : SANDBOX_REGIONS[0];
    const plateRegion = rng.pick(region.plateCodes);
    const plate = unique(
      taken.plates,
      () => `${letter(rng)}${String(rng.int(1, 999)).padStart(3, '0')}${letter(rng)}${letter(rng)}`,
    );
    const stsRegion = rng.pick(region.plateCodes.filter((code) => code.length === 2));
    const sts = unique(taken.sts, () => {
      const series = rng.chance(0.5) ? String(rng.int(1, 99)).padStart(2, '0') : letter(rng) + letter(rng);
      return `${stsRegion}${series}${rng.digits(6)}`;
    });
    return { sts, plateNumber: plate, plateRegion, driver: rng.chance(0.05) ? null : drawDriver(rng) };
  });
}

/** The vehicles as the import takes them: a header, then `СТС;госномер;регион;водитель` per line. */
export function vehiclesCsv(vehicles: readonly BenchVehicle[]): string {
  const lines = vehicles.map((v) => `${v.sts};${v.plateNumber};${v.plateRegion};${v.driver ?? ''}`);
  return ['СТС;Госномер;Регион;Водитель', ...lines].join('\n');
}

/** Stores `vehicles` as the fleet of `organizationId` in one statement. */
export async function insertVehicles(db: Db, organizationId: number, vehicles: readonly BenchVehicle[]): Promise<void> {
  await db.execute(sql`insert into fleet_vehicles (organization_id, sts, plate_number, plate_region, plate, driver)
    select ${organizationId}::bigint, split_part(l, ';', 1), split_part(l, ';', 2), split_part(l, ';', 3),
      split_part(l, ';', 2) || split_part(l, ';', 3), nullif(split_part(l, ';', 4), '')
    from unnest(string_to_array(${vehiclesCsv(vehicles).split('\n').slice(1).join('\n')}, E'\n')) l`);
}

const FINE_PAYEE = {
  name: 'УФК по г. Москве (УГИБДД ГУ МВД России по г. Москве)',
  inn: '7707089101',
  kpp: '770731005',
  account: '03100643000000017300',
  bik: '004525988',
  bankName: 'ГУ Банка России по ЦФО//УФК по г. Москве, г. Москва',
};
const BAILIFF_PAYEE = {
  ...FINE_PAYEE,
  name: 'УФК по г. Москве (ГУФССП России по г. Москве)',
  inn: '7709576929',
  kpp: '770901001',
};
const STREETS =
  'МКАД, 41-й км|Ленинградский пр-т|ул. Тверская|Варшавское ш.|Кутузовский пр-т|ТТК, Лефортовский тоннель|ул. Профсоюзная|Дмитровское ш.';
/** A dozen КоАП articles of the sandbox (12.9 ч.2 … 12.16 ч.1) with their weights and amounts. */
const ARTICLES = SANDBOX_ARTICLES.slice(0, 12);

/**
 * `count` charges of `organizationId` (`user_id` null) over the two years to `today`, naming the
 * fleet's vehicles (a few busy ones get many; one in forty by plate only). A twelfth of the older
 * fines went to the bailiffs (a `moved-to-order` fine and its `order`, open or paid); recent fines
 * are mostly unpaid with a 50 % discount for 20 days, older ones paid or closed. Amounts are the
 * article's (2025 amounts from 2025-01-01), 500–7 500 ₽.
 */
export async function insertCharges(db: Db, organizationId: number, count: number, today: string): Promise<void> {
  const articles = sql.join(
    ARTICLES.map(
      (a, i) =>
        sql`(${i + 1}::int, ${a.article}::text, ${a.text}::text, ${a.before2025.min * 100}::bigint, ${a.since2025.min * 100}::bigint, ${a.discount}::boolean)`,
    ),
    sql`, `,
  );
  const picks = ARTICLES.flatMap((a, i) => Array<number>(a.weight).fill(i + 1)).join(',');
  const age = (g: ReturnType<typeof sql>) => sql`((${g})::bigint * 7919 % 729)::int`;
  await db.execute(sql`with
    v as (select row_number() over (order by id) as n, plate, sts from fleet_vehicles where organization_id = ${organizationId}),
    vn as (select count(*) as total from v),
    a (i, article, text, before_k, since_k, discount) as (values ${articles}),
    p as (select string_to_array(${picks}, ',')::int[] as picks, string_to_array(${STREETS}, '|') as streets),
    s as (
      select g, ${today}::date - ${age(sql`g`)} as bill_date, (g * 37 + g / 13) % 100 as h,
        g % 12 = 0 and ${age(sql`g`)} >= 90 as is_order,
        g % 12 = 1 and ${age(sql`g - 1`)} >= 90 as moved,
        ${age(sql`g`)} as age,
        least((select total from vn), 1 + floor((select total from vn) * power((g::bigint * 2654435761 % 1000003)::float8 / 1000003, 1.5)))::bigint as vehicle,
        p.picks[1 + (g * 13 + g / 29) % cardinality(p.picks)] as article,
        p.streets[1 + g % cardinality(p.streets)] as street
      from generate_series(1, ${count}) g, p
    ),
    c as (
      select s.*, '188101' || lpad(g::text, 14, '0') as fine_uin, '32277001' || lpad(g::text, 17, '0') as order_uin,
        (10000 + g % 89999) || '/' || to_char(bill_date, 'YY') || '/77001-ИП' as case_no
      from s
    )
    insert into charges (organization_id, kind, uin, status, bill_date, ordinance_number, amount_kopeks, purpose, kbk,
      oktmo, payee, discount_percent, discount_until, article, article_text, offence_at, place, lat, lng, department,
      related_uin, case_number, vehicle_plate, vehicle_sts, first_seen_at)
    select ${organizationId}::bigint,
      case when is_order then 'order' else 'fine' end,
      case when is_order then order_uin else fine_uin end,
      case when is_order then case when h < 65 then 'open' else 'paid' end
        when moved then 'moved-to-order'
        when age < 90 then case when h < 60 then 'notpaid' when h < 66 then 'in_progress' else 'paid' end
        else case when h < 8 then 'notpaid' when h < 9 then 'in_progress' when h < 70 then 'paid' else 'closed' end end,
      bill_date,
      case when is_order then order_uin else fine_uin end,
      case when bill_date >= date '2025-01-01' then a.since_k else a.before_k end,
      case when is_order then 'Погашение задолженности по ИП № ' || case_no
        else 'Административный штраф по постановлению № ' || fine_uin end,
      case when is_order then '32211617000016017140' else '18811601123010001140' end,
      case when is_order then '45379000' else '45382000' end,
      case when is_order then ${JSON.stringify(BAILIFF_PAYEE)}::jsonb else ${JSON.stringify(FINE_PAYEE)}::jsonb end,
      case when not is_order and age < 60 and a.discount then 50 end,
      case when not is_order and age < 60 and a.discount then bill_date + 20 end,
      case when not is_order then a.article end,
      case when not is_order then a.text end,
      case when not is_order then ((bill_date - h % 4)::timestamp + (g * 17 % 1440) * interval '1 minute') at time zone 'Europe/Moscow' end,
      case when not is_order then 'г. Москва, ' || street || ', д. ' || (g % 120 + 1) end,
      case when not is_order then 55.55 + (g * 7 % 400) / 1000.0 end,
      case when not is_order then 37.35 + (g * 11 % 500) / 1000.0 end,
      case when is_order then 'ОСП по Центральному АО №1 ГУФССП России по г. Москве' else 'ЦАФАП ОДД ГИБДД ГУ МВД России по г. Москве' end,
      case when is_order then '188101' || lpad((g + 1)::text, 14, '0') when moved then '32277001' || lpad((g - 1)::text, 17, '0') end,
      case when is_order then case_no end,
      v.plate,
      case when g % 40 = 7 then null else v.sts end,
      (bill_date + 1)::timestamp at time zone 'Europe/Moscow'
    from c join a on a.i = c.article join v on v.n = c.vehicle`);
}
