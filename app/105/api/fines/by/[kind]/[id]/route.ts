// GET /105/api/fines/by/{sts|car|dl|inn}/{id} - one page of the charges one of the user's documents found
import { z } from 'zod';
import { kindByPathName } from '@/lib/domain/document-kinds';
import { apiRoute } from '@/lib/server/http/route';
import { listChargesOfDocument } from '@/lib/server/fines/list-service';
import { userScope } from '@/lib/server/owner-scope';
import { chargeListQuery } from '@/lib/validation/charge-list';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

// `car` is the vehicle, i.e. its registration certificate (lib/domain/document-kinds.ts).
const params = z.object({
  kind: z
    .string()
    .refine((name) => kindByPathName(name) !== undefined, 'Неизвестный тип документа')
    .transform((name) => kindByPathName(name)!.type),
  id: idParam,
});

export const GET = apiRoute<{ kind: string; id: string }>({ auth: true }, async ({ db, user, params: raw, query }) => {
  const { kind, id } = params.parse(raw);
  const { show: _show, document: _document, ...rest } = query(chargeListQuery);
  return { ...(await listChargesOfDocument(db, userScope(user.userId), { type: kind, id }, { ...rest, show: 'all' })) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
