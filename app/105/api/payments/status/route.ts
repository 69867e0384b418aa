// GET /105/api/payments/status?id= - one of the user's payments; `wait` while its outcome is unknown
import { paymentGateway } from '@/lib/server/adapters/payments';
import { WaitAnswer } from '@/lib/server/http/envelope';
import { apiRoute } from '@/lib/server/http/route';
import { paymentStatus } from '@/lib/server/payments/service';
import { paymentIdInput } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => {
  const { payment, wait } = await paymentStatus(db, paymentGateway(), user.userId, query(paymentIdInput).id);
  return wait === null ? { payment } : new WaitAnswer(wait, { payment });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
