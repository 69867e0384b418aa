// GET /105/api/photo?fineId={id} - camera photos of one of the user's fines: ok, or wait while they are prepared
import { userScope } from '@/lib/server/owner-scope';
import { apiRoute } from '@/lib/server/http/route';
import { getPhotos } from '@/lib/server/fines/details-service';
import { photoQuery } from '@/lib/validation/fine-details';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

export const GET = apiRoute({ auth: true }, async ({ db, user, query }) => {
  const photos = await getPhotos(db, userScope(user.userId), query(photoQuery).fineId);
  return Array.isArray(photos) ? { photos } : photos;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
