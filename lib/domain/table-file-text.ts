/**
 * The text of a table file as a spreadsheet saved it. Russian Excel's plain «CSV (разделители —
 * точка с запятой)» is Windows-1251, not UTF-8: read as UTF-8 every Cyrillic letter becomes «�»
 * and each line is refused for a plate it cannot read. So the bytes are decoded as UTF-8 when they
 * are valid UTF-8 (a byte-order mark is dropped), else as Windows-1251 (the WHATWG Encoding
 * Standard's name for it, which browsers and Node both decode).
 */
export function tableFileText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
