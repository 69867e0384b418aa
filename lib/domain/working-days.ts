import { addDays, isoWeekday } from './dates';

/**
 * Non-working public holidays (ТК РФ ст. 112 ч.1), `MM-DD`: the New Year holidays 1–6 and 8
 * January, Christmas 7 January, 23 February, 8 March, 1 May, 9 May, 12 June and 4 November.
 */
const HOLIDAYS = new Set([
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
]);

const isWeekend = (date: string) => isoWeekday(date) >= 6;
const isHoliday = (date: string) => HOLIDAYS.has(date.slice(5));

const transferredByYear = new Map<number, Set<string>>();

/**
 * The days off a holiday on a Saturday or Sunday gives on the next working day (ТК РФ ст. 112 ч.2:
 * `2026-03-08`, a Sunday, makes 9 March a day off), except the New Year holidays and Christmas, whose
 * weekend days the Government moves by its yearly decree (not known here).
 */
function transferredDaysOff(year: number): Set<string> {
  let days = transferredByYear.get(year);
  if (days) return days;
  days = new Set();
  for (const monthDay of HOLIDAYS) {
    if (monthDay.startsWith('01-')) continue;
    const holiday = `${year}-${monthDay}`;
    if (!isWeekend(holiday)) continue;
    let day = addDays(holiday, 1);
    while (isWeekend(day) || isHoliday(day) || days.has(day)) day = addDays(day, 1);
    days.add(day);
  }
  transferredByYear.set(year, days);
  return days;
}

/** True for a Saturday, a Sunday, a public holiday (ТК РФ 112 ч.1) or a day off it moved to (ч.2). `YYYY-MM-DD`. */
export function isNonWorkingDay(date: string): boolean {
  return isWeekend(date) || isHoliday(date) || transferredDaysOff(Number(date.slice(0, 4))).has(date);
}

/**
 * A term ending on a non-working day ends on the next working day (КоАП РФ 4.8 ч.3, НК РФ 6.1
 * п.7): `2025-05-24` (Saturday) → `2025-05-26`; `2026-01-05` → `2026-01-09`. Weekends, the holidays
 * of ТК РФ 112 and the days off they move to are known; the Government's yearly moves of other days
 * are not, so a term may come out a day or two early, never late. `YYYY-MM-DD` in and out.
 */
export function moveToWorkingDay(date: string): string {
  let day = date;
  while (isNonWorkingDay(day)) day = addDays(day, 1);
  return day;
}
