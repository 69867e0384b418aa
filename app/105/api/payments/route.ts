// POST /105/api/payments - start paying the user's (or their organization's) charges by card; GET - the user's payment history
import { paymentGateway } from '@/lib/server/adapters/payments';
import { WaitAnswer } from '@/lib/server/http/envelope';
import { apiRoute } from '@/lib/server/http/route';
import { startPayment, START_WAIT_SECONDS } from '@/lib/server/payments/create';
import { paymentScope } from '@/lib/server/payments/scope';
import { paymentDto, paymentHistory } from '@/lib/server/payments/service';
import { createPaymentInput } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const POST = apiRoute({ auth: true }, async ({ db, user, body }) => {
  const input = await body(createPaymentInput);
  const scope = await paymentScope(db, user.userId, input.organization);
  const result = await startPayment(db, paymentGateway(), scope, { ...input, confirm: input.confirm === '1' });
  if ('busy' in result) return new WaitAnswer(START_WAIT_SECONDS, { paymentId: result.paymentId });
  return { payment: await paymentDto(db, result.payment) };
});

export const GET = apiRoute({ auth: true }, async ({ db, user }) => ({ payments: await paymentHistory(db, user.userId) }));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
