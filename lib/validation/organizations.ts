import * as z from 'zod/mini';
import { CHARGE_LIST_TABS } from '@/lib/domain/fine-status';
import { COUNT_DAYS_OPTIONS, SUBSCRIBE_TYPES } from '@/lib/domain/organization-plans';
import { normalizeSts } from '@/lib/domain/sts';
import { CHARGE_PAGE_SIZE } from '@/lib/domain/charge-list-address';
import { CHARGE_PAGE_MAX, MSG_BAD_CURSOR } from './charge-list';
import { idParam, isoDateField, optional, text } from './common';
import { innOfLength } from './inn';

/*
 * Inputs of the organization calls (docs/api.md «Organizations»), shared by the forms and the
 * handlers. An organization's ИНН is a legal entity's: 10 digits.
 */

const MSG_ORG_INN = 'ИНН организации — 10 цифр';
const MSG_COUNT_DAYS = `Глубина истории — одно из значений: ${COUNT_DAYS_OPTIONS.join(', ')} дней`;

/** A legal entity's ИНН: 10 digits (said when it is missing too), and the ИНН rules. */
export const organizationInn = innOfLength(/^\d{10}$/, MSG_ORG_INN);

const countDays = z.coerce
  .number({ error: MSG_COUNT_DAYS })
  .check(z.refine((n) => (COUNT_DAYS_OPTIONS as readonly number[]).includes(n), MSG_COUNT_DAYS));
const subscribeType = z.enum(SUBSCRIBE_TYPES, {
  error: 'Выберите тариф: «Базовый» (base), «Автопарк» (fleet) или «Корпоративный» (enterprise)',
});

/** `GET organization/search?q=`: a part of the name (2+ letters) or the first digits of the ИНН. */
export const organizationSearchQuery = z.object({
  q: text('Введите название или ИНН').check(
    z.trim(),
    z.minLength(2, 'Введите хотя бы 2 символа названия или ИНН'),
    z.maxLength(100, 'Слишком длинный запрос'),
  ),
});

/**
 * `POST organization/add` (spec §7: name, inn, countDays, subscribeType): the company by its ИНН
 * (the name comes from the directory; a `name` sent is ignored), the history and the plan.
 */
export const organizationAddInput = z.object({
  inn: organizationInn,
  name: optional(text()),
  countDays: z.pipe(
    optional(countDays),
    z.transform((v: number | undefined) => v ?? 90),
  ),
  subscribeType: z.pipe(
    optional(subscribeType),
    z.transform((v: (typeof SUBSCRIBE_TYPES)[number] | undefined) => v ?? 'base'),
  ),
});

/** `POST organization/{id}`: the history length and the plan (the name and ИНН are the registry's). */
export const organizationSaveInput = z.object({ countDays, subscribeType });

/** `{id}` of the organization paths. */
export const organizationParams = z.object({ id: idParam });

/** `POST organization` (spec §7 «refresh data»): which organization to look up again. */
export const organizationRefreshInput = z.object({ id: idParam });

const MSG_RUBLES = 'Сумма — число рублей, например 1500 или 750,50';
// Written as people write sums: `1 500`, `750,50` (a decimal comma, spaces between thousands).
const rubles = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s\u00a0]/g, '').replace(',', '.') : v)),
  z.coerce.number({ error: MSG_RUBLES }).check(z.minimum(0, MSG_RUBLES), z.maximum(10_000_000, MSG_RUBLES)),
);
const MSG_LIMIT = `Размер страницы — целое число от 1 до ${CHARGE_PAGE_MAX}`;

/** The filters of a fleet's list, groups, chart and export (docs/api.md «Organizations»). */
const fleetFilterShape = {
  /** A plate (`А123ВС77`, spaces and Latin twins allowed) or a СТС, or the start of either. */
  vehicle: optional(
    z.pipe(
      text().check(z.maxLength(20, 'Госномер или СТС — не больше 20 символов')),
      z.transform((s: string) => normalizeSts(s)),
    ),
  ),
  /** A part of the driver's name. */
  driver: optional(text().check(z.trim(), z.maxLength(100, 'Имя водителя — не больше 100 символов'))),
  /** A КоАП article as printed (`12.9 ч.2`) or its start (`12.9`), however typed (articleAsPrinted). */
  article: optional(text().check(z.trim(), z.maxLength(30, 'Статья — не больше 30 символов'), z.overwrite(articleAsPrinted))),
  from: optional(isoDateField),
  to: optional(isoDateField),
  /** Amounts in rubles (whole or with kopeks). */
  min: optional(rubles),
  max: optional(rubles),
};

type Ranges = { from?: string; to?: string; min?: number; max?: number };
// A check across both ends names the first (`path`) and its other end (`params.pair`), so a page
// that drops refused filters can drop the whole range (app/(default)/fines/list/organization/[id]).
const fromBeforeTo = z.refine<Ranges>((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'Начало периода позже его конца',
  path: ['from'],
  params: { pair: 'to' },
});
const minBelowMax = z.refine<Ranges>((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
  message: 'Сумма «от» больше суммы «до»',
  path: ['min'],
  params: { pair: 'max' },
});

