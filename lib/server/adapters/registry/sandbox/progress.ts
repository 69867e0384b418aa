/**
 * The progress of a sandbox charge (spec §3 «progress»): the events of its life, each on a day,
 * following from its fate (fates.ts). Only events up to `today` are listed, oldest first, so an
 * answer never tells the future. Dates are `YYYY-MM-DD`, Europe/Moscow.
 */
import { addDays, formatDateRu } from '@/lib/domain/dates';
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

type Event = [date: string, text: string];

/** Events in order of date (a stable sort keeps same-day events as written), none after `today`. */
function upTo(today: string, events: (Event | null)[]): RegistryProgressEntry[] {
  return events
    .filter((e): e is Event => e !== null && e[0] <= today)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([date, text]) => ({ date, text }));
}

/** Payment events: paid, confirmed, closed, or cancelled, from day offsets of `fate` after `start`. */
function paymentEvents(start: string, fate: PaymentFate, cancelled: string): (Event | null)[] {
  if (fate.cancelDay !== null) return [[addDays(start, fate.cancelDay), cancelled]];
  if (fate.payDay === null) return [];
  const confirmed = fate.payDay + fate.confirmDays;
  return [
    [addDays(start, fate.payDay), 'Поступила оплата, ждём подтверждения из ГИС ГМП'],
    [addDays(start, confirmed), 'Оплата подтверждена в ГИС ГМП'],
    fate.closeAfterDays === null ? null : [addDays(start, confirmed + fate.closeAfterDays), 'Начисление закрыто'],
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
  const inEffect = addDays(f.billDate, TAKES_EFFECT_DAYS);
  return upTo(f.today, [
    [f.offenceDate, f.camera ? 'Нарушение зафиксировано камерой' : 'Нарушение выявлено инспектором ДПС'],
    [f.billDate, `Вынесено постановление № ${f.ordinanceNumber}`],
    f.camera ? [addDays(f.billDate, DELIVERY_DAYS), 'Постановление направлено владельцу (Госуслуги, почта)'] : null,
    // A cancelled ordinance never takes effect.
    fate.cancelDay !== null && fate.cancelDay <= TAKES_EFFECT_DAYS ? null : [inEffect, 'Постановление вступило в законную силу'],
    ...paymentEvents(f.billDate, fate, 'Постановление отменено, начисление аннулировано'),
    fate.moveDay !== null && stopped === null
      ? [addDays(f.billDate, fate.moveDay), 'Штраф не оплачен и передан судебным приставам']
      : null,
  ]);
}

/** Events of a tax charge: notice, deadline passed (penalties run), paid or recalculated. */
export function taxProgress(f: { billDate: string; taxYear: number; payer: TaxPayer; fate: PaymentFate; today: string }) {
  const deadline = taxDeadline(f.taxYear, f.payer);
  const paidBy = f.fate.payDay !== null ? addDays(f.billDate, f.fate.payDay) : null;
  const cancelledBy = f.fate.cancelDay !== null ? addDays(f.billDate, f.fate.cancelDay) : null;
  const settled = paidBy ?? cancelledBy;
  return upTo(f.today, [
    [f.billDate, `Направлено налоговое уведомление, срок уплаты — ${formatDateRu(deadline)}`],
    settled === null || settled > deadline ? [addDays(deadline, 1), 'Срок уплаты прошёл: начисляются пени'] : null,
    ...paymentEvents(f.billDate, f.fate, 'Начисление пересчитано и аннулировано'),
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
  const paid = f.paidAfterDays === null ? null : addDays(f.openedDate, f.paidAfterDays);
  const feeDay = addDays(f.openedDate, VOLUNTARY_DAYS + 1);
  return upTo(f.today, [
    [f.openedDate, `Возбуждено исполнительное производство № ${f.caseNumber}`],
    [addDays(f.openedDate, 1), 'Постановление о возбуждении направлено должнику'],
    f.feeKopeks > 0 ? [feeDay, `Не оплачено добровольно: взыскивается исполнительский сбор ${formatRubles(f.feeKopeks)}`] : null,
    paid ? [paid, 'Задолженность погашена'] : null,
    paid ? [addDays(paid, 3), 'Исполнительное производство окончено'] : null,
  ]);
}
