import * as z from 'zod/mini';
import { idParam, text } from './common';

/**
 * A charge addressed by numeric id (no leading zero, so the id's own check never refuses it with a
 * message of its own) or by its УИН (20 or 25 digits); the messages name it: `it` («штраф»), `its`
 * («штрафа»).
 */
function chargeKey(it: string, its: string) {
  return z.pipe(
    text(`Укажите ${it}`).check(z.trim(), z.regex(/^([1-9]\d{0,14}|\d{20}|\d{25})$/, `Укажите номер ${its} или УИН`)),
    z.transform((v): { id: number } | { uin: string } => (v.length >= 20 ? { uin: v } : { id: idParam.parse(v) })),
  );
}

/** `GET /105/api/fine?fine=`. */
export const fineQuery = z.object({ fine: chargeKey('штраф', 'штрафа') });
/** `GET /105/api/order?id=`: a ФССП order. */
export const orderQuery = z.object({ id: chargeKey('постановление ФССП', 'постановления ФССП') });
