// GET /105/api/payments/quote?uins= - what paying these charges today would cost, and what stands in the way
import { paymentGateway } from '@/lib/server/adapters/payments';
import { apiRoute } from '@/lib/server/http/route';
import { quotePayment } from '@/lib/server/payments/service';
import { quoteQuery } from '@/lib/validation/payments';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => ({
  quote: await quotePayment(db, paymentGateway(), user.userId, query(quoteQuery).uins),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
