import 'server-only';
import { parse } from 'csv-parse/sync';
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

/** The file's lines as cells, with their line numbers; `;`, `,` or a tab between cells. */
function readCsv(csv: string): { line: number; cells: string[] }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      delimiter: [';', '\t', ','],
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // A file past the limit is refused by its count: no need to read it all (one more than the
      // limit and a header line tells that).
      to: MAX_IMPORT_LINES + 2,
      max_record_size: 1000,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    const message = 'Файл не похож на CSV: проверьте, что это таблица «СТС;госномер;регион;водитель»';
    throw badInput(message, { csv: message });
  }
  return records.map((r) => ({ line: r.info.lines, cells: r.record })).filter((r) => r.cells.some((c) => c !== ''));
}

/**
 * `POST /105/api/organization/{id}/vehicles/import`: adds or updates the fleet's vehicles from a
 * CSV (`СТС;госномер;регион;водитель`, a header line allowed) and reports what became of every
 * line. Good lines are kept whatever is wrong with others; a line is refused with its reason when
 * a number is malformed, its СТС repeats an earlier line, or the plan's vehicle limit is reached
 * (lib/domain/organization-plans.ts). One transaction: a file is taken whole or not at all.
 * @throws AppError 400 for a file that is not CSV or has more than MAX_IMPORT_LINES lines; 403; 404;
 *   429 past FLEET_IMPORT_RULE (each file counts, refused ones too).
 */
export async function importVehicles(
  db: Db,
  userId: number,
  organizationId: number,
  csv: string,
): Promise<VehicleImportReportDto> {
  await organizationScope(db, userId, organizationId);
  await hitRateLimit(db, FLEET_IMPORT_RULE, `user:${userId}`);
  const lines = readCsv(csv);
  if (lines.length > 0 && isHeaderRow(lines[0]!.cells)) lines.shift();
  if (lines.length > MAX_IMPORT_LINES) {
    const message = `В файле больше ${MAX_IMPORT_LINES} строк: разделите его на части`;
    throw badInput(message, { csv: message });
  }
  const refused: { line: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  const good: (VehicleRow & { line: number })[] = [];
  for (const { line, cells } of lines) {
    const row = readVehicleRow(cells);
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
      refused.push({ line: row.line, reason: `Превышен лимит тарифа «${title}»: не больше ${maxVehicles} машин` });
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
