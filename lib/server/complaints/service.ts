import 'server-only';
import { userScope, type OwnerScope } from '@/lib/server/owner-scope';
import type { Db } from '@/lib/server/db/client';
import type { ComplaintDto } from '@/lib/contract/fine-details';
import { notFound } from '@/lib/server/errors';
import { hitRateLimit, type RateRule } from '@/lib/server/rate-limit';
import { RATE } from '@/lib/server/accounts/limits';
import { enqueueMail } from '@/lib/server/mail/queue';
import { findOwnChargeDetails } from '@/lib/server/fines/details-queries';
import { complaintReceivedMail } from './mail';
import { insertComplaint } from './queries';

/** Reports per account: enough to describe a few problems, not to flood the operators. */
export const COMPLAINT_RULE: RateRule = {
  name: 'complaint:user',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'Вы уже отправили несколько сообщений. Попробуйте через час',
};

/**
 * `PATCH /105/api/fine/{id}` (spec §7 «email, description»): stores a report that something about
 * one of the user's fines or tax charges is wrong and queues its confirmation to `email` in the
 * same transaction. The confirmation counts towards the mail limits of that e-mail and `address`.
 * With `scope` (an organization the user is a member of, already checked) the charge is that
 * organization's (`PATCH organization/{id}/fine/{chargeId}`); the report is still the user's.
 * @throws AppError 404 when the charge is not the scope's; 429 over a limit.
 */
export async function reportProblem(
  db: Db,
  input: { userId: number; scope?: OwnerScope; chargeId: number; email: string; description: string; address: string },
): Promise<ComplaintDto> {
  const scope = input.scope ?? userScope(input.userId);
  const charge = await findOwnChargeDetails(db, scope, { id: input.chargeId }, ['fine', 'tax']);
  if (!charge) throw notFound('Штраф не найден');
  await hitRateLimit(db, COMPLAINT_RULE, `user:${input.userId}`);
  await hitRateLimit(db, RATE.mailPerEmail, input.email);
  await hitRateLimit(db, RATE.mailPerIp, input.address);
  return db.transaction(async (tx) => {
    const saved = await insertComplaint(tx, {
      userId: input.userId,
      chargeId: charge.id,
      uin: charge.uin,
      email: input.email,
      description: input.description,
    });
    await enqueueMail(tx, complaintReceivedMail(input.email, { ...saved, uin: charge.uin }));
    return { id: saved.id, uin: charge.uin, createdAt: saved.createdAt.toISOString() };
  });
}
