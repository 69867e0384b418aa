import { regionMissingMessage } from './messages';
import { needsCyrillicName, normalizeName } from './person';
import { isValidPlateNumber, isValidRegion, normalizePlateNumber } from './plate';
import { shownInput } from './shown-input';
import { isValidSts, normalizeSts } from './sts';

/**
 * One line of a fleet's vehicle list as a company keeps it in a spreadsheet (README «Legal
 * entities»): `СТС;госномер;регион;водитель` — the plate may carry its region (`А123ВС77`) with
 * the region column left empty; the driver (surname, name and any patronymic in Russian) may be empty.
 */
export interface VehicleRow {
  sts: string;
  plateNumber: string;
  plateRegion: string;
  /** The plate with region as charges print it: `А123ВС77`. */
  plate: string;
  driver: string | null;
}

/**
 * Reads one line's cells into a vehicle, or the Russian reason it cannot be taken. Numbers are
 * normalized (spaces dropped, Latin twins made Cyrillic); nothing is guessed beyond that.
 */
export function readVehicleRow(cells: readonly string[]): VehicleRow | { problem: string } {
  const [stsCell = '', plateCell = '', regionCell = '', driverCell = ''] = cells.map((c) => c.trim());
  const sts = normalizeSts(stsCell);
  if (!sts) return { problem: 'Не указан номер СТС' };
  if (!isValidSts(sts)) return { problem: `СТС «${shownInput(stsCell, 20)}» — 10 знаков: 2 цифры, 2 цифры или буквы, 6 цифр` };
  let plateNumber = normalizePlateNumber(plateCell);
  let plateRegion = regionCell.replace(/\s+/g, '');
  if (!plateRegion) {
    const joined = /^(.{6})(\d{2,3})$/.exec(plateNumber);
    if (joined) [plateNumber, plateRegion] = [joined[1]!, joined[2]!];
  }
  if (!isValidPlateNumber(plateNumber))
    return { problem: `Госномер «${shownInput(plateCell, 20)}» — буква, 3 цифры, 2 буквы, например А123ВС` };
  if (!plateRegion) return { problem: 'Не указан регион: код в третьем столбце или в конце госномера, например А123ВС77' };
  if (!isValidRegion(plateRegion)) {
    // A code of the right shape that is not issued is named as the home form names it.
    if (/^\d{2,3}$/.test(plateRegion)) return { problem: regionMissingMessage(plateRegion) };
    return { problem: `Регион «${shownInput(regionCell || plateCell, 20)}» — код из 2 или 3 цифр, например 77` };
  }
  let driver: string | null = null;
  if (driverCell) {
    if (needsCyrillicName(driverCell) || !isValidDriverName(driverCell)) {
      return { problem: 'Водитель — фамилия, имя и, если есть, отчество русскими буквами' };
    }
    driver = normalizeName(driverCell);
  }
  return { sts, plateNumber, plateRegion, plate: `${plateNumber}${plateRegion}`, driver };
}

/** True when the cells look like a header line (the first cell is not a СТС at all). */
export function isHeaderRow(cells: readonly string[]): boolean {
  const first = normalizeSts(cells[0] ?? '');
  return first !== '' && !/\d/.test(first.slice(0, 2));
}

/**
 * True for a driver's name: surname and name, and the patronymic when the person has one (not
 * everyone does: foreign citizens, some of the peoples of Russia), in Russian letters after
 * `normalizeName`.
 */
export function isValidDriverName(s: string): boolean {
  const words = normalizeName(s).split(' ').filter(Boolean).length;
  return words === 2 || words === 3;
}
