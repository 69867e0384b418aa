// GET /105/api/file?charge=&file=&expires=&sig= - a photo or document copy of a charge behind a signed link (an image, not JSON)
import { getDb } from '@/lib/server/db/client';
import { errorResponse } from '@/lib/server/http/route';
import { getChargeFile } from '@/lib/server/fines/details-service';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

/** Nothing in a served file may run or load anything: it is shown, never executed. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";

export async function GET(req: Request): Promise<Response> {
  const requestId = crypto.randomUUID();
  try {
    const file = await getChargeFile(await getDb(), new URL(req.url).searchParams);
    const extension = file.contentType === 'image/svg+xml' ? 'svg' : file.contentType.split('/')[1];
    return new Response(file.body, {
      headers: {
        'content-type': file.contentType === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : file.contentType,
        'content-security-policy': FILE_CSP,
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${file.name}.${extension}"`,
        // Personal data: kept by this browser only, for as long as the link is valid at most.
        'cache-control': 'private, max-age=3600',
        'x-request-id': requestId,
      },
    });
  } catch (error) {
    return errorResponse(error, requestId, req);
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
