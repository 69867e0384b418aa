import { PUBLIC_API_BASE_URL } from '@/lib/public-env';
import type { ComplaintDto, PhotoDto, UinAddedDto, UinInfoDto } from '@/lib/contract/fine-details';
import { apiCall, apiRequest } from './client';

/**
 * What `GET /105/api/photo?fineId=` answered: the photos, or `wait` seconds to retry after while
 * the registry prepares them (spec §4).
 */
export type PhotosAnswer = { status: 'ok'; photos: PhotoDto[] } | { status: 'wait'; wait: number };

/**
 * `GET /105/api/photo?fineId=` (an organization's fine: `GET organization/{id}/photo?fineId=`);
 * photo links are made absolute against the API's host. @throws ApiError.
 */
export async function fetchPhotos(fineId: number, signal?: AbortSignal, organizationId?: number): Promise<PhotosAnswer> {
  const path = organizationId === undefined ? 'photo' : `organization/${organizationId}/photo`;
  const answer = await apiRequest<{ photos: PhotoDto[] }>(path, { query: { fineId }, signal });
  if (answer.status === 'wait') return { status: 'wait', wait: answer.wait };
  return { status: 'ok', photos: answer.photos.map((p) => ({ ...p, url: apiFileUrl(p.url) })) };
}

/**
 * A file link the API answered (`/105/api/file?…`, signed; no session in it) as an absolute URL on
 * the API's host, for an `<img>` or a new tab.
 */
export function apiFileUrl(path: string): string {
  return new URL(path, PUBLIC_API_BASE_URL || window.location.origin).toString();
}

/**
 * `GET /105/api/fine/uinInfo` or `GET /105/api/tax/uinInfo` (spec §7): works without signing in;
 * `found: false` is the answer «не найдено». @throws ApiError (400 wrong УИН, 429, 503).
 */
export async function lookupUin(kind: 'fine' | 'tax', uin: string): Promise<UinInfoDto> {
  const { status: _s, ...info } = await apiCall<UinInfoDto>(`${kind}/uinInfo`, { query: { uin }, auth: false });
  return info;
}

/**
 * `PATCH /105/api/fine/{id}` with `email` and `description` (spec §7); with `organizationId`, the
 * organization's charge (`PATCH organization/{organizationId}/fine/{id}`).
 * @throws ApiError (400 with fields, 404, 429).
 */
export async function reportFineProblem(
  fineId: number,
  fields: { email: string; description: string },
  organizationId?: number,
): Promise<ComplaintDto> {
  const path = organizationId === undefined ? `fine/${fineId}` : `organization/${organizationId}/fine/${fineId}`;
  return (await apiCall<{ complaint: ComplaintDto }>(path, { method: 'PATCH', body: fields })).complaint;
}

/**
 * `POST /105/api/fine/uinAdd` or `POST /105/api/tax/uinAdd`: keeps a charge found by its УИН among
 * the signed-in user's charges, so it can be paid; answers what to pay (the bailiff order instead of
 * a fine it replaced). @throws ApiError (401, 404 not found any more, 429, 503).
 */
export async function addChargeByUin(kind: 'fine' | 'tax', uin: string): Promise<UinAddedDto> {
  const { status: _s, ...added } = await apiCall<UinAddedDto>(`${kind}/uinAdd`, { method: 'POST', body: { uin } });
  return added;
}
