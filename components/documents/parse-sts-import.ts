import type { StsFields } from '@/api-client/documents';
import { stsImportInput, stsInput } from '@/lib/validation/sts';

/** A message about one line of the pasted text (lines count from 1, blank ones included). */
export interface ImportLineError {
  line: number;
  message: string;
}

/** The pasted list read line by line: the certificates to send, or what is wrong and where. */
export interface ParsedStsImport {
  items: StsFields[];
  lineErrors: ImportLineError[];
  /** About the list as a whole (empty, more than 50), from the shared import schema. */
  listError: string | null;
}

const MSG_TOO_MANY_PARTS = 'Лишние части: нужно «СТС; госномер; регион»';
// `А123ВС77` or `А123ВС 77` in the plate column with no region column: the region is split off.
const PLATE_WITH_REGION = /^(\S{6})\s*(\d{2,3})$/u;

/**
 * Reads one certificate per line, `СТС; госномер; регион` (the last two optional; a tab works as
 * a separator too, as when pasting from a spreadsheet), checks each with the shared `stsInput`
 * schema and the whole list with `stsImportInput`, as the server will. Blank lines are skipped.
 */
export function parseStsImport(text: string): ParsedStsImport {
  const items: StsFields[] = [];
  const lineErrors: ImportLineError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const parts = raw.split(/[;\t]/).map((p) => p.trim());
    while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    if (parts.length > 3) {
      lineErrors.push({ line, message: MSG_TOO_MANY_PARTS });
      return;
    }
    const [sts = '', plateColumn = '', regionColumn = ''] = parts;
    const joined = regionColumn === '' ? PLATE_WITH_REGION.exec(plateColumn) : null;
    const [plate, region] = joined ? [joined[1], joined[2]] : [plateColumn, regionColumn];
    const parsed = stsInput.safeParse({ sts, vehiclePlateNumber: plate, vehiclePlateRegion: region });
    if (parsed.success) {
      const { sts: number, vehiclePlateNumber, vehiclePlateRegion } = parsed.data;
      items.push({ sts: number, vehiclePlateNumber, vehiclePlateRegion });
    } else {
      // One message per field, in the order of the columns.
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        if (seen.has(issue.message)) continue;
        seen.add(issue.message);
        lineErrors.push({ line, message: issue.message });
      }
    }
  });
  if (lineErrors.length > 0) return { items, lineErrors, listError: null };
  const list = stsImportInput.safeParse({ stsList: JSON.stringify(items) });
  return { items, lineErrors, listError: list.success ? null : (list.error.issues[0]?.message ?? null) };
}
