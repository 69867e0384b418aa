'use client';

import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '@/api-client/client';
import { submitSandboxCard } from '@/api-client/sandbox-acquirer';
import type { SandboxCheckoutDto } from '@/lib/contract/payments';
import {
  cardCvcMask,
  cardDigits,
  cardExpiry,
  cardExpiryMask,
  cardNumberMask,
  isCvcValid,
  isExpiryValid,
  isLuhnValid,
  MSG_CARD_CVC,
  MSG_CARD_EXPIRY,
  MSG_CARD_NUMBER,
} from '@/lib/domain/bank-card';
import { todayInMoscow } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { MaskedInput } from '@/components/ui/masked-input';

type CardField = 'number' | 'expiry' | 'cvc';

/** Each field's label, mask and the browser's card autofill name. */
const FIELDS = {
  number: {
    label: 'Номер карты',
    hint: undefined,
    mask: cardNumberMask,
    autoComplete: 'cc-number',
    placeholder: '0000 0000 0000 0000',
  },
  // The format once, under the field (a placeholder repeating it disappears as soon as one types).
  expiry: {
    label: 'Срок действия',
    hint: 'Месяц и год: ММ/ГГ',
    mask: cardExpiryMask,
    autoComplete: 'cc-exp',
    placeholder: undefined,
  },
  cvc: { label: 'CVC', hint: undefined, mask: cardCvcMask, autoComplete: 'cc-csc', type: 'password' },
} as const;

/**
 * The card as the acquirer takes it. The fields are read as text, not as the mask's output: a
 * person may press «Оплатить» before the mask's code has arrived and formatted what they typed
 * (`1239` is then `12/39` all the same).
 */
function normalized(card: Record<CardField, string>): Record<CardField, string> {
  return { number: cardDigits(card.number), expiry: cardExpiry(card.expiry), cvc: card.cvc.trim() };
}

/** Field errors of the normalized card (the acquirer checks the same again). */
function check(card: Record<CardField, string>): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  if (!isLuhnValid(card.number)) errors.number = MSG_CARD_NUMBER;
  if (!isExpiryValid(card.expiry, todayInMoscow())) errors.expiry = MSG_CARD_EXPIRY;
  if (!isCvcValid(card.cvc)) errors.cvc = MSG_CARD_CVC;
  return errors;
}

/**
 * The card step of the sandbox payment page: number (grouped by four, Luhn-checked), expiry ММ/ГГ
 * and CVC, masked with react-imask; errors shown under each field and the first one focused.
 */
export function CardForm({ checkout, onDone }: { checkout: SandboxCheckoutDto; onDone: (next: SandboxCheckoutDto) => void }) {
  const id = useId();
  const [card, setCard] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: CardField) => (value: string) => setCard((c) => ({ ...c, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const typed = normalized(card);
    const found = check(typed);
    if (showErrors(found)) return;
    setBusy(true);
    try {
      onDone(await submitSandboxCard({ id: checkout.id, ...typed }));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && showErrors(error.fields)) return;
      setFormError(error instanceof ApiError ? error.errorDesc : 'Не удалось отправить данные карты. Попробуйте снова');
    }
  }

  /**
   * Shows `found` under the fields and moves the focus to the first one with an error, once it is
   * rendered with it, so a screen reader reads the field with its message. False when there is none.
   */
  function showErrors(found: Partial<Record<string, string>>): boolean {
    flushSync(() => setErrors(found));
    const first = (['number', 'expiry', 'cvc'] as const).find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return Object.keys(found).length > 0;
  }

  const input = (field: CardField) => {
    const { label, hint, ...props } = FIELDS[field];
    return (
      <Field id={`${id}-${field}`} label={label} hint={hint} error={errors[field]}>
        {(aria) => <MaskedInput {...aria} {...props} value={card[field]} onValueChange={set(field)} inputMode="numeric" />}
      </Field>
    );
  };

  return (
    <form className="form" method="post" noValidate aria-label="Данные карты" onSubmit={(e) => void submit(e)}>
      <FormAlert message={formError} />
      {input('number')}
      <div className="form__row" style={{ gridTemplateColumns: '1fr 1fr' }}>
        {input('expiry')}
        {input('cvc')}
      </div>
      <BusyButton busy={busy} busyText="Проверяем карту…">
        Оплатить {formatRubles(checkout.amountKopeks)}
      </BusyButton>
    </form>
  );
}
