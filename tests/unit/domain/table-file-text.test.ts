import { describe, expect, it } from 'vitest';
import { MSG_WORKBOOK_NOT_CSV, tableFileText, workbookProblem } from '@/lib/domain/table-file-text';

const LINE = '9900100100;А123ВС;77;Иванов Иван Иванович';

describe('tableFileText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(tableFileText(new TextEncoder().encode(LINE))).toBe(LINE);
    expect(tableFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(LINE)]))).toBe(LINE);
  });

  it('reads what Russian Excel saves as plain CSV (Windows-1251)', () => {
    // `А123ВС` in Windows-1251: А C0, В C2, С D1.
    expect(tableFileText(new Uint8Array([0xc0, 0x31, 0x32, 0x33, 0xc2, 0xd1]))).toBe('А123ВС');
  });

  it("reads Excel's «Текст Юникод» (UTF-16 with its byte-order mark, tabs between cells)", () => {
    const tabbed = LINE.replaceAll(';', '\t');
    const le = new Uint8Array([0xff, 0xfe, ...Array.from(tabbed).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    const be = new Uint8Array([0xfe, 0xff, ...Array.from(tabbed).flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])]);
    expect(tableFileText(le)).toBe(tabbed);
    expect(tableFileText(be.buffer)).toBe(tabbed);
  });
});

describe('workbookProblem', () => {
  it('names a workbook (.xlsx or .ods is a ZIP archive, the old .xls an OLE file) and says how to save a CSV', () => {
    expect(workbookProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(MSG_WORKBOOK_NOT_CSV);
    expect(workbookProblem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]).buffer)).toBe(MSG_WORKBOOK_NOT_CSV);
    expect(MSG_WORKBOOK_NOT_CSV).toContain('CSV UTF-8');
  });

  it('takes any text, however short', () => {
    expect(workbookProblem(new TextEncoder().encode(LINE))).toBeNull();
    expect(workbookProblem(new TextEncoder().encode('PK'))).toBeNull();
    expect(workbookProblem(new Uint8Array([]))).toBeNull();
  });
});
