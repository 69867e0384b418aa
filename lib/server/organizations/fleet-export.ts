import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import { CHARGE_LIST_TABS } from '@/lib/domain/fine-status';
import { chargePayByDate, discountedView } from '@/lib/domain/fine-terms';
import { FINE_STATUS_LABELS, isFineStatus } from '@/lib/domain/fine-status';
import { kopeksToDecimal } from '@/lib/domain/payment-amounts';
import type { Db } from '@/lib/server/db/client';
import { listChargeRows, type ChargeListRow } from '@/lib/server/fines/list-queries';
import type { ListPosition } from '@/lib/server/fines/list-cursor';
import { logError } from '@/lib/server/http/log';
import type { FleetFilterQuery } from '@/lib/validation/organizations';
import { organizationScope } from './access';
import { fleetFilterOf } from './fleet-filter';
import { vehicleRefs } from './fleet-list';

/**
 * Rows read per query while exporting: memory stays flat however large the fleet. 500 rather than
 * more: each batch's rows exist three times at once (the engine's answer, the mapped rows, the CSV
 * text), and on PGlite a smaller batch kept the peak 60 MiB lower at the same speed (npm run bench:fleet).
 */
const BATCH = 500;

/** The columns of the export, in Russian, as a spreadsheet shows them. */
const HEADER = [
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
];

const KIND_LABELS = { fine: 'Штраф', tax: 'Налог', order: 'Постановление ФССП' } as const;

/** Amount in rubles with a decimal comma, as Russian spreadsheets read numbers (`1500,00`). */
function rubles(kopeks: number): string {
  return kopeksToDecimal(kopeks).replace('.', ',');
}

/** One CSV line of a charge. */
function line(row: ChargeListRow, driver: string | null, today: string): string[] {
  const status = isFineStatus(row.status) ? FINE_STATUS_LABELS[row.status] : row.status === 'open' ? 'Не оплачено' : row.status;
  const discount = row.discountPercent && row.discountUntil ? { percent: row.discountPercent, until: row.discountUntil } : null;
  const toPay =
    row.kind !== 'order' && isFineStatus(row.status)
      ? (discountedView({ status: row.status, amountKopeks: row.amountKopeks, discount }, today)?.amountKopeks ??
        row.amountKopeks)
      : row.amountKopeks;
  const unpaid = row.status === 'notpaid' || row.status === 'open';
  return [
    row.uin,
    KIND_LABELS[row.kind],
    status,
    formatDateRu(row.billDate),
    row.kind === 'order'
      ? ''
      : formatDateRu(chargePayByDate({ kind: row.kind, billDate: row.billDate, kbk: row.kbk, purpose: row.purpose })),
    row.article ?? row.fineArticle ?? '',
    row.kind === 'order' ? `Исполнительное производство ${row.caseNumber ?? ''}`.trim() : (row.articleText ?? row.purpose),
    row.place ?? '',
    row.vehiclePlate ?? '',
    row.vehicleSts ?? '',
    driver ?? '',
    rubles(row.amountKopeks),
    unpaid ? rubles(toPay) : '0,00',
  ];
}

/**
 * `GET /105/api/organization/{id}/export`: every charge of the fleet under the filters (all tabs,
 * within the history window) as a CSV download — UTF-8 with a BOM, `;`-separated, decimal commas,
 * as Excel and LibreOffice in Russian open it. Streamed: rows are read BATCH at a time by keyset,
 * formatted with csv-stringify and sent, so memory does not grow with the fleet.
 * @throws AppError 403; 404 when not the user's (before anything is sent).
 */
export async function fleetExport(db: Db, userId: number, organizationId: number, query: FleetFilterQuery): Promise<Response> {
  const { organization, scope } = await organizationScope(db, userId, organizationId);
  const today = todayInMoscow();
  const encoder = new TextEncoder();
  const tabs = [...CHARGE_LIST_TABS];
  let tab = tabs.shift();
  let after: ListPosition | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${stringify([HEADER], { delimiter: ';', record_delimiter: 'windows' })}`));
    },
    async pull(controller) {
      try {
        while (tab) {
          const rows = await listChargeRows(db, scope, fleetFilterOf(query, tab, organization.countDays, today), after, BATCH);
          if (rows.length === 0) {
            tab = tabs.shift();
            after = null;
            continue;
          }
          const last = rows.at(-1)!;
          after = { billDate: last.billDate, id: last.id };
          const refOf = await vehicleRefs(db, scope, rows);
          const records = rows.map((row) => line(row, refOf(row).driver, today));
          controller.enqueue(encoder.encode(stringify(records, { delimiter: ';', record_delimiter: 'windows' })));
          return;
        }
        controller.close();
      } catch (error) {
        logError('fleet export failed', error, { organizationId });
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="shtrafy-${organization.inn}-${today}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
