// PATCH /105/api/organization/{id}/fine/{chargeId} - a member reports that something about one of the organization's fines is wrong (as PATCH fine/{id})
import { apiRoute } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { reportProblem } from '@/lib/server/complaints/service';
import { organizationScope } from '@/lib/server/organizations/access';
import { complaintInput, organizationComplaintParams } from '@/lib/validation/fine-details';

export const PATCH = apiRoute<{ id: string; chargeId: string }>({ auth: true }, async ({ db, user, params, body, req }) => {
  const { id, chargeId } = organizationComplaintParams.parse(params);
  const { scope } = await organizationScope(db, user.userId, id);
  const input = await body(complaintInput);
  return { complaint: await reportProblem(db, { userId: user.userId, scope, chargeId, ...input, address: clientIp(req) }) };
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH');
