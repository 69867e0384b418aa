// GET /105/api/organization/{id}/photo?fineId= - camera photos of one of the organization's fines: ok, or wait
import * as z from 'zod/mini';
import { apiRoute } from '@/lib/server/http/route';
import { otherMethods } from '@/lib/server/http/method-not-allowed';
import { getPhotos } from '@/lib/server/fines/details-service';
import { organizationScope } from '@/lib/server/organizations/access';
import { photoQuery } from '@/lib/validation/fine-details';
import { organizationParams } from '@/lib/validation/organizations';

export const GET = apiRoute<{ id: string }>({ auth: true }, async ({ db, user, params, query }) => {
  const { scope } = await organizationScope(db, user.userId, z.parse(organizationParams, params).id);
  const photos = await getPhotos(db, scope, query(photoQuery).fineId);
  return Array.isArray(photos) ? { photos } : photos;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
