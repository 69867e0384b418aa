// GET /105/api/payments/quote?uins= - what paying these charges today would cost, and what stands in the way
import { paymentGateway } from '@/lib/server/adapters/payments';
import { apiRoute } from '@/lib/server/http/route';
import { paymentScope } from '@/lib/server/payments/scope';
import { quotePayment } from '@/lib/server/payments/service';
import { quoteQuery } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => {
  const { uins, organization } = query(quoteQuery);
  return { quote: await quotePayment(db, paymentGateway(), await paymentScope(db, user.userId, organization), uins) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
