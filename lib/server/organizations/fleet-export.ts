import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import { kopeksToDecimal } from '@/lib/domain/payment-amounts';
import type { Db } from '@/lib/server/db/client';
import { logError } from '@/lib/server/http/log';
import type { ExportFormat, FleetFilterQuery } from '@/lib/validation/organizations';
import { organizationScope } from './access';
import { EXPORT_HEADER, exportRecords, type ExportRecord } from './fleet-export-records';
import { xlsxExportBody } from './fleet-export-xlsx';

/** Amount in rubles with a decimal comma, as Russian spreadsheets read numbers (`1500,00`). */
function rubles(kopeks: number): string {
  return kopeksToDecimal(kopeks).replace('.', ',');
}

/** One CSV line of a charge: every cell text, dates `ДД.ММ.ГГГГ`, amounts with a decimal comma. */
function csvLine(r: ExportRecord): string[] {
  return [
    r.uin,
    r.kind,
    r.status,
    formatDateRu(r.billDate),
    r.payBy ? formatDateRu(r.payBy) : '',
    r.article,
    r.text,
    r.place,
    r.plate,
    r.sts,
    r.driver,
    rubles(r.amountKopeks),
    rubles(r.toPayKopeks),
  ];
}

// A registry text starting with = + - @ would run as a formula in a spreadsheet: such a cell gets a
// leading quote (OWASP «CSV injection»). The XLSX export writes plain strings, which never run.
const csv = (records: string[][]) => stringify(records, { delimiter: ';', record_delimiter: 'windows', escape_formulas: true });

/**
 * The CSV file: UTF-8 with a BOM, `;`-separated, decimal commas, as LibreOffice and 1С read it.
 * Excel reads a 20-digit УИН in it as a number and rounds it (1,88E+19): the XLSX export is for Excel.
 */
function csvBody(records: AsyncGenerator<ExportRecord[]>, organizationId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csv([[...EXPORT_HEADER]])}`));
    },
    async pull(controller) {
      try {
        const next = await records.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csv(next.value.map(csvLine))));
      } catch (error) {
        logError('fleet export failed', error, { organizationId });
        controller.error(error);
      }
    },
    async cancel() {
      await records.return(undefined);
    },
  });
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `GET /105/api/organization/{id}/export`: every charge of the fleet under the filters (all tabs,
 * within the history window) as a download — `csv` (UTF-8 with a BOM, `;`, decimal commas) or
 * `xlsx` (an Excel workbook: УИН and СТС as text, amounts as numbers in rubles, dates as dates).
 * Streamed: rows are read 500 at a time by keyset and written as the download goes, so memory
 * does not grow with the fleet.
 * @throws AppError 403; 404 when not the user's (before anything is sent).
 */
export async function fleetExport(
  db: Db,
  userId: number,
  organizationId: number,
  query: FleetFilterQuery,
  format: ExportFormat = 'csv',
): Promise<Response> {
  const { organization, scope } = await organizationScope(db, userId, organizationId);
  const today = todayInMoscow();
  const records = exportRecords(db, scope, query, organization.countDays, today);
  const body = format === 'xlsx' ? xlsxExportBody(records, organizationId) : csvBody(records, organizationId);
  return new Response(body, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="shtrafy-${organization.inn}-${today}.${format}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
