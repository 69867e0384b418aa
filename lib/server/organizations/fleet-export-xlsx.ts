import 'server-only';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { logError } from '@/lib/server/http/log';
import { EXPORT_HEADER, type ExportRecord } from './fleet-export-records';

/** Each column's width (characters) and number format, in EXPORT_HEADER's order. */
const COLUMN_FORMATS: { width: number; numFmt?: string }[] = [
  // `@` is Excel's text format: the УИН stays 20 or 25 digits when a cell is edited too.
  { width: 27, numFmt: '@' },
  { width: 18 },
  { width: 22 },
  { width: 14, numFmt: 'dd.mm.yyyy' },
  { width: 14, numFmt: 'dd.mm.yyyy' },
  { width: 14 },
  { width: 50 },
  { width: 40 },
  { width: 12 },
  { width: 13, numFmt: '@' },
  { width: 30 },
  { width: 14, numFmt: '#,##0.00' },
  { width: 18, numFmt: '#,##0.00' },
];

/** Characters an XML 1.0 document cannot hold (a workbook is XML inside a ZIP): dropped from texts. */
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/gu;

const text = (value: string) => value.replace(XML_FORBIDDEN, '');

/** A `YYYY-MM-DD` day as the Date a spreadsheet shows as that day (midnight UTC: Excel dates have no zone). */
function day(value: string | null): Date | null {
  if (!value) return null;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** One worksheet row of a charge: texts as text, dates as dates, amounts as numbers of rubles. */
function xlsxRow(r: ExportRecord): (string | number | Date | null)[] {
  return [
    r.uin,
    r.kind,
    text(r.status),
    day(r.billDate),
    day(r.payBy),
    text(r.article),
    text(r.text),
    text(r.place),
    text(r.plate),
    text(r.sts),
    text(r.driver),
    r.amountKopeks / 100,
    r.toPayKopeks / 100,
  ];
}

/** Resolves when `stream` can take more or has closed; the other listener is removed (no pile of them on a slow download). */
async function drainedOrClosed(stream: PassThrough): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(stream, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

/**
 * The export as an Excel workbook (Office Open XML, ECMA-376), written by ExcelJS's streaming
 * writer: one sheet «Начисления» with the header frozen. The УИН is a text cell, so Excel never
 * reads it as a number and rounds it, as it does with the CSV. Rows are written batch by batch;
 * between batches the ZIP writer gets a turn to compress, and while the response takes nothing
 * more (a stalled download) the next batch waits. ExcelJS and the ZIP writer keep their own
 * buffers besides: on 93 000 rows the process peaked 30–65 MiB higher (README «Speed»).
 * A failure midway is logged and ends the download with an error (the file is then incomplete and
 * a spreadsheet refuses it, rather than showing part of the list as if it were all).
 */
export function xlsxExportBody(records: AsyncGenerator<ExportRecord[]>, organizationId: number): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Начисления', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADER.map((header, i) => ({
    header,
    width: COLUMN_FORMATS[i]!.width,
    style: COLUMN_FORMATS[i]!.numFmt ? { numFmt: COLUMN_FORMATS[i]!.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    try {
      for await (const batch of records) {
        if (out.destroyed) return;
        for (const record of batch) sheet.addRow(xlsxRow(record)).commit();
        // A turn of the event loop lets the ZIP writer compress the batch into `out`: the next batch is
        // read at once from an in-process database, and the rows would pile up in ExcelJS's buffers.
        await setImmediate();
        // Wait while the response has not taken what was written (a slow download), or stop if it went away.
        while (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      // A download the browser cancelled has already destroyed `out`: nothing failed.
      if (out.destroyed) return;
      logError('fleet export failed', error, { organizationId });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      await records.return(undefined);
    }
  };
  void write();
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
