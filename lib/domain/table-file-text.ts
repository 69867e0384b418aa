/** Said for a workbook (.xlsx, .ods, the old .xls) where a CSV is asked for: how to save one. */
export const MSG_WORKBOOK_NOT_CSV =
  'Это файл Excel, а нужен CSV: в Excel выберите «Файл → Сохранить как → CSV UTF-8 (разделитель — запятая)» и загрузите его';

const bytesOf = (bytes: ArrayBuffer | Uint8Array) => (bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));

/**
 * Why the bytes are no text table, or null: a workbook is a ZIP archive (.xlsx, .ods: `PK\x03\x04`)
 * or an OLE compound file (the old .xls: `D0 CF 11 E0`), whose bytes read as text would be refused
 * for «служебные символы» — true, but no help.
 */
export function workbookProblem(bytes: ArrayBuffer | Uint8Array): string | null {
  const b = bytesOf(bytes).subarray(0, 4);
  const starts = (...sig: number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);
  return starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0) ? MSG_WORKBOOK_NOT_CSV : null;
}

/**
 * The text of a table file as a spreadsheet saved it. Russian Excel's plain «CSV (разделители —
 * точка с запятой)» is Windows-1251, not UTF-8: read as UTF-8 every Cyrillic letter becomes «�»
 * and each line is refused for a plate it cannot read. So the bytes are decoded as UTF-8 when they
 * are valid UTF-8 (a byte-order mark is dropped), else as Windows-1251 (the WHATWG Encoding
 * Standard's name for it, which browsers and Node both decode). Excel's «Текст Юникод» is UTF-16
 * with a byte-order mark (little-endian on Windows) and tabs between cells: read by its mark.
 */
export function tableFileText(bytes: ArrayBuffer | Uint8Array): string {
  const head = bytesOf(bytes).subarray(0, 2);
  if (head.length === 2 && head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head.length === 2 && head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