/** `GET organization/{id}/fines`: a tab of the fleet's list under the filters, a page of it, and the order. */
export const fleetListQuery = z
  .object({
    ...fleetFilterShape,
    tab: z.pipe(
      optional(z.enum(CHARGE_LIST_TABS, { error: 'Неизвестная вкладка списка: unpaid, paid или orders' })),
      z.transform((v: (typeof CHARGE_LIST_TABS)[number] | undefined) => v ?? 'unpaid'),
    ),
    sort: z.pipe(
      optional(z.enum(['date', 'amount'], { error: 'Порядок — date или amount' })),
      z.transform((v: 'date' | 'amount' | undefined) => v ?? 'date'),
    ),
    cursor: optional(text(MSG_BAD_CURSOR).check(z.maxLength(200, MSG_BAD_CURSOR))),
    limit: z.pipe(
      optional(
        z.coerce
          .number({ error: MSG_LIMIT })
          .check(z.int(MSG_LIMIT), z.minimum(1, MSG_LIMIT), z.maximum(CHARGE_PAGE_MAX, MSG_LIMIT)),
      ),
      z.transform((v: number | undefined) => v ?? CHARGE_PAGE_SIZE),
    ),
    summary: z.pipe(
      optional(z.enum(['0', '1'], { error: 'summary — 0 или 1' })),
      z.transform((v: '0' | '1' | undefined) => v === '1'),
    ),
  })
  .check(fromBeforeTo, minBelowMax);

/** A parsed `fleetListQuery`. */
export type FleetListQuery = z.output<typeof fleetListQuery>;

/** `GET organization/{id}/stats` (and the export's filters): the filters only (every tab, every page). */
export const fleetFilterQuery = z.object(fleetFilterShape).check(fromBeforeTo, minBelowMax);

/** A parsed `fleetFilterQuery`. */
export type FleetFilterQuery = z.output<typeof fleetFilterQuery>;

/** The file formats of the export: `csv` (LibreOffice, 1С; the default) and `xlsx` (Excel). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** One of EXPORT_FORMATS. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `GET organization/{id}/export`: the filters and the file's `format` (default `csv`). */
export const fleetExportQuery = z
  .object({
    ...fleetFilterShape,
    format: z.pipe(
      optional(z.enum(EXPORT_FORMATS, { error: 'Формат выгрузки — csv или xlsx' })),
      z.transform((v: ExportFormat | undefined) => v ?? 'csv'),
    ),
  })
  .check(fromBeforeTo, minBelowMax);

/**
 * A КоАП article typed by a person, written as charges print it (`12.9 ч.2`): spaces collapsed, a
 * leading «КоАП», «ст.» or «статья» dropped, and the part however written — `ч.2`, `ч. 2`, `ч2`,
 * `Ч.2`, `часть 2`, glued to the article or not — as ` ч.2`.
 */
export function articleAsPrinted(typed: string): string {
  return typed
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:коап(?:\s*рф)?[\s,.]*)?(?:ст(?:атья)?\.?\s*)?/iu, '')
    .replace(/\s*(?:часть|ч)\s*\.?\s*(?=\d)/giu, ' ч.');
}

/** A groups page number that is not a whole number from 1 to 10 000. */
const MSG_GROUPS_PAGE = 'Номер страницы — целое число от 1 до 10 000';

/** `GET organization/{id}/groups`: by vehicle or by driver, a page of 50 groups, under the filters. */
export const fleetGroupsQuery = z
  .object({
    ...fleetFilterShape,
    by: z.enum(['vehicle', 'driver'], { error: 'Группировка — по машинам (vehicle) или по водителям (driver)' }),
    page: z.pipe(
      optional(
        z.coerce
          .number({ error: MSG_GROUPS_PAGE })
          .check(z.int(MSG_GROUPS_PAGE), z.minimum(1, MSG_GROUPS_PAGE), z.maximum(10_000, MSG_GROUPS_PAGE)),
      ),
      z.transform((v: number | undefined) => v ?? 1),
    ),
  })
  .check(fromBeforeTo, minBelowMax);

/** The largest CSV a vehicle import takes, in characters (about 10 000 lines; docs/api.md). */
export const MAX_IMPORT_CSV_CHARS = 1_000_000;

/**
 * Control characters no text table holds (all C0 ones but the line break and the tab, a cell
 * separator): a file with them is a spreadsheet's own format or another encoding, refused whole.
 * Characters that can sit in a line of text (direction marks, C1 controls) are refused by line
 * instead (FLEET_LINE_CONTROL_CHARACTERS, lib/server/organizations/fleet-import.ts).
 */
const CSV_BINARY_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/u;
const MSG_CSV_CONTROL = 'В файле есть служебные символы: сохраните таблицу как CSV в кодировке UTF-8';

/** `POST organization/{id}/vehicles/import`: the CSV text (`СТС;госномер;регион;водитель` per line). */
export const vehicleImportInput = z.object({
  csv: z
    .pipe(
      z.string({ error: 'Приложите файл CSV' }),
      z.transform((s: string) => s.replace(/\r\n?/g, '\n')),
    )
    .check(
      z.refine((s: string) => !CSV_BINARY_CHARACTERS.test(s), { message: MSG_CSV_CONTROL, abort: true }),
      z.minLength(1, 'Файл пустой'),
      z.maxLength(MAX_IMPORT_CSV_CHARS, 'Файл больше 1 000 000 символов: разделите его на части'),
    ),
});
