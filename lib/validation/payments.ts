import * as z from 'zod/mini';
import { cardExpiry } from '@/lib/domain/bank-card';
import { shownInput } from '@/lib/domain/shown-input';
import { isValidUin } from '@/lib/domain/uin';
import { MAX_BULK_PAYMENT_ITEMS, MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { emailField, MSG_EMAIL_MALFORMED } from './accounts';
import { idParam, optional, text } from './common';
import { plural } from '@/lib/domain/plural';

/** Said when a listed value is not a valid charge number; the value shown as typed (shownInput, 30 characters). */
export const msgBadUin = (uin: string) => `«${shownInput(uin, 30)}» — не УИН: нужно 20 или 25 цифр с верной контрольной цифрой`;
/** Said when the same УИН is listed twice. */
export const msgDuplicateUin = (uin: string) => `УИН ${uin} указан дважды: оплатить начисление можно только один раз`;
/** Said when no charge was chosen. */
export const MSG_NO_UINS = 'Выберите хотя бы одно начисление для оплаты';
/** Said over MAX_PAYMENT_ITEMS charges of a person. */
export const MSG_TOO_MANY_UINS = `За один платёж можно оплатить не больше ${MAX_PAYMENT_ITEMS} начислений`;
/** Said over MAX_BULK_PAYMENT_ITEMS charges of an organization. */
export const MSG_TOO_MANY_BULK_UINS = `За один платёж организации можно оплатить не больше ${MAX_BULK_PAYMENT_ITEMS} начислений`;
/**
 * Said on /prepayment when more charges were chosen than one payment holds (`max`): the first
 * `max` are priced, `left` are named as left for the next payment, never dropped in silence.
 */
export const msgSelectionCut = (max: number, left: number) =>
  `За один платёж можно оплатить не больше ${max} начислений: ещё ${left} ${plural(left, 'не вошло', 'не вошли', 'не вошли')} в этот платёж — оплатите ${plural(left, 'его', 'их', 'их')} следующим`;
/**
 * Said on /prepayment for «Оплатить все неоплаченные» past one payment's limit: the first `taken`
 * unpaid charges are in it, `left` more wait for the next one (nothing was chosen by hand, nothing refused).
 */
export const msgAllCut = (taken: number, left: number) =>
  `В платёж ${plural(taken, 'вошло', 'вошли', 'вошли')} первые ${taken} ${plural(taken, 'неоплаченное начисление', 'неоплаченных начисления', 'неоплаченных начислений')} — больше за один раз нельзя. Ещё ${left} ${plural(left, 'начисление', 'начисления', 'начислений')} оплатите следующим платежом.`;
/** Said for a `total` that is not a whole number of kopeks. */
export const MSG_BAD_TOTAL = 'Неверная сумма к оплате';
/** Said for a missing receipt e-mail (a malformed one gets MSG_EMAIL_MALFORMED). */
export const MSG_RECEIPT_EMAIL = 'Введите e-mail для квитанции';

/**
 * A comma-separated list of УИНs (`uins=188…,322…`): each valid (20 or 25 digits, check digit),
 * none repeated (a repeat is refused by name), 1 to MAX_BULK_PAYMENT_ITEMS of them (a person's
 * payment holds at most MAX_PAYMENT_ITEMS: checked with the scope, lib/server/payments/create.ts).
 */
export const uinList = z.pipe(
  text(MSG_NO_UINS),
  z
    .transform((s: string) =>
      s
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .check(
      z.superRefine((uins: string[], ctx) => {
        const issue = (message: string): void => void ctx.issues.push({ code: 'custom', message, input: uins });
        if (uins.length === 0) issue(MSG_NO_UINS);
        else if (uins.length > MAX_BULK_PAYMENT_ITEMS) issue(MSG_TOO_MANY_BULK_UINS);
        const seen = new Set<string>();
        for (const uin of uins) {
          if (!isValidUin(uin)) return issue(msgBadUin(uin));
          if (seen.has(uin)) return issue(msgDuplicateUin(uin));
          seen.add(uin);
        }
      }),
    ),
);

/** `POST payments`: pay these charges by card. */
export const createPaymentInput = z.object({
  uins: uinList,
  /** Where the receipt goes. */
  email: emailField(MSG_RECEIPT_EMAIL, MSG_EMAIL_MALFORMED),
  /** One per press of «Оплатить» (a UUID the page makes): a repeated press gets the same payment. */
  attempt: z.pipe(text('Нет ключа попытки оплаты'), z.uuid({ error: 'Неверный ключ попытки оплаты' })),
  /** `1`: the person confirmed paying again a charge already paid through us. */
  confirm: z.optional(z.enum(['0', '1'])),
  /** The total in kopeks the page showed on «Оплатить»: another total now is refused (409 `price_changed`). */
  total: optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && /^\d{1,13}$/.test(v) ? Number(v) : Number.NaN)),
      z.number({ error: MSG_BAD_TOTAL }).check(z.refine(Number.isSafeInteger, MSG_BAD_TOTAL)),
    ),
  ),
  /** Paying charges of this organization (its member's bulk payment); absent: the person's own. */
  organization: optional(idParam),
});

/** The form's fields (the page adds `attempt`). */
export type CreatePaymentInput = z.input<typeof createPaymentInput>;

/** The checkout form: only the receipt e-mail is typed by the person. */
export const receiptForm = z.pick(createPaymentInput, { email: true });

/** `GET payments/quote?uins=[&organization=]`. */
export const quoteQuery = z.object({ uins: uinList, organization: optional(idParam) });

/** `?id=` of one of the caller's payments. */
export const paymentIdInput = z.object({ id: idParam });

/** The sandbox acquirer's page: a payment id (UUID). */
export const sandboxPaymentId = text('Платёж не найден').check(z.regex(/^[0-9a-f-]{36}$/, 'Платёж не найден'));

/** The sandbox card form: number (spaces allowed), `ММ/ГГ` (or its four digits), CVC. Checks beyond shape are the acquirer's. */
export const sandboxCardInput = z.object({
  id: sandboxPaymentId,
  number: z.pipe(
    z.pipe(
      text('Введите номер карты'),
      z.transform((s: string) => s.replace(/\s/g, '')),
    ),
    z.string().check(z.regex(/^\d{13,19}$/, 'Номер карты — от 13 до 19 цифр')),
  ),
  expiry: z.pipe(text('Укажите срок действия карты'), z.transform(cardExpiry)),
  cvc: text('Введите CVC').check(z.trim()),
});

/** The sandbox 3-D Secure form. */
export const sandbox3dsInput = z.object({
  id: sandboxPaymentId,
  code: text('Введите код подтверждения').check(z.trim(), z.regex(/^\d{4,8}$/, 'Код — несколько цифр из SMS')),
});
