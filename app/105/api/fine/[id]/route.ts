// PATCH /105/api/fine/{id} - report that something about one of the user's fines is wrong (spec §7: email, description)
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { reportProblem } from '@/lib/server/complaints/service';
import { complaintInput, complaintParams } from '@/lib/validation/fine-details';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const PATCH = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, body, req }) => {
  const { id } = complaintParams.parse(params);
  const input = await body(complaintInput);
  return { complaint: await reportProblem(db, { userId: user.userId, chargeId: id, ...input, address: clientIp(req) }) };
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH');
