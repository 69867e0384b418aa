// GET /105/api/fines/by/{sts|dl|inn|car}/{id} - fines one of the user's documents found
import { z } from 'zod';
import { apiRoute } from '@/lib/server/http/route';
import { listFines } from '@/lib/server/fines/service';
import { idParam } from '@/lib/validation/common';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

// `car` is the vehicle, i.e. its registration certificate.
const KINDS = { sts: 'sts', car: 'sts', dl: 'driverLicense', inn: 'inn' } as const;

const params = z.object({
  kind: z.enum(['sts', 'car', 'dl', 'inn'], { error: 'Неизвестный тип документа' }),
  id: idParam,
});

export const GET = apiRoute<{ kind: string; id: string }>({ auth: true }, async ({ db, user, params: raw }) => {
  const { kind, id } = params.parse(raw);
  return { ...(await listFines(db, user.userId, { type: KINDS[kind], id })) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
