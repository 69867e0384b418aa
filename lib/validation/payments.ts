import { z } from 'zod';
import { isValidUin } from '@/lib/domain/uin';
import { MAX_PAYMENT_ITEMS } from '@/lib/domain/payment-amounts';
import { idParam, requiredString, text } from './common';

/** Said when a listed УИН is not a valid charge number. */
export const msgBadUin = (uin: string) => `«${uin}» — не УИН: нужно 20 или 25 цифр с верной контрольной цифрой`;
/** Said when the same УИН is listed twice. */
export const msgDuplicateUin = (uin: string) => `УИН ${uin} указан дважды: оплатить начисление можно только один раз`;
export const MSG_NO_UINS = 'Выберите хотя бы одно начисление для оплаты';
export const MSG_TOO_MANY_UINS = `За один платёж можно оплатить не больше ${MAX_PAYMENT_ITEMS} начислений`;
export const MSG_RECEIPT_EMAIL = 'Введите e-mail для квитанции';

/**
 * A comma-separated list of УИНs (`uins=188…,322…`): each valid (20 or 25 digits, check digit),
 * none repeated (a repeat is refused by name), 1 to MAX_PAYMENT_ITEMS of them.
 */
export const uinList = text(MSG_NO_UINS)
  .transform((s) =>
    s
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .superRefine((uins, ctx) => {
    if (uins.length === 0) ctx.addIssue({ code: 'custom', message: MSG_NO_UINS });
    else if (uins.length > MAX_PAYMENT_ITEMS) ctx.addIssue({ code: 'custom', message: MSG_TOO_MANY_UINS });
    const seen = new Set<string>();
    for (const uin of uins) {
      if (!isValidUin(uin)) {
        ctx.addIssue({ code: 'custom', message: msgBadUin(uin.slice(0, 30)) });
        return;
      }
      if (seen.has(uin)) {
        ctx.addIssue({ code: 'custom', message: msgDuplicateUin(uin) });
        return;
      }
      seen.add(uin);
    }
  });

/** `POST payments`: pay these charges by card. */
export const createPaymentInput = z.object({
  uins: uinList,
  /** Where the receipt goes. */
  email: requiredString(MSG_RECEIPT_EMAIL).pipe(z.string().email(MSG_RECEIPT_EMAIL).max(254, MSG_RECEIPT_EMAIL)),
  /** One per press of «Оплатить» (a UUID the page makes): a repeated press gets the same payment. */
  attempt: text('Нет ключа попытки оплаты').uuid('Неверный ключ попытки оплаты'),
  /** `1`: the person confirmed paying again a charge already paid through us. */
  confirm: z.enum(['0', '1']).optional(),
});

/** The form's fields (the page adds `attempt`). */
export type CreatePaymentInput = z.input<typeof createPaymentInput>;

/** `GET payments/quote?uins=`. */
export const quoteQuery = z.object({ uins: uinList });

/** `?id=` of one of the caller's payments. */
export const paymentIdInput = z.object({ id: idParam });

/** The sandbox acquirer's page: a payment id (UUID). */
export const sandboxPaymentId = text('Платёж не найден').regex(/^[0-9a-f-]{36}$/, 'Платёж не найден');

/** The sandbox card form: number (spaces allowed), `ММ/ГГ`, CVC. Checks beyond shape are the acquirer's. */
export const sandboxCardInput = z.object({
  id: sandboxPaymentId,
  number: text('Введите номер карты')
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Номер карты — от 13 до 19 цифр')),
  expiry: text('Укажите срок действия карты').trim(),
  cvc: text('Введите CVC').trim(),
});

/** The sandbox 3-D Secure form. */
export const sandbox3dsInput = z.object({
  id: sandboxPaymentId,
  code: text('Введите код подтверждения')
    .trim()
    .regex(/^\d{4,8}$/, 'Код — несколько цифр из SMS'),
});
