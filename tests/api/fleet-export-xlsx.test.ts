import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportRecord } from '@/lib/server/organizations/fleet-export-records';
import { xlsxExportBody } from '@/lib/server/organizations/fleet-export-xlsx';

const record = (i: number): ExportRecord => ({
  uin: `188101772611${String(i).padStart(8, '0')}`,
  kind: 'Штраф',
  status: 'Не оплачен',
  billDate: '2026-11-20',
  payBy: '2027-01-29',
  article: '12.9 ч.2',
  // A control character a registry might send: XML cannot hold it, so it is dropped, not a broken file.
  text: `Превышение скорости\u0001 №${i}`,
  place: 'г. Москва, ул. Тверская, д. 1',
  plate: 'А123ВС77',
  sts: '7700123456',
  driver: 'Петров Пётр Петрович',
  amountKopeks: 75_000 + i,
  toPayKopeks: 56_250,
});

/** `batches` batches of 500 records; `read` counts the batches taken and `closed` says whether the reader was closed. */
function source(batches: number) {
  const state = { read: 0, closed: false };
  async function* generate(): AsyncGenerator<ExportRecord[]> {
    try {
      for (let b = 0; b < batches; b++) {
        state.read += 1;
        yield Array.from({ length: 500 }, (_, i) => record(b * 500 + i));
      }
    } finally {
      state.closed = true;
    }
  }
  return { records: generate(), state };
}

describe('the XLSX export stream', () => {
  it('writes every record, a control character dropped from the text', async () => {
    const { records, state } = source(3);
    const bytes = await new Response(xlsxExportBody(records, 1)).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Начисления')!;
    expect(sheet.rowCount).toBe(1 + 1500);
    expect(sheet.getRow(1501).getCell(1).value).toBe('18810177261100001499');
    expect(sheet.getRow(2).getCell(7).value).toBe('Превышение скорости №0');
    expect(sheet.getRow(2).getCell(12).value).toBe(750);
    expect(state.closed).toBe(true);
  });

  it('gives a slow reader the whole workbook', async () => {
    const { records, state } = source(60);
    const reader = xlsxExportBody(records, 1).getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await new Blob(chunks as BlobPart[]).arrayBuffer());
    expect(workbook.getWorksheet('Начисления')!.rowCount).toBe(1 + 60 * 500);
    expect(state.closed).toBe(true);
  });

  it('stops reading when the download is cancelled, and closes the reader', async () => {
    const { records, state } = source(1000);
    const reader = xlsxExportBody(records, 1).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    await expect.poll(() => state.closed, { timeout: 10_000 }).toBe(true);
    // Far fewer than the 1 000 batches: reading stopped once the download was cancelled.
    expect(state.read).toBeLessThan(100);
  });
});
