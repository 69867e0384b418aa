// POST /105/api/email/unsubscribe?token=… - one-click unsubscribe from new-fine mails (RFC 8058); GET - the page with the button
import { apiRoute } from '@/lib/server/http/route';
import { unsubscribe } from '@/lib/server/notifications/unsubscribe';
import { emailTokenInput } from '@/lib/validation/notify-email';
import { otherMethods } from '@/lib/server/http/method-not-allowed';

const oneClick = apiRoute({ auth: false }, async ({ db, query }) => {
  await unsubscribe(db, query(emailTokenInput).token);
  return { unsubscribed: true };
});

/**
 * RFC 8058: the mail client (or the person's webmail, from its own origin) POSTs
 * `List-Unsubscribe=One-Click` here without our cookies or session, so this one endpoint is exempt
 * from the wrapper's same-origin check: the Origin headers (and the `Referer`, which the check reads
 * when they are missing) are dropped before it runs. That is safe
 * because nothing ambient authorizes the request — only the unguessable token in the URL, which a
 * forging site does not have — and all it can do is turn notifications off. The body is not read
 * (clients send it form- or multipart-encoded; the token is in the query).
 */
export async function POST(req: Request, ctx: { params: Promise<Record<string, never>> }): Promise<Response> {
  const headers = new Headers(req.headers);
  headers.delete('origin');
  headers.delete('sec-fetch-site');
  headers.delete('referer');
  return oneClick(new Request(req.url, { method: 'POST', headers }), ctx);
}

/** A GET never unsubscribes (mail scanners follow links): it leads to the page that asks first. */
export function GET(req: Request): Response {
  const token = new URL(req.url).searchParams.get('token') ?? '';
  return new Response(null, {
    status: 303,
    headers: { location: `/email/unsubscribe?token=${encodeURIComponent(token)}`, 'cache-control': 'no-store' },
  });
}

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
