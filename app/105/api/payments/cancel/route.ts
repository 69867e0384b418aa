// POST /105/api/payments/cancel - give up one of the user's payments that waits to be paid
import { paymentGateway } from '@/lib/server/adapters/payments';
import { apiRoute } from '@/lib/server/http/route';
import { cancelOwnPayment } from '@/lib/server/payments/service';
import { paymentIdInput } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => ({
  payment: await cancelOwnPayment(db, paymentGateway(), user.userId, (await body(paymentIdInput)).id),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
