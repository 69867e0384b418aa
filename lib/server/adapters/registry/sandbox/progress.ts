/**
 * The progress of a sandbox charge (spec §3 «progress»): the events of its life, each on a day,
 * following from its fate (fates.ts). Only events up to `today` are listed, oldest first, so an
 * answer never tells the future. Dates are `YYYY-MM-DD`, Europe/Moscow.
 */
import { formatDateRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { taxDeadline, type TaxPayer } from '@/lib/domain/tax-terms';
import type { RegistryProgressEntry } from '../types';
import type { PaymentFate } from './fates';

/** An ordinance takes effect 10 days after it is issued, unless appealed (КоАП РФ 30.3, 31.1). */
const TAKES_EFFECT_DAYS = 10;
/** Days the post or Госуслуги take to deliver a camera ordinance. */
const DELIVERY_DAYS = 2;
/** Days for voluntary payment under enforcement proceedings (229-ФЗ ст. 30 ч.12). */
const VOLUNTARY_DAYS = 5;

/** An event `days` after the charge's base date (negative: before it), and what happened. */
type Event = [days: number, text: string];

const DAY_MS = 86_400_000;

/** Milliseconds at UTC midnight of a `YYYY-MM-DD` date the generator made (always valid). */
const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * The events up to `today`, oldest first (a stable sort keeps same-day events as written), dated
 * from `base`. Plain day arithmetic: a thousand-charge answer writes thousands of events, and the
 * dates are the generator's own.
 */
function upTo(base: string, today: string, events: (Event | null)[]): RegistryProgressEntry[] {
  const baseMs = utcDay(base);
  const last = Math.round((utcDay(today) - baseMs) / DAY_MS);
  return events
    .filter((e): e is Event => e !== null && e[0] <= last)
    .sort((a, b) => a[0] - b[0])
    .map(([days, text]) => ({ date: new Date(baseMs + days * DAY_MS).toISOString().slice(0, 10), text }));
}

/** Payment events of `fate` (day offsets from the bill): paid, confirmed, closed — or cancelled. */
function paymentEvents(fate: PaymentFate, cancelled: string): (Event | null)[] {
  if (fate.cancelDay !== null) return [[fate.cancelDay, cancelled]];
  if (fate.payDay === null) return [];
  const confirmed = fate.payDay + fate.confirmDays;
  return [
    [fate.payDay, 'Поступила оплата, ждём подтверждения из ГИС ГМП'],
    [confirmed, 'Оплата подтверждена в ГИС ГМП'],
    fate.closeAfterDays === null ? null : [confirmed + fate.closeAfterDays, 'Начисление закрыто'],
  ];
}

/** What a fine's progress is written from. */
export interface FineProgressFacts {
  offenceDate: string;
  billDate: string;
  ordinanceNumber: string;
  camera: boolean;
  fate: PaymentFate;
  today: string;
}

/** Events of a fine: recorded, ordinance issued (and delivered), in effect, paid or cancelled, sent to the bailiffs. */
export function fineProgress(f: FineProgressFacts): RegistryProgressEntry[] {
  const { fate } = f;
  const stopped = fate.cancelDay ?? (fate.payDay !== null ? fate.payDay + fate.confirmDays : null);
  const offence = Math.round((utcDay(f.offenceDate) - utcDay(f.billDate)) / DAY_MS);
  return upTo(f.billDate, f.today, [
    [offence, f.camera ? 'Нарушение зафиксировано камерой' : 'Нарушение выявлено инспектором ДПС'],
    [0, `Вынесено постановление № ${f.ordinanceNumber}`],
    f.camera ? [DELIVERY_DAYS, 'Постановление направлено владельцу (Госуслуги, почта)'] : null,
    // A cancelled ordinance never takes effect.
    fate.cancelDay !== null && fate.cancelDay <= TAKES_EFFECT_DAYS
      ? null
      : [TAKES_EFFECT_DAYS, 'Постановление вступило в законную силу'],
    ...paymentEvents(fate, 'Постановление отменено, начисление аннулировано'),
    fate.moveDay !== null && stopped === null ? [fate.moveDay, 'Штраф не оплачен и передан судебным приставам'] : null,
  ]);
}

/** Events of a tax charge: notice, deadline passed (penalties run), paid or recalculated. */
export function taxProgress(f: { billDate: string; taxYear: number; payer: TaxPayer; fate: PaymentFate; today: string }) {
  const deadline = taxDeadline(f.taxYear, f.payer);
  const due = Math.round((utcDay(deadline) - utcDay(f.billDate)) / DAY_MS);
  const settled = f.fate.payDay ?? f.fate.cancelDay;
  return upTo(f.billDate, f.today, [
    [0, `Направлено налоговое уведомление, срок уплаты — ${formatDateRu(deadline)}`],
    settled === null || settled > due ? [due + 1, 'Срок уплаты прошёл: начисляются пени'] : null,
    ...paymentEvents(f.fate, 'Начисление пересчитано и аннулировано'),
  ]);
}

/** What an order's progress is written from; `paidAfterDays` counts from `openedDate`. */
export interface OrderProgressFacts {
  openedDate: string;
  caseNumber: string;
  feeKopeks: number;
  paidAfterDays: number | null;
  today: string;
}

/** Events of enforcement proceedings: opened, sent to the debtor, fee charged, debt repaid, closed. */
export function orderProgress(f: OrderProgressFacts): RegistryProgressEntry[] {
  const paid = f.paidAfterDays;
  return upTo(f.openedDate, f.today, [
    [0, `Возбуждено исполнительное производство № ${f.caseNumber}`],
    [1, 'Постановление о возбуждении направлено должнику'],
    f.feeKopeks > 0
      ? [VOLUNTARY_DAYS + 1, `Не оплачено добровольно: взыскивается исполнительский сбор ${formatRubles(f.feeKopeks)}`]
      : null,
    paid === null ? null : [paid, 'Задолженность погашена'],
    paid === null ? null : [paid + 3, 'Исполнительное производство окончено'],
  ]);
}
