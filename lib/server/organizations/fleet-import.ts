import 'server-only';
import { formatCount } from '@/lib/domain/plural';
import { parse, type Options } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VehicleImportReportDto } from '@/lib/contract/organizations';
import { ORGANIZATION_PLANS } from '@/lib/domain/organization-plans';
import { isHeaderRow, readVehicleRow, type VehicleRow } from '@/lib/domain/vehicle-rows';
import type { Db } from '@/lib/server/db/client';
import { fleetVehicles } from '@/lib/server/db/schema';
import { badInput } from '@/lib/server/errors';
import { hitRateLimit, type RateRule } from '@/lib/server/rate-limit';
import { organizationScope } from './access';
import { lockFleet } from './fleet-lock';

/** Refused lines named in a report (the rest are only counted). */
export const MAX_REPORTED_REFUSALS = 200;
/** Most lines one file may hold. */
export const MAX_IMPORT_LINES = 20_000;
const CHUNK = 1000;

/**
 * Imports per account per hour: a 20 000-line file holds the database for seconds (the embedded
 * one serves every request from the same thread), and a fleet is loaded once, then edited.
 */
export const FLEET_IMPORT_RULE: RateRule = {
  name: 'fleet-import:user',
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'Слишком много загрузок файла с машинами. Попробуйте {wait}',
};

/** The longest line taken, in characters: a vehicle's four cells are far shorter. */
export const MAX_LINE_CHARS = 1000;

/**
 * Characters a line of a vehicle table may not hold: C1 controls, Unicode line separators and every
 * invisible format character (Unicode's Cf: direction marks, embeddings and isolates, which can make
 * a number read differently than it is stored, and zero-width spaces and joiners, which glued
 * «Иванов​Иван» into one word of a driver's name). The file is refused whole only for controls no
 * text holds (vehicleImportInput).
 */
const FLEET_LINE_CONTROL_CHARACTERS = /[\u007f-\u009f\u2028\u2029\p{Cf}]/u;

const CSV_OPTIONS: Options = {
  delimiter: [';', '\t', ','],
  relax_column_count: true,
  relax_quotes: true,
  trim: true,
};

/** A line of the file: its cells, or why it cannot be read. */
type CsvLine = { line: number; cells: string[] } | { line: number; problem: string };

/**
 * The file's lines (one vehicle per line), each read as cells with `;`, `,` or a tab between them,
 * or refused by itself: a line that is too long, holds control characters or has unbalanced quotes
 * is named in the report, and the rest of the file is still read (one bad line made the whole file
 * «не похож на CSV»). Blank lines are skipped; reading stops past the line limit, which the caller
 * refuses by count. The file is parsed in one go (a quarter of the time of line by line, which
 * holds the server's thread for half a second on 20 000 lines); only a file with a line the parser
 * refuses is read again line by line, to name that line.
 */
function readCsv(csv: string): CsvLine[] {
  const physical = csv.replace(/^\uFEFF/, '').split('\n', MAX_IMPORT_LINES * 2 + 2);
  const problems = new Map<number, string>();
  physical.forEach((text, i) => {
    const problem = lineProblem(text);
    if (problem) problems.set(i + 1, problem);
  });
  // Refused lines are left blank, so the parser's line numbers stay the file's.
  const readable = physical.map((text, i) => (problems.has(i + 1) ? '' : text));
  let records: { line: number; cells: string[] }[];
  try {
    records = parseLines(readable.join('\n'));
  } catch {
    records = [];
    readable.forEach((text, i) => {
      try {
        records.push(...parseLines(text).map((r) => ({ ...r, line: i + 1 })));
      } catch {
        problems.set(i + 1, 'Строка записана с ошибкой: проверьте кавычки и разделители (; , или табуляция)');
      }
    });
  }
  const lines: CsvLine[] = [...records, ...[...problems].map(([line, problem]) => ({ line, problem }))];
  return lines.sort((a, b) => a.line - b.line).slice(0, MAX_IMPORT_LINES + 2);
}

/** Why a line of the file is refused before its cells are read, or null. */
function lineProblem(text: string): string | null {
  if (text.length > MAX_LINE_CHARS) return `Строка длиннее ${MAX_LINE_CHARS} символов`;
  if (FLEET_LINE_CONTROL_CHARACTERS.test(text)) {
    return 'В строке есть невидимые служебные символы (знаки направления текста, пробелы нулевой ширины): удалите их';
  }
  return null;
}

