import 'server-only';
import { CHARGE_LIST_TABS, FINE_STATUS_LABELS, isFineStatus } from '@/lib/domain/fine-status';
import { chargePayByDate, discountedView } from '@/lib/domain/fine-terms';
import type { Db } from '@/lib/server/db/client';
import { listChargeRows, type ChargeListRow } from '@/lib/server/fines/list-queries';
import type { ListPosition } from '@/lib/server/fines/list-cursor';
import type { OwnerScope } from '@/lib/server/owner-scope';
import type { FleetFilterQuery } from '@/lib/validation/organizations';
import { fleetFilterOf } from './fleet-filter';
import { vehicleRefs } from './fleet-list';

/**
 * Rows read per query while exporting: memory stays flat however large the fleet. 500 rather than
 * more: each batch's rows exist three times at once (the engine's answer, the mapped rows, the
 * file's text), and on PGlite a smaller batch kept the peak 60 MiB lower at the same speed (npm run bench:fleet).
 */
const BATCH = 500;

/** The columns of an export, in Russian, as a spreadsheet shows them (CSV and XLSX alike). */
export const EXPORT_HEADER = [
  'УИН',
  'Вид',
  'Статус',
  'Дата постановления',
  'Оплатить до',
  'Статья КоАП',
  'Нарушение',
  'Место',
  'Госномер',
  'СТС',
  'Водитель',
  'Сумма, ₽',
  'К оплате сегодня, ₽',
] as const;

/**
 * One charge of an export, before a file format writes it: texts as shown, dates `YYYY-MM-DD`
 * (Moscow), amounts in kopeks. The order of the fields is EXPORT_HEADER's.
 */
export interface ExportRecord {
  /** 20 or 25 digits: text, never a number (a spreadsheet would round it). */
  uin: string;
  kind: string;
  status: string;
  billDate: string;
  /** Null for a bailiffs' order (its term is the bailiffs'). */
  payBy: string | null;
  article: string;
  text: string;
  place: string;
  plate: string;
  sts: string;
  driver: string;
  amountKopeks: number;
  /** What paying today costs (the early-payment discount applied); 0 when nothing is owed. */
  toPayKopeks: number;
}

const KIND_LABELS = { fine: 'Штраф', tax: 'Налог', order: 'Постановление ФССП' } as const;

function recordOf(row: ChargeListRow, driver: string | null, today: string): ExportRecord {
  const status = isFineStatus(row.status) ? FINE_STATUS_LABELS[row.status] : row.status === 'open' ? 'Не оплачено' : row.status;
  const discount = row.discountPercent && row.discountUntil ? { percent: row.discountPercent, until: row.discountUntil } : null;
  const toPay =
    row.kind !== 'order' && isFineStatus(row.status)
      ? (discountedView({ status: row.status, amountKopeks: row.amountKopeks, discount }, today)?.amountKopeks ??
        row.amountKopeks)
      : row.amountKopeks;
  const unpaid = row.status === 'notpaid' || row.status === 'open';
  return {
    uin: row.uin,
    kind: KIND_LABELS[row.kind],
    status,
    billDate: row.billDate,
    payBy:
      row.kind === 'order'
        ? null
        : chargePayByDate({ kind: row.kind, billDate: row.billDate, kbk: row.kbk, purpose: row.purpose }),
    article: row.article ?? row.fineArticle ?? '',
    text: row.kind === 'order' ? `Исполнительное производство ${row.caseNumber ?? ''}`.trim() : (row.articleText ?? row.purpose),
    place: row.place ?? '',
    plate: row.vehiclePlate ?? '',
    sts: row.vehicleSts ?? '',
    driver: driver ?? '',
    amountKopeks: row.amountKopeks,
    toPayKopeks: unpaid ? toPay : 0,
  };
}

/**
 * Every charge of `scope` under the filters (all tabs, within the organization's history of
 * `countDays`), BATCH at a time by keyset, each with its vehicle's driver. Read lazily: the next
 * batch is read only when the writer asks for it, so a slow download holds one batch.
 */
export async function* exportRecords(
  db: Db,
  scope: OwnerScope,
  query: FleetFilterQuery,
  countDays: number,
  today: string,
): AsyncGenerator<ExportRecord[]> {
  for (const tab of CHARGE_LIST_TABS) {
    let after: ListPosition | null = null;
    for (;;) {
      const rows = await listChargeRows(db, scope, fleetFilterOf(query, tab, countDays, today), after, BATCH);
      if (rows.length === 0) break;
      const last = rows.at(-1)!;
      after = { billDate: last.billDate, id: last.id };
      const refOf = await vehicleRefs(db, scope, rows);
      yield rows.map((row) => recordOf(row, refOf(row).driver, today));
    }
  }
}
