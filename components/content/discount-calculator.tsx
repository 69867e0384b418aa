'use client';

import { useId, useState } from 'react';
import { formatDateRu, todayInMoscow } from '@/lib/domain/dates';
import { estimateFine, type FineEstimate } from '@/lib/domain/fine-estimate';
import { formatPercent, formatRubles, parseRublesToKopeks } from '@/lib/domain/money';
import styles from './content.module.css';
import { plural } from '@/lib/domain/plural';

/** Marker for tests that watch this part's code being loaded (the lazily loaded chunk holds it). */
export const DISCOUNT_CALCULATOR_MARK = 'shtrafy-discount-calculator';

/**
 * «Посчитать скидку»: from the ordinance date and the amount, the discount the law gives
 * (25 % within 30 days since 2025; none for the articles listed in КоАП РФ 32.2 ч.1.3), the
 * discounted sum and the last day to pay (70 days). Recomputed as the person types; the result
 * is announced politely. It is an estimate: the charge in ГИС ГМП has the final figures.
 */
export function DiscountCalculator() {
  const id = useId();
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [noDiscount, setNoDiscount] = useState(false);
  const today = todayInMoscow();
  const kopeks = parseRublesToKopeks(amount);

  let problem: { field: 'date' | 'amount'; text: string } | null = null;
  let estimate: FineEstimate | null = null;
  if (date && date > today) problem = { field: 'date', text: 'Дата постановления не может быть позже сегодняшнего дня' };
  else if (amount && (kopeks === null || kopeks <= 0)) {
    problem = { field: 'amount', text: 'Введите сумму штрафа в рублях, например 750 или 1500,50' };
  } else if (date && kopeks) estimate = estimateFine(date, kopeks, noDiscount, today);
  // The field at fault is marked and described by the message, as in every form of the site.
  const errorId = `${id}-problem`;
  const faultOf = (field: 'date' | 'amount') =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <section aria-labelledby={`${id}-title`} className={`card ${styles.calculator}`} data-mark={DISCOUNT_CALCULATOR_MARK}>
      <h2 id={`${id}-title`}>Посчитать скидку и срок оплаты</h2>
      <form className="form" method="post" onSubmit={(e) => e.preventDefault()} aria-label="Калькулятор скидки">
        <div className="form__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-date`}>
              Дата постановления
            </label>
            <input
              id={`${id}-date`}
              className="input"
              type="date"
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              {...faultOf('date')}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              Сумма штрафа, ₽
            </label>
            <input
              id={`${id}-amount`}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              placeholder="750"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              {...faultOf('amount')}
            />
          </div>
        </div>
        <label className="field__label">
          <input type="checkbox" checked={noDiscount} onChange={(e) => setNoDiscount(e.target.checked)} /> Статья без скидки
          (12.8, 12.24, 12.26 и другие)
        </label>
      </form>
      <output aria-live="polite" htmlFor={`${id}-date ${id}-amount`}>
        {problem ? (
          <p className="field__error" id={errorId}>
            {problem.text}
          </p>
        ) : estimate ? (
          <EstimateText estimate={estimate} />
        ) : (
          <p className="muted">Заполните дату и сумму.</p>
        )}
      </output>
    </section>
  );
}

function EstimateText({ estimate }: { estimate: FineEstimate }) {
  const { discount, payBy, stage, daysLeft } = estimate;
  return (
    <>
      {/* Terms already past are told in the past tense: no «если оплатить до» a date gone by. */}
      {discount && stage === 'discount' && (
        <p>
          Со скидкой {formatPercent(discount.percent)} — <strong>{formatRubles(discount.amountKopeks)}</strong>, если оплатить до{' '}
          {formatDateRu(discount.until)} включительно.
        </p>
      )}
      {discount && stage !== 'discount' && (
        <p>
          Скидка {formatPercent(discount.percent)} ({formatRubles(discount.amountKopeks)}) действовала до{' '}
          {formatDateRu(discount.until)} включительно.
        </p>
      )}
      {!discount && <p>Скидка за раннюю оплату на этот штраф не действует.</p>}
      <p>
        {stage === 'overdue' ? 'Оплатить полностью нужно было до' : 'Оплатить полностью нужно до'} {formatDateRu(payBy)}{' '}
        включительно (70 дней с даты постановления).
      </p>
      <p>
        <strong>
          {stage === 'discount' && `Скидка действует ещё ${daysLeft} ${plural(daysLeft, 'день', 'дня', 'дней')}.`}
          {stage === 'full' &&
            `Скидка уже не действует; до конца срока оплаты ${daysLeft} ${plural(daysLeft, 'день', 'дня', 'дней')}.`}
          {stage === 'overdue' &&
            'Срок оплаты прошёл: штраф могут передать приставам, а за неуплату грозит штраф по ст. 20.25 КоАП.'}
        </strong>
      </p>
      <p className="muted">Это оценка по закону. Точные сумму и даты показывает начисление в ГИС ГМП — проверьте штрафы ниже.</p>
    </>
  );
}