/** The non-empty records of `text` with their line numbers. @throws csv-parse's error for unbalanced quotes. */
function parseLines(text: string): { line: number; cells: string[] }[] {
  const records = parse(text, { ...CSV_OPTIONS, info: true, skip_empty_lines: true, to: MAX_IMPORT_LINES + 2 }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  return records.map((r) => ({ line: r.info.lines, cells: r.record })).filter((r) => r.cells.some((c) => c !== ''));
}

/**
 * `POST /105/api/organization/{id}/vehicles/import`: adds or updates the fleet's vehicles from a
 * CSV (`СТС;госномер;регион;водитель`, a header line allowed) and reports what became of every
 * line. Good lines are kept whatever is wrong with others; a line is refused with its reason when
 * a number is malformed, its СТС repeats an earlier line, or the plan's vehicle limit is reached
 * (lib/domain/organization-plans.ts). One transaction: a file is taken whole or not at all.
 * @throws AppError 400 for a file with more than MAX_IMPORT_LINES lines; 403; 404; 429 past
 *   FLEET_IMPORT_RULE (each file taken counts, also one whose every line was refused; one refused
 *   whole does not).
 */
export async function importVehicles(
  db: Db,
  userId: number,
  organizationId: number,
  csv: string,
): Promise<VehicleImportReportDto> {
  await organizationScope(db, userId, organizationId);
  const lines = readCsv(csv);
  const first = lines[0];
  if (first && 'cells' in first && isHeaderRow(first.cells)) lines.shift();
  if (lines.length > MAX_IMPORT_LINES) {
    const message = `В файле больше ${MAX_IMPORT_LINES} строк: разделите его на части`;
    throw badInput(message, { csv: message });
  }
  // Counted once the file is taken: a file refused whole wrote nothing, and fixing it is not a new import.
  await hitRateLimit(db, FLEET_IMPORT_RULE, `user:${userId}`);
  const refused: { line: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  const good: (VehicleRow & { line: number })[] = [];
  for (const read of lines) {
    const { line } = read;
    const row = 'problem' in read ? read : readVehicleRow(read.cells);
    if ('problem' in row) refused.push({ line, reason: row.problem });
    else if (seen.has(row.sts)) refused.push({ line, reason: `СТС ${row.sts} уже есть в строке ${seen.get(row.sts)}` });
    else {
      seen.set(row.sts, line);
      good.push({ ...row, line });
    }
  }
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    // One import or change of plan at a time per organization, so none passes the plan's limit.
    const { maxVehicles, title } = ORGANIZATION_PLANS[await lockFleet(tx, organizationId)];
    const known = new Set<string>();
    for (let i = 0; i < good.length; i += CHUNK) {
      const stsList = good.slice(i, i + CHUNK).map((r) => r.sts);
      const rows = await tx
        .select({ sts: fleetVehicles.sts })
        .from(fleetVehicles)
        .where(and(eq(fleetVehicles.organizationId, organizationId), inArray(fleetVehicles.sts, stsList)));
      for (const r of rows) known.add(r.sts);
    }
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fleetVehicles)
      .where(eq(fleetVehicles.organizationId, organizationId))) as [{ n: number }];
    let room = maxVehicles - Number(n);
    const taken = good.filter((row) => {
      if (known.has(row.sts)) return true;
      if (room > 0) {
        room -= 1;
        return true;
      }
      refused.push({ line: row.line, reason: `Превышен лимит тарифа «${title}»: не больше ${formatCount(maxVehicles)} машин` });
      return false;
    });
    for (let i = 0; i < taken.length; i += CHUNK) {
      const saved = await tx
        .insert(fleetVehicles)
        .values(taken.slice(i, i + CHUNK).map(({ line: _line, ...row }) => ({ organizationId, ...row })))
        .onConflictDoUpdate({
          target: [fleetVehicles.organizationId, fleetVehicles.sts],
          set: {
            plateNumber: sql`excluded.plate_number`,
            plateRegion: sql`excluded.plate_region`,
            plate: sql`excluded.plate`,
            driver: sql`excluded.driver`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ sts: fleetVehicles.sts });
      for (const s of saved) {
        if (known.has(s.sts)) updated += 1;
        else added += 1;
      }
    }
  });
  refused.sort((a, b) => a.line - b.line);
  return {
    lines: lines.length,
    added,
    updated,
    refused: refused.slice(0, MAX_REPORTED_REFUSALS),
    refusedCount: refused.length,
  };
}
